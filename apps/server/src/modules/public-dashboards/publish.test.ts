import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { COUNT_KEY, queryResultSchema, workspaceSchema } from '@hde/contracts/api';
import { activities, publishedDashboards, workspaces } from '../../platform/db/schema.js';
import { importCases } from '../../test/case-workspaces.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { lastFullYearOf } from './publication.js';
import { publishWorkspace } from './publish.js';
import { publicCall, publishedConfiguration, setPublic } from './public-test-kit.js';
import { storePublication } from './repo.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TOTAL_BODY = { addCount: true };

async function totalShown(workspaceId: string) {
  const reply = await publicCall(ctx.app, workspaceId, 'query', { payload: TOTAL_BODY });
  expect(reply.statusCode, reply.body).toBe(200);
  return queryResultSchema.parse(reply.json()).items[0]?.[COUNT_KEY];
}

async function syncing(owner: Caller, workspaceId: string) {
  const reply = await owner.call('GET', `/v2/app/workspace/${workspaceId}`);
  return workspaceSchema.parse(reply.json()).publicDashboardSyncing;
}

async function publicWorkspace(cases: number) {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  await importCases(ctx, owner, workspace.id, { prefix: 'A', count: cases });
  await setPublic(ctx, owner, workspace.id, true);
  return { owner, workspaceId: workspace.id };
}

const republishes = async (workspaceId: string) =>
  ctx.database.db
    .select({ userId: activities.userId })
    .from(activities)
    .where(and(eq(activities.workspaceId, workspaceId), eq(activities.action, 'REPUBLISH_PUBLIC')));

describe('the public-dashboard-sync job', () => {
  it('publishes on enabling and clears publicDashboardSyncing', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importCases(ctx, owner, workspace.id, { prefix: 'A', count: 40 });
    await owner.call('POST', `/v2/app/workspace/${workspace.id}/public/ENABLE`);
    expect(await syncing(owner, workspace.id)).toBe(true);
    expect((await publicCall(ctx.app, workspace.id, 'configuration')).statusCode).toBe(404);
    await ctx.runJobs();
    expect(await syncing(owner, workspace.id)).toBe(false);
    expect(await totalShown(workspace.id)).toBe(40);
    expect(await republishes(workspace.id)).toEqual([]);
  });

  it('publishes again after an import, without a "being prepared" state, and records the republish', async () => {
    const { owner, workspaceId } = await publicWorkspace(40);
    const before = (await publicCall(ctx.app, workspaceId, 'configuration')).headers.etag;
    expect(await totalShown(workspaceId)).toBe(40);
    await importCases(ctx, owner, workspaceId, { prefix: 'B', count: 30 });
    expect(await totalShown(workspaceId)).toBe(70);
    expect((await publicCall(ctx.app, workspaceId, 'configuration')).headers.etag).not.toBe(before);
    expect(await syncing(owner, workspaceId)).toBe(false);
    expect(await republishes(workspaceId)).toEqual([{ userId: owner.id }]);
  });

  it('keeps the published figures up until the new ones are stored', async () => {
    const { owner, workspaceId } = await publicWorkspace(40);
    const onlyTotal = {
      tabs: [{ id: 'totals', title: 'Totals', widgets: [DEFAULT_CASE_DASHBOARD.tabs[0]?.widgets[0]] }],
    };
    const saved = await owner.call(
      'POST',
      `/v2/app/workspace/${workspaceId}/configuration/dashboard-configuration`,
      onlyTotal,
    );
    expect(saved.statusCode).toBe(204);
    expect(await syncing(owner, workspaceId)).toBe(false);
    expect((await publishedConfiguration(ctx.app, workspaceId)).tabs.length).toBeGreaterThan(1);
    await ctx.runJobs();
    const republished = await publishedConfiguration(ctx.app, workspaceId);
    expect(republished.tabs.map((tab) => tab.id)).toEqual(['totals']);
    expect(await totalShown(workspaceId)).toBe(40);
  });

  it('leaves a workspace made private before it ran alone', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    await importCases(ctx, owner, workspace.id, { prefix: 'A', count: 20 });
    await owner.call('POST', `/v2/app/workspace/${workspace.id}/public/ENABLE`);
    await owner.call('POST', `/v2/app/workspace/${workspace.id}/public/DISABLE`);
    await ctx.runJobs();
    const stored = await ctx.database.db
      .select()
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspace.id));
    expect(stored).toEqual([]);
  });

  it('computes again when an import commits while it computes, and stores figures of one data version', async () => {
    const { owner, workspaceId } = await publicWorkspace(20);
    let moved = false;
    await publishWorkspace(ctx.database.db, workspaceId, {
      threshold: 10,
      requestedBy: owner.id,
      heartbeat: async () => {
        if (moved) return;
        moved = true;
        await ctx.database.db
          .update(workspaces)
          .set({ dataVersion: sql`${workspaces.dataVersion} + 1` })
          .where(eq(workspaces.id, workspaceId));
      },
    });
    const [workspace] = await ctx.database.db
      .select({ dataVersion: workspaces.dataVersion })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    const [stored] = await ctx.database.db
      .select({ dataVersion: publishedDashboards.dataVersion })
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspaceId));
    expect(moved).toBe(true);
    expect(stored?.dataVersion).toBe(workspace?.dataVersion);
  });

  it('never replaces a publication with one computed from older data', async () => {
    const { workspaceId } = await publicWorkspace(20);
    const [stored] = await ctx.database.db
      .select()
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspaceId));
    if (!stored) throw new Error('not published');
    await storePublication(
      ctx.database.db,
      {
        ...stored,
        configuration: [],
        answers: {},
        report: { publishedAt: new Date().toISOString(), threshold: 10, widgets: [] },
        etag: 'older',
        dataVersion: stored.dataVersion - 1,
      },
      null,
    );
    const [after] = await ctx.database.db
      .select({ etag: publishedDashboards.etag })
      .from(publishedDashboards)
      .where(eq(publishedDashboards.workspaceId, workspaceId));
    expect(after?.etag).toBe(stored.etag);
  });
});

describe('the last full year of death dates', () => {
  const latest = (month: string | null) => async () => ({
    items: month === null ? [] : [{ month_dateOfDeath: month, [COUNT_KEY]: 3 }],
  });

  it('is the latest year when its latest death is in December, else the year before, and null without dates', async () => {
    expect(await lastFullYearOf(latest('2023-12'))).toBe(2023);
    expect(await lastFullYearOf(latest('2024-05'))).toBe(2023);
    expect(await lastFullYearOf(latest(null))).toBeNull();
  });
});
