import { eq } from 'drizzle-orm';
import { can } from '@hde/contracts';
import {
  dashboardWidgetBody,
  queryBodySchema,
  withoutCaseList,
  type Dashboard,
  type DashboardConfig,
  type DashboardMode,
  type FilterEntry,
  type dashboardCreateSchema,
  type dashboardUpdateSchema,
} from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { z } from 'zod';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { customFields } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { DASHBOARD_ANSWERS_JOB } from '../../platform/job-names.js';
import { enqueueJob } from '../../platform/jobs.js';
import { compileQuery, createAnalyticsRegistry } from '../analytics/index.js';
import { filterProblem } from '../saved-filters/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import type { DashboardKeys } from './dashboard-keys.js';
import { decryptPassword, encryptPassword } from './password-crypto.js';
import {
  deleteDashboard,
  encryptedPasswordOf,
  findDashboard,
  insertDashboard,
  listDashboards,
  lockDashboard,
  updateDashboard,
  type DashboardListPage,
  type DashboardRow,
} from './repo.js';

type DashboardCreateBody = z.output<typeof dashboardCreateSchema>;
type DashboardUpdateBody = z.output<typeof dashboardUpdateSchema>;

/** Sharing a PRIVATE dashboard publishes its answers to anonymous viewers; making it PRIVATE withdraws them. */
function updateAction(before: DashboardMode, after: DashboardMode): string {
  if (before === 'PRIVATE' && after !== 'PRIVATE') return 'PUBLISH_DASHBOARD';
  if (before !== 'PRIVATE' && after === 'PRIVATE') return 'UNPUBLISH_DASHBOARD';
  return 'UPDATE_DASHBOARD';
}

function toDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    type: row.type,
    live: row.type === 'LIVE',
    mode: row.mode,
    emails: row.emails,
    rawFilters: row.rawFilters,
    text: row.text,
    config: row.config,
    createdBy: row.createdBy,
    lastUpdated: row.lastUpdated.toISOString(),
    snapshotAt: row.snapshotAt?.toISOString() ?? null,
  };
}

/** Only a PRIVATE dashboard keeps viewer e-mails, each once. */
const viewerEmails = (mode: DashboardMode, emails: string[]) =>
  mode === 'PRIVATE' ? [...new Set(emails)] : [];

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** Filter entries compared by content (jsonb does not keep key order). */
const sameFilters = (a: readonly FilterEntry[], b: readonly FilterEntry[]) =>
  JSON.stringify(a.map(({ id, operator, values }) => [id, operator, values])) ===
  JSON.stringify(b.map(({ id, operator, values }) => [id, operator, values]));

const notFound = () => new HttpError(404, DASHBOARD_ERRORS.notFound);

/**
 * Custom dashboards of a workspace (spec part 2 §2.10, §7.3): OWNER and ADMIN list and save them; a dashboard's
 * creator, OWNER and ADMIN read, edit, reveal or reset its password and delete it; only the creator changes its
 * saved filters and quick search. Every write records an activity and queues the answers job in its transaction.
 */
