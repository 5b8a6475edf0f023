import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  FEATURE_FLAGS,
  dashboardListSchema,
  dashboardSchema,
  type Dashboard,
  type DashboardUpdate,
} from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { adminCommands } from '../../admin/commands.js';
import { activities, dashboards, jobs } from '../../platform/db/schema.js';
import { DASHBOARD_ANSWERS_JOB } from '../../platform/job-names.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';
import {
  DASHBOARD_PASSWORD,
  createDashboard,
  dashboardBody,
  dashboardTeam,
  setMembership,
  type DashboardTeam,
} from './dashboard-test-kit.js';
import { messageOf } from '../../test/reply-message.js';

let ctx: TestApp;
let team: DashboardTeam;
beforeAll(async () => {
  ctx = await createTestApp();
  team = await dashboardTeam(ctx);
});
afterAll(() => ctx.close());

const url = (dashboard: Pick<Dashboard, 'id'>, suffix = '') => `${team.base}/${dashboard.id}${suffix}`;

async function stored(id: string) {
  const [row] = await ctx.database.db.select().from(dashboards).where(eq(dashboards.id, id));
  return row;
}

async function actionsOn(dashboardId: string) {
  const rows = await ctx.database.db
    .select({ action: activities.action, details: activities.details, userId: activities.userId })
    .from(activities)
    .where(eq(activities.collectionName, 'dashboards'));
  return rows.filter((row) => (row.details as { dashboardId?: string }).dashboardId === dashboardId);
}

async function answerJobsFor(dashboardId: string) {
  const rows = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, DASHBOARD_ANSWERS_JOB));
  return rows.filter((row) => (row.payload as { dashboardId?: string }).dashboardId === dashboardId).length;
}

const updateOf = (dashboard: Dashboard, overrides: Partial<DashboardUpdate> = {}): DashboardUpdate => ({
  name: dashboard.name,
  description: dashboard.description,
  type: dashboard.type,
  mode: dashboard.mode,
  emails: dashboard.emails,
  ...overrides,
});

