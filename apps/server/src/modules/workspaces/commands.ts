import { eq } from 'drizzle-orm';
import { OWNING_STATUSES } from '@hde/contracts';
import type { Workspace, WorkspaceConfigurationType, WorkspaceWrite } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import {
  caseRollupStates,
  publishedDashboards,
  users,
  workspaceConfigurations,
  workspaces,
} from '../../platform/db/schema.js';
import { holdsData, workspaceDataCounts } from './data-counts.js';
import { HttpError } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs.js';
import type { WorkspaceAccess } from './authorize.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { PUBLIC_DASHBOARD_SYNC_JOB } from '../../platform/job-names.js';
import { requestRepublish } from './public-dashboard-sync.js';
import { insertOwnedWorkspace, type WorkspaceService } from './service.js';

type UserRow = typeof users.$inferSelect;

/** Workspace writes (create, edit, delete, public flag, configurations): the rules of spec part 1 §4-§6. */
export function createWorkspaceCommands(
  db: Database,
  reads: WorkspaceService,
  subscriptions: SubscriptionService,
) {
  const dataCounts = (workspaceId: string) => workspaceDataCounts(db, workspaceId);

  const touch = (user: UserRow) => ({ updatedBy: user.id, updatedAt: new Date() });

  return {
    dataCounts,

    /** Only the module owner (active or trial subscription) creates workspaces; never in demo workspaces' name. */
    async create(user: UserRow, moduleId: string, input: WorkspaceWrite): Promise<Workspace> {
      if (moduleId === 'tox') throw new HttpError(403, WORKSPACE_ERRORS.toxSharedWorkspace);
      const status = await subscriptions.statusOf(user, moduleId);
      if (!status || !OWNING_STATUSES.includes(status))
        throw new HttpError(403, ERROR_MESSAGES.createWorkspaceNotOwner);
      const created = await db.transaction((tx) => insertOwnedWorkspace(tx, user.id, { moduleId, ...input }));
      return reads.get(user, moduleId, created.id);
    },

    async update({ user, workspace }: WorkspaceAccess, input: WorkspaceWrite): Promise<Workspace> {
      await db.transaction(async (tx) => {
        await tx
          .update(workspaces)
          .set({ ...input, ...touch(user) })
          .where(eq(workspaces.id, workspace.id));
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspaces',
          action: 'UPDATE',
          recordId: workspace.id,
        });
      });
      return reads.get(user, workspace.moduleId, workspace.id);
    },

    /** Refused while the workspace holds cases or imported files: their loss would be irreversible. */
    async remove({ user, workspace }: WorkspaceAccess): Promise<void> {
      if (workspace.demo) throw new HttpError(403, WORKSPACE_ERRORS.demoNotDeletable);
      await db.transaction(async (tx) => {
        // Locks the row so an import cannot slip in between the check and the delete.
        await tx
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(eq(workspaces.id, workspace.id))
          .for('update');
        if (await holdsData(tx, workspace.id)) {
          throw new HttpError(409, WORKSPACE_ERRORS.holdsData);
        }
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspaces',
          action: 'DELETE',
          recordId: workspace.id,
        });
        await tx.delete(workspaces).where(eq(workspaces.id, workspace.id));
        await tx
          .update(users)
          .set({ defaultWorkspaceId: null })
          .where(eq(users.defaultWorkspaceId, workspace.id));
      });
    },

    /**
     * Enabling starts the public dashboard sync job; the flag publicDashboardSyncing shows it is running.
     * Disabling deletes the published dashboard with the flag: the next public call answers 404.
     */
    async setPublic({ user, workspace }: WorkspaceAccess, enabled: boolean): Promise<Workspace> {
      if (workspace.demo) throw new HttpError(403, WORKSPACE_ERRORS.demoNotPublishable);
      await db.transaction(async (tx) => {
        await tx
          .update(workspaces)
          .set({ public: enabled, publicDashboardSyncing: enabled, ...touch(user) })
          .where(eq(workspaces.id, workspace.id));
        if (enabled) {
          await enqueueJob(tx, PUBLIC_DASHBOARD_SYNC_JOB, {
            workspaceId: workspace.id,
            requestedBy: user.id,
          });
        } else {
          await tx.delete(publishedDashboards).where(eq(publishedDashboards.workspaceId, workspace.id));
        }
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspaces',
          action: enabled ? 'ENABLE_PUBLIC' : 'DISABLE_PUBLIC',
          recordId: workspace.id,
        });
      });
      return reads.get(user, workspace.moduleId, workspace.id);
    },

    async configurations(workspaceId: string) {
      return db
        .select({
          type: workspaceConfigurations.type,
          body: workspaceConfigurations.body,
          updatedAt: workspaceConfigurations.updatedAt,
          updatedBy: users.userId,
        })
        .from(workspaceConfigurations)
        .leftJoin(users, eq(users.id, workspaceConfigurations.updatedBy))
        .where(eq(workspaceConfigurations.workspaceId, workspaceId));
    },

    async saveConfiguration(
      { user, workspace }: WorkspaceAccess,
      type: WorkspaceConfigurationType,
      body: Record<string, unknown>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(workspaceConfigurations)
          .values({ workspaceId: workspace.id, type, body, updatedBy: user.id })
          .onConflictDoUpdate({
            target: [workspaceConfigurations.workspaceId, workspaceConfigurations.type],
            set: { body, updatedBy: user.id, updatedAt: new Date() },
          });
        if (type === 'dashboard-configuration') {
          // New widgets may need other count summaries: the next dashboard query has them written.
          await tx.delete(caseRollupStates).where(eq(caseRollupStates.workspaceId, workspace.id));
          await requestRepublish(tx, workspace.id, user.id);
        }
        await recordActivity(tx, {
          userId: user.id,
          workspaceId: workspace.id,
          collectionName: 'workspace_configurations',
          action: `SAVE_${type.toUpperCase().replace(/-/g, '_')}`,
        });
      });
    },

    /** The default workspace must be one the user may open, in the MDI module (null clears it). */
    async setDefaultWorkspace(user: UserRow, workspaceId: string | null): Promise<void> {
      if (workspaceId) await reads.get(user, 'mdi', workspaceId);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ defaultWorkspaceId: workspaceId, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await recordActivity(tx, {
          userId: user.id,
          workspaceId,
          collectionName: 'users',
          action: 'SET_DEFAULT_WORKSPACE',
          recordId: user.id,
        });
      });
    },
  };
}

export type WorkspaceCommands = ReturnType<typeof createWorkspaceCommands>;