export function createDashboardService({ db, keys }: { db: Database; keys: DashboardKeys }) {
  /**
   * A clear 400 for saved filters or widgets naming fields the workspace does not have, before anything is
   * stored: each widget's own body (with the saved filters) must compile as the answers job will run it.
   */
  async function assertQueries(
    workspaceId: string,
    config: DashboardConfig,
    saved: { rawFilters: readonly FilterEntry[]; text: string | null },
  ): Promise<void> {
    const fields = await db
      .select({ key: customFields.key, label: customFields.label })
      .from(customFields)
      .where(eq(customFields.workspaceId, workspaceId));
    const problem = filterProblem(saved.rawFilters, new Set(fields.map((field) => field.key)));
    if (problem) throw new HttpError(400, problem);
    const registry = createAnalyticsRegistry(fields);
    for (const widget of config.tabs.flatMap((tab) => tab.widgets)) {
      const body = queryBodySchema.safeParse(dashboardWidgetBody(widget, saved));
      if (!body.success) throw new HttpError(400, DASHBOARD_ERRORS.notOwnQuery);
      compileQuery(widget.area, body.data, registry, workspaceId);
      // Publishing filters a deaths-by-month widget on its window's date field: it must be one.
      if (widget.window) {
        const windowStart = { field: widget.window.field, operator: 'gte' as const, values: ['2000-01-01'] };
        compileQuery(widget.area, { ...body.data, initialFilter: windowStart }, registry, workspaceId);
      }
    }
  }

  function assertManages(access: WorkspaceAccess, dashboard: DashboardRow | undefined): DashboardRow {
    if (!dashboard || dashboard.workspaceId !== access.workspace.id) throw notFound();
    const manager = can(access.role, 'workspace.dashboards.manage');
    if (!manager && dashboard.createdBy !== access.user.id)
      throw new HttpError(403, DASHBOARD_ERRORS.notAllowed);
    return dashboard;
  }

  /**
   * A write on one dashboard the caller manages, with its row locked, its activity (its action may depend on the
   * dashboard as it was) and the answers job.
   */
  async function write<T>(
    access: WorkspaceAccess,
    dashboardId: string,
    action: string | ((before: DashboardRow) => string),
    change: (tx: Database, dashboard: DashboardRow) => Promise<T>,
    { answers = true }: { answers?: boolean } = {},
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const dashboard = assertManages(access, await lockDashboard(tx, access.workspace.id, dashboardId));
      const result = await change(tx, dashboard);
      await recordActivity(tx, {
        userId: access.user.id,
        workspaceId: access.workspace.id,
        collectionName: 'dashboards',
        action: typeof action === 'string' ? action : action(dashboard),
        recordId: dashboard.id,
        details: { dashboardId },
      });
      if (answers) await enqueueJob(tx, DASHBOARD_ANSWERS_JOB, { dashboardId });
      return result;
    });
  }

  return {
    async list(access: WorkspaceAccess, page: DashboardListPage) {
      const { items, total } = await listDashboards(db, access.workspace.id, page);
      return { items: items.map(toDashboard), total };
    },

    async create(access: WorkspaceAccess, body: DashboardCreateBody): Promise<Dashboard> {
      const config = withoutCaseList(body.config);
      await assertQueries(access.workspace.id, config, {
        rawFilters: body.rawFilters,
        text: body.text ?? null,
      });
      const passwordEncrypted =
        body.mode === 'PASSWORD' && body.password !== undefined
          ? encryptPassword(keys.passwords, body.password)
          : null;
      return db.transaction(async (tx) => {
        const created = await insertDashboard(tx, {
          workspaceId: access.workspace.id,
          name: body.name,
          description: body.description,
          type: body.type,
          mode: body.mode,
          emails: viewerEmails(body.mode, body.emails),
          passwordEncrypted,
          config,
          rawFilters: body.rawFilters,
          text: body.text ?? null,
          createdBy: access.user.id,
        });
        await recordActivity(tx, {
          userId: access.user.id,
          workspaceId: access.workspace.id,
          collectionName: 'dashboards',
          action: 'CREATE_DASHBOARD',
          recordId: created.id,
          details: { dashboardId: created.id },
        });
        await enqueueJob(tx, DASHBOARD_ANSWERS_JOB, { dashboardId: created.id });
        return toDashboard(created);
      });
    },

    async get(access: WorkspaceAccess, dashboardId: string): Promise<Dashboard> {
      return toDashboard(assertManages(access, await findDashboard(db, dashboardId)));
    },

    /** The password of a PASSWORD dashboard; each reveal is recorded. */
    async reveal(access: WorkspaceAccess, dashboardId: string): Promise<{ password: string }> {
      return write(
        access,
        dashboardId,
        'REVEAL_DASHBOARD_PASSWORD',
        async (tx, dashboard) => {
          const stored = dashboard.mode === 'PASSWORD' ? await encryptedPasswordOf(tx, dashboard.id) : null;
          if (!stored) throw notFound();
          return { password: decryptPassword(keys.passwords, stored) };
        },
        { answers: false },
      );
    },

    /**
     * Details, access and (creator only) saved filters. Switching to PASSWORD needs a password, leaving it
     * clears the password; a change of mode, e-mails or password makes old viewer tokens invalid.
     */
    async update(
      access: WorkspaceAccess,
      dashboardId: string,
      body: DashboardUpdateBody,
    ): Promise<Dashboard> {
      if (body.rawFilters !== undefined || body.text !== undefined) {
        // The configuration never changes after saving: checked before the write's transaction.
        const current = assertManages(access, await findDashboard(db, dashboardId));
        await assertQueries(access.workspace.id, current.config, {
          rawFilters: body.rawFilters ?? current.rawFilters,
          text: body.text ?? current.text,
        });
      }
      const action = (before: DashboardRow) => updateAction(before.mode, body.mode);
      return write(access, dashboardId, action, async (tx, dashboard) => {
        const filtersChange =
          (body.rawFilters !== undefined && !sameFilters(body.rawFilters, dashboard.rawFilters)) ||
          (body.text !== undefined && body.text !== (dashboard.text ?? ''));
        if (filtersChange && dashboard.createdBy !== access.user.id)
          throw new HttpError(403, DASHBOARD_ERRORS.notAllowed);
        if (body.mode === 'PASSWORD' && dashboard.mode !== 'PASSWORD' && body.password === undefined)
          throw new HttpError(400, DASHBOARD_ERRORS.passwordRequired, {
            password: [DASHBOARD_ERRORS.passwordRequired],
          });
        const emails = viewerEmails(body.mode, body.emails);
        const newPassword = body.mode === 'PASSWORD' ? body.password : undefined;
        const passwordEncrypted =
          newPassword !== undefined
            ? encryptPassword(keys.passwords, newPassword)
            : body.mode === 'PASSWORD'
              ? undefined
              : null;
        const updated = await updateDashboard(tx, dashboard.id, {
          name: body.name,
          description: body.description,
          type: body.type,
          mode: body.mode,
          emails,
          ...(body.rawFilters !== undefined ? { rawFilters: body.rawFilters } : {}),
          ...(body.text !== undefined ? { text: body.text } : {}),
          passwordEncrypted,
          accessChanged:
            body.mode !== dashboard.mode || !sameList(emails, dashboard.emails) || newPassword !== undefined,
        });
        return toDashboard(updated);
      });
    },

    /** Resets the password of a PASSWORD dashboard; old viewer tokens stop working. */
    async setPassword(access: WorkspaceAccess, dashboardId: string, password: string): Promise<Dashboard> {
      return write(access, dashboardId, 'UPDATE_DASHBOARD_PASSWORD', async (tx, dashboard) => {
        if (dashboard.mode !== 'PASSWORD') throw notFound();
        const updated = await updateDashboard(tx, dashboard.id, {
          passwordEncrypted: encryptPassword(keys.passwords, password),
          accessChanged: true,
        });
        return toDashboard(updated);
      });
    },

    async remove(access: WorkspaceAccess, dashboardId: string): Promise<void> {
      await write(
        access,
        dashboardId,
        'DELETE_DASHBOARD',
        (tx, dashboard) => deleteDashboard(tx, dashboard.id),
        { answers: false },
      );
    },
  };
}
