import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_KEY } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { activities, dashboardPublications, dashboards } from '../../platform/db/schema.js';
import { importCases, workspaceWithCases } from '../../test/case-workspaces.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import {
  EVERY_MANNER,
  changeDashboard,
  savedDashboard,
  totalShown,
  viewerCall,
  widgetBodies,
} from './answers-test-kit.js';
import { createAnalyticsService } from '../analytics/index.js';
import { computeDashboardAnswers } from './answers-compute.js';
import { deleteDashboard } from './repo.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, workspaceId } = await workspaceWithCases(ctx, { prefix: 'A', count: 40 }));
});
afterAll(() => ctx.close());

const storedKinds = async (dashboardId: string) =>
  (
    await ctx.database.db
      .select({ kind: dashboardPublications.kind })
      .from(dashboardPublications)
      .where(eq(dashboardPublications.dashboardId, dashboardId))
  )
    .map((row) => row.kind)
    .sort();

const actions = async (dashboardId: string, action: string) =>
  ctx.database.db
    .select({ userId: activities.userId })
    .from(activities)
    .where(
      and(
        eq(activities.action, action),
        eq(activities.collectionName, 'dashboards'),
        sql`${activities.details} ->> 'id' = ${dashboardId}`,
      ),
    );

describe('LIVE and SNAPSHOT across an import', () => {
  it('keeps a snapshot frozen until refreshed, while a LIVE dashboard moves', async () => {
    const { owner: creator, workspace } = await ownerWithWorkspace(ctx);
    await importCases(ctx, creator, workspace.id, { prefix: 'A', count: 20 });
    const live = await savedDashboard(ctx, creator, workspace.id, {
      type: 'LIVE',
      mode: 'PRIVATE',
      emails: ['x@example.org'],
    });
    const snapshot = await savedDashboard(ctx, creator, workspace.id, {
      type: 'SNAPSHOT',
      mode: 'PRIVATE',
      emails: ['x@example.org'],
    });
    expect(await storedKinds(live.id)).toEqual([]);
    expect(await storedKinds(snapshot.id)).toEqual(['snapshot']);
    const [stored] = await ctx.database.db
      .select({ snapshotAt: dashboards.snapshotAt })
      .from(dashboards)
      .where(eq(dashboards.id, snapshot.id));
    expect(stored?.snapshotAt).not.toBeNull();
    expect(await totalShown(ctx.app, live.id, creator)).toBe(20);
    expect(await totalShown(ctx.app, snapshot.id, creator)).toBe(20);

    await importCases(ctx, creator, workspace.id, { prefix: 'B', count: 15 });
    expect(await totalShown(ctx.app, live.id, creator)).toBe(35);
    expect(await totalShown(ctx.app, snapshot.id, creator)).toBe(20);
    // A new name leaves the snapshot as it is; the job that follows a change does not take it again.
    await changeDashboard(ctx, snapshot.id, { name: 'Renamed', accessChanged: false });
    expect(await totalShown(ctx.app, snapshot.id, creator)).toBe(20);

    const refresh = await creator.call(
      'PUT',
      `/v2/app/workspaces/${workspace.id}/dashboards/${snapshot.id}/snapshot`,
    );
    expect(refresh.statusCode, refresh.body).toBe(204);
    expect(await totalShown(ctx.app, snapshot.id, creator)).toBe(35);
    expect(await actions(snapshot.id, 'REFRESH_SNAPSHOT')).toEqual([{ userId: creator.id }]);
  });

  it('takes the snapshot again when the saved filters change, and on the spot when none is stored', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, {
      type: 'SNAPSHOT',
      mode: 'PRIVATE',
      emails: ['x@example.org'],
      compute: false,
    });
    expect(await storedKinds(dashboard.id)).toEqual([]);
    expect(await totalShown(ctx.app, dashboard.id, owner)).toBe(40);
    expect(await storedKinds(dashboard.id)).toEqual(['snapshot']);

    const naturalOnly = [{ id: 'mannerOfDeath', operator: 'in' as const, values: ['NATURAL'] }];
    await changeDashboard(ctx, dashboard.id, { rawFilters: naturalOnly, accessChanged: false });
    expect(await totalShown(ctx.app, dashboard.id, owner)).toBe(10);
    const old = widgetBodies({ rawFilters: EVERY_MANNER, text: null }).total_cases;
    const oldBody = await viewerCall(ctx.app, dashboard.id, 'query', { caller: owner, payload: old });
    // The owner may still query freely: the old filter's body runs live.
    expect(oldBody.statusCode).toBe(200);
    expect(oldBody.json().items[0][COUNT_KEY]).toBe(40);
  });
});