describe('POST /workspaces/{workspaceId}/dashboards', () => {
  it('saves for owners and admins, without the Case List, recorded with its answers job', async () => {
    const created = await createDashboard(team);
    expect(created).toMatchObject({
      workspaceId: team.workspace.id,
      name: 'Homicides 2024',
      type: 'LIVE',
      live: true,
      mode: 'PUBLIC',
      emails: [],
      createdBy: team.creator.id,
      text: 'gunshot',
      snapshotAt: null,
    });
    expect(created.config.tabs.map((tab) => tab.id)).toEqual(
      DEFAULT_CASE_DASHBOARD.tabs.map((tab) => tab.id).filter((id) => id !== CASE_LIST_TAB_ID),
    );
    expect(JSON.stringify(created.config)).not.toContain('caseTable');
    expect(await actionsOn(created.id)).toEqual([
      { action: 'CREATE_DASHBOARD', details: { dashboardId: created.id }, userId: team.creator.id },
    ]);
    expect(await answerJobsFor(created.id)).toBe(1);
    await createDashboard(team, {}, team.owner);
    expect((await team.user.call('POST', team.base, dashboardBody())).statusCode).toBe(403);
    expect((await team.unlisted.call('POST', team.base, dashboardBody())).statusCode).toBe(404);
  });

  it('keeps viewer e-mails trimmed, lower-cased and once, and only for PRIVATE', async () => {
    const emails = ['  Someone@Example.ORG ', 'someone@example.org', 'other@example.org'];
    const privateOne = await createDashboard(team, { mode: 'PRIVATE', emails });
    expect(privateOne.emails).toEqual(['someone@example.org', 'other@example.org']);
    const publicOne = await createDashboard(team, { mode: 'PUBLIC', emails });
    expect(publicOne.emails).toEqual([]);
  });

  it('stores a PASSWORD dashboard password encrypted, never in clear', async () => {
    const created = await createDashboard(team, { mode: 'PASSWORD' });
    const row = await stored(created.id);
    expect(row?.passwordEncrypted).toMatch(/^v1\./);
    expect(row?.passwordEncrypted).not.toContain(DASHBOARD_PASSWORD);
    expect(JSON.stringify(created)).not.toContain(DASHBOARD_PASSWORD);
    expect(JSON.stringify(created)).not.toContain(row?.passwordEncrypted ?? 'none');
  });

  it('refuses bad bodies with 400 and saves nothing', async () => {
    const other = await dashboardTeam(ctx);
    const caseListOnly = {
      tabs: DEFAULT_CASE_DASHBOARD.tabs
        .filter((tab) => tab.id === CASE_LIST_TAB_ID)
        .map((tab) => ({ ...tab })),
    };
    const bodies = [
      dashboardBody({ mode: 'PASSWORD' }),
      dashboardBody({ mode: 'PASSWORD', password: 'weakpass' }),
      dashboardBody({ mode: 'PASSWORD', password: 'NoDigits!here' }),
      dashboardBody({ mode: 'PRIVATE' }),
      dashboardBody({ mode: 'PRIVATE', emails: ['   '] }),
      dashboardBody({ name: '  ' }),
      dashboardBody({ type: 'LIVE', live: false }),
      dashboardBody({ config: caseListOnly }),
      dashboardBody({ config: { tabs: [] } }),
      { ...dashboardBody(), createdBy: other.owner.id },
      dashboardBody({ rawFilters: [{ id: 'notAField', operator: 'eq', values: [1] }] }),
    ];
    for (const body of bodies) {
      const reply = await other.owner.call('POST', other.base, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    const list = dashboardListSchema.parse((await other.owner.call('GET', other.base)).json());
    expect(list.total).toBe(0);
  });
});

describe('GET /workspaces/{workspaceId}/dashboards', () => {
  it('lists every dashboard of the workspace to owners and admins, latest first, paged', async () => {
    const other = await dashboardTeam(ctx);
    const first = await createDashboard(other, { name: 'First' });
    const second = await createDashboard(other, { name: 'Second' }, other.owner);
    await createDashboard(team, { name: 'Elsewhere' });
    for (const manager of [other.owner, other.admin, other.creator]) {
      const list = dashboardListSchema.parse((await manager.call('GET', other.base)).json());
      expect(list).toMatchObject({ total: 2, items: [{ id: second.id }, { id: first.id }] });
    }
    const page = dashboardListSchema.parse(
      (await other.owner.call('GET', `${other.base}?skip=1&limit=1&sort=name&direction=ASC`)).json(),
    );
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Second' }] });
    expect((await other.owner.call('GET', `${other.base}?limit=101`)).statusCode).toBe(400);
    expect((await other.user.call('GET', other.base)).statusCode).toBe(403);
    expect((await other.unlisted.call('GET', other.base)).statusCode).toBe(404);
  });
});

describe('GET, PUT and DELETE /workspaces/{workspaceId}/dashboards/{dashboardId}', () => {
  it('answers its creator, owners and admins; 403 to other members; 404 elsewhere', async () => {
    const created = await createDashboard(team, { mode: 'PRIVATE' });
    for (const manager of [team.creator, team.owner, team.admin])
      expect(dashboardSchema.parse((await manager.call('GET', url(created))).json())).toEqual(created);
    expect((await team.user.call('GET', url(created))).statusCode).toBe(403);
    expect((await team.listed.call('GET', url(created))).statusCode).toBe(404);

    const other = await dashboardTeam(ctx);
    const foreign = await other.owner.call('GET', `${other.base}/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(DASHBOARD_ERRORS.notFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'forged'])
      expect((await team.owner.call('GET', `${team.base}/${id}`)).statusCode).toBe(404);
  });

  it('lets a creator demoted to USER still manage their own dashboard, but not list them all', async () => {
    const other = await dashboardTeam(ctx);
    const created = await createDashboard(other);
    await setMembership(ctx, other.workspace.id, other.creator, 'USER');
    expect((await other.creator.call('GET', `${other.base}/${created.id}`)).statusCode).toBe(200);
    expect((await other.creator.call('GET', other.base)).statusCode).toBe(403);
    const renamed = await other.creator.call(
      'PUT',
      `${other.base}/${created.id}`,
      updateOf(created, { name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('edits details and access, moving lastUpdated and the access version only when access changes', async () => {
    const created = await createDashboard(team, { mode: 'PRIVATE' });
    const before = await stored(created.id);
    const renamed = await team.admin.call(
      'PUT',
      url(created),
      updateOf(created, { name: 'Renamed', type: 'SNAPSHOT' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = dashboardSchema.parse(renamed.json());
    expect(afterRename).toMatchObject({ name: 'Renamed', type: 'SNAPSHOT', live: false });
    expect(new Date(afterRename.lastUpdated).getTime()).toBeGreaterThan(
      new Date(created.lastUpdated).getTime(),
    );
    expect((await stored(created.id))?.accessVersion).toBe(before?.accessVersion);

    const emails = await team.admin.call(
      'PUT',
      url(created),
      updateOf(afterRename, { emails: [...afterRename.emails, ' New@Example.org'] }),
    );
    expect(dashboardSchema.parse(emails.json()).emails).toContain('new@example.org');
    expect((await stored(created.id))?.accessVersion).toBe((before?.accessVersion ?? 0) + 1);
    expect((await actionsOn(created.id)).map((row) => row.action)).toEqual([
      'CREATE_DASHBOARD',
      'UPDATE_DASHBOARD',
      'UPDATE_DASHBOARD',
    ]);
    expect(await answerJobsFor(created.id)).toBe(3);
  });

  it('needs a password to switch to PASSWORD, and clears it when leaving', async () => {
    const created = await createDashboard(team);
    const refused = await team.owner.call('PUT', url(created), updateOf(created, { mode: 'PASSWORD' }));
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(DASHBOARD_ERRORS.passwordRequired);
    expect((await stored(created.id))?.mode).toBe('PUBLIC');

    const switched = await team.owner.call(
      'PUT',
      url(created),
      updateOf(created, { mode: 'PASSWORD', password: DASHBOARD_PASSWORD }),
    );
    expect(switched.statusCode).toBe(200);
    expect((await team.owner.call('GET', url(created, '/reveal'))).json()).toEqual({
      password: DASHBOARD_PASSWORD,
    });
    const kept = await team.owner.call(
      'PUT',
      url(created),
      updateOf(created, { mode: 'PASSWORD', name: 'Still' }),
    );
    expect(kept.statusCode).toBe(200);
    expect((await stored(created.id))?.passwordEncrypted).not.toBeNull();

    const left = await team.owner.call('PUT', url(created), updateOf(created, { mode: 'PUBLIC' }));
    expect(left.statusCode).toBe(200);
    expect((await stored(created.id))?.passwordEncrypted).toBeNull();
    expect((await team.owner.call('GET', url(created, '/reveal'))).statusCode).toBe(404);
  });

  it('lets only the creator change the saved filters and quick search', async () => {
    const created = await createDashboard(team);
    const filters = [{ id: 'mannerOfDeath', operator: 'eq' as const, values: ['SUICIDE'] }];
    for (const other of [team.owner, team.admin]) {
      const refused = await other.call('PUT', url(created), updateOf(created, { rawFilters: filters }));
      expect(refused.statusCode).toBe(403);
      const text = await other.call('PUT', url(created), updateOf(created, { text: 'knife' }));
      expect(text.statusCode).toBe(403);
    }
    const echoed = await team.owner.call(
      'PUT',
      url(created),
      updateOf(created, { rawFilters: created.rawFilters, text: created.text ?? '' }),
    );
    expect(echoed.statusCode).toBe(200);
    const saved = await team.creator.call(
      'PUT',
      url(created),
      updateOf(created, { rawFilters: filters, text: 'knife' }),
    );
    expect(dashboardSchema.parse(saved.json())).toMatchObject({ rawFilters: filters, text: 'knife' });
    expect(
      (await team.creator.call('PUT', url(created), updateOf(created, { rawFilters: [] }))).statusCode,
    ).toBe(400);
    const unknown = await team.creator.call(
      'PUT',
      url(created),
      updateOf(created, { rawFilters: [{ id: 'nope', operator: 'eq', values: [1] }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect((await stored(created.id))?.rawFilters).toEqual(filters);
  });

  it('deletes for its creator, owners and admins; its link is then not found', async () => {
    const created = await createDashboard(team, { mode: 'PASSWORD' });
    expect((await team.user.call('DELETE', url(created))).statusCode).toBe(403);
    expect((await team.admin.call('DELETE', url(created))).statusCode).toBe(204);
    expect(await stored(created.id)).toBeUndefined();
    for (const [method, suffix] of [
      ['GET', ''],
      ['DELETE', ''],
      ['GET', '/reveal'],
    ] as const)
      expect((await team.owner.call(method, url(created, suffix))).statusCode).toBe(404);
    expect((await actionsOn(created.id)).map((row) => row.action)).toContain('DELETE_DASHBOARD');
  });
});

describe('passwords: reveal and reset', () => {
  it('reveals to its creator, owners and admins, recording each reveal; 404 unless PASSWORD', async () => {
    const created = await createDashboard(team, { mode: 'PASSWORD' });
    for (const manager of [team.creator, team.owner, team.admin]) {
      const reply = await manager.call('GET', url(created, '/reveal'));
      expect(reply.json()).toEqual({ password: DASHBOARD_PASSWORD });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect((await team.user.call('GET', url(created, '/reveal'))).statusCode).toBe(403);
    const reveals = (await actionsOn(created.id)).filter((row) => row.action === 'REVEAL_DASHBOARD_PASSWORD');
    expect(reveals.map((row) => row.userId)).toEqual([team.creator.id, team.owner.id, team.admin.id]);
    const publicOne = await createDashboard(team);
    expect((await team.owner.call('GET', url(publicOne, '/reveal'))).statusCode).toBe(404);
  });

  it('resets the password, moving the access version; weak passwords and other modes refused', async () => {
    const created = await createDashboard(team, { mode: 'PASSWORD' });
    const version = (await stored(created.id))?.accessVersion ?? 0;
    const reset = await team.admin.call('PUT', url(created, '/password'), { pwd: 'Another-Pass2' });
    expect(reset.statusCode).toBe(200);
    expect((await stored(created.id))?.accessVersion).toBe(version + 1);
    expect((await team.owner.call('GET', url(created, '/reveal'))).json()).toEqual({
      password: 'Another-Pass2',
    });
    expect((await team.admin.call('PUT', url(created, '/password'), { pwd: 'weak' })).statusCode).toBe(400);
    expect(
      (await team.user.call('PUT', url(created, '/password'), { pwd: 'Another-Pass3' })).statusCode,
    ).toBe(403);
    const publicOne = await createDashboard(team);
    expect(
      (await team.admin.call('PUT', url(publicOne, '/password'), { pwd: 'Another-Pass2' })).statusCode,
    ).toBe(404);
    expect((await actionsOn(created.id)).map((row) => row.action)).toContain('UPDATE_DASHBOARD_PASSWORD');
  });
});

describe('the multiple-dashboards flag', () => {
  it('turned off, answers 404 to every call', async () => {
    const created = await createDashboard(team);
    await adminCommands.flag(ctx.database.db, [FEATURE_FLAGS.multipleDashboards, 'off']);
    try {
      const calls: [Caller, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        [team.owner, 'GET', team.base],
        [team.owner, 'POST', team.base, dashboardBody()],
        [team.owner, 'GET', url(created)],
        [team.owner, 'PUT', url(created), updateOf(created)],
        [team.owner, 'DELETE', url(created)],
      ];
      for (const [caller, method, path, body] of calls) {
        const reply = await caller.call(method, path, body);
        expect(reply.statusCode).toBe(404);
        expect(messageOf(reply)).toBe(DASHBOARD_ERRORS.featureOff);
      }
    } finally {
      await adminCommands.flag(ctx.database.db, [FEATURE_FLAGS.multipleDashboards, 'on']);
    }
    const [row] = await ctx.database.db
      .select({ id: dashboards.id })
      .from(dashboards)
      .where(and(eq(dashboards.id, created.id), eq(dashboards.workspaceId, team.workspace.id)));
    expect(row).toBeDefined();
  });
});