describe('who may refresh a snapshot', () => {
  it('is OWNER and ADMIN, of a SNAPSHOT dashboard of the workspace named', async () => {
    const listed = await memberAs(ctx, { id: workspaceId }, 'USER');
    const admin = await memberAs(ctx, { id: workspaceId }, 'ADMIN');
    const snapshot = await savedDashboard(ctx, owner, workspaceId, {
      type: 'SNAPSHOT',
      mode: 'PRIVATE',
      emails: [listed.email],
    });
    const live = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PUBLIC' });
    const path = (workspace: string, dashboardId: string) =>
      `/v2/app/workspaces/${workspace}/dashboards/${dashboardId}/snapshot`;

    expect((await admin.call('PUT', path(workspaceId, snapshot.id))).statusCode).toBe(204);
    const user = await listed.call('PUT', path(workspaceId, snapshot.id));
    expect(user.statusCode).toBe(403);
    const notSnapshot = await owner.call('PUT', path(workspaceId, live.id));
    expect(notSnapshot.statusCode).toBe(400);
    expect(notSnapshot.json()).toMatchObject({ message: DASHBOARD_ERRORS.notSnapshot });
    const other = await ownerWithWorkspace(ctx);
    expect((await owner.call('PUT', path(other.workspace.id, snapshot.id))).statusCode).toBe(404);
    expect((await other.owner.call('PUT', path(other.workspace.id, snapshot.id))).statusCode).toBe(403);
  });
});

describe('the dashboard-answers job', () => {
  it('publishes LIVE shared dashboards again after an import, and leaves shared snapshots frozen', async () => {
    const { owner: creator, workspace } = await ownerWithWorkspace(ctx);
    await importCases(ctx, creator, workspace.id, { prefix: 'A', count: 40 });
    const live = await savedDashboard(ctx, creator, workspace.id, { type: 'LIVE', mode: 'PUBLIC' });
    const snapshot = await savedDashboard(ctx, creator, workspace.id, { type: 'SNAPSHOT', mode: 'PUBLIC' });
    expect(await storedKinds(live.id)).toEqual(['published']);
    expect(await storedKinds(snapshot.id)).toEqual(['published', 'snapshot']);
    expect(await totalShown(ctx.app, live.id)).toBe(40);
    expect(await totalShown(ctx.app, snapshot.id)).toBe(40);

    await importCases(ctx, creator, workspace.id, { prefix: 'B', count: 30 });
    expect(await totalShown(ctx.app, live.id)).toBe(70);
    expect(await totalShown(ctx.app, snapshot.id)).toBe(40);
    expect(await actions(live.id, 'REPUBLISH_DASHBOARD')).toContainEqual({ userId: creator.id });
  });

  it('removes the published answers of a dashboard made PRIVATE, and is a no-op for a deleted one', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PASSWORD' });
    expect(await storedKinds(dashboard.id)).toEqual(['published']);
    await changeDashboard(ctx, dashboard.id, {
      mode: 'PRIVATE',
      emails: ['x@example.org'],
      accessChanged: true,
    });
    expect(await storedKinds(dashboard.id)).toEqual([]);
    expect((await viewerCall(ctx.app, dashboard.id, 'results')).statusCode).toBe(404);

    await deleteDashboard(ctx.database.db, dashboard.id);
    const deps = { db: ctx.database.db, analytics: createAnalyticsService(ctx.database.db), threshold: 10 };
    await expect(computeDashboardAnswers(deps, dashboard.id)).resolves.toBeUndefined();
    expect(await storedKinds(dashboard.id)).toEqual([]);
  });
});
