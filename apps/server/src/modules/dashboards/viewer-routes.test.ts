import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNT_KEY,
  DASHBOARD_VIEWER_TOKEN_HEADER,
  SUPPRESSED_KEY,
  dashboardSchema,
  queryResultSchema,
} from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { activities } from '../../platform/db/schema.js';
import { sandboxWorkspace } from '../../test/case-workspaces.js';
import { instanceRecordingStatements } from '../../test/other-instance.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, type Caller } from '../../test/workspace-fixtures.js';
import { loadDashboardKeys } from './dashboard-keys.js';
import { DASHBOARD_PASSWORD } from './dashboard-test-kit.js';
import { issueViewerToken } from './viewer-token.js';
import {
  EVERY_MANNER,
  TWO_TABS,
  changeDashboard,
  definitionAs,
  savedDashboard,
  viewerCall,
  widgetBodies,
} from './answers-test-kit.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // A hundred generated cases: small counts are there to suppress.
  ({ owner, workspaceId } = await sandboxWorkspace(ctx));
});
afterAll(() => ctx.close());

const bodies = widgetBodies({ rawFilters: EVERY_MANNER, text: null });
const FORGED = [
  { addCount: true },
  { ...bodies.total_cases, text: 'smith' },
  { fields: ['firstName', 'lastName'], where: bodies.total_cases?.where },
];

describe('GET /v2/app/dashboards/{id}', () => {
  it('gives a listed viewer the saved configuration with exact answers, and records each PRIVATE view', async () => {
    const listed = await memberAs(ctx, { id: workspaceId }, 'USER');
    const dashboard = await savedDashboard(ctx, owner, workspaceId, {
      type: 'LIVE',
      mode: 'PRIVATE',
      emails: [listed.email],
    });
    const definition = await definitionAs(ctx.app, dashboard.id, listed);
    expect(definition.config).toEqual(TWO_TABS);
    expect(definition.info).toMatchObject({
      id: dashboard.id,
      type: 'LIVE',
      live: true,
      mode: 'PRIVATE',
      rawFilters: EVERY_MANNER,
      exact: true,
      threshold: null,
      isCreator: false,
      canRefresh: false,
    });
    expect((await definitionAs(ctx.app, dashboard.id, owner)).info).toMatchObject({
      isCreator: true,
      canRefresh: true,
    });
    const views = await ctx.database.db
      .select({ userId: activities.userId })
      .from(activities)
      .where(
        and(eq(activities.action, 'VIEW_DASHBOARD'), sql`${activities.details} ->> 'id' = ${dashboard.id}`),
      );
    expect(views).toEqual([{ userId: listed.id }, { userId: owner.id }]);
  });

  it("answers a viewer who may not query freely only the dashboard's own bodies", async () => {
    const listed = await memberAs(ctx, { id: workspaceId }, 'USER');
    for (const type of ['LIVE', 'SNAPSHOT'] as const) {
      const dashboard = await savedDashboard(ctx, owner, workspaceId, {
        type,
        mode: 'PRIVATE',
        emails: [listed.email],
      });
      const own = await viewerCall(ctx.app, dashboard.id, 'query/multiple', {
        caller: listed,
        payload: bodies,
      });
      expect(own.statusCode, own.body).toBe(200);
      for (const payload of FORGED) {
        const reply = await viewerCall(ctx.app, dashboard.id, 'query', { caller: listed, payload });
        expect(reply.statusCode, `${type} ${JSON.stringify(payload)}`).toBe(400);
        expect(reply.json()).toMatchObject({ message: DASHBOARD_ERRORS.notOwnQuery });
        expect(
          (await viewerCall(ctx.app, dashboard.id, 'query', { caller: owner, payload })).statusCode,
        ).toBe(200);
      }
    }
  });
});

describe('anonymous viewers', () => {
  it('get 404 for a PRIVATE dashboard on every call', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, {
      type: 'SNAPSHOT',
      mode: 'PRIVATE',
      emails: ['x@example.org'],
    });
    for (const call of ['definition', 'query', 'query/multiple', 'results'] as const) {
      const payload = call === 'query' ? bodies.total_cases : call === 'query/multiple' ? bodies : undefined;
      const reply = await viewerCall(ctx.app, dashboard.id, call, { payload });
      expect(reply.statusCode, call).toBe(404);
      expect(reply.json()).toMatchObject({ message: DASHBOARD_ERRORS.notFound });
    }
  });

  it('get 503 "being prepared" until the published answers are stored', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, {
      type: 'LIVE',
      mode: 'PUBLIC',
      compute: false,
    });
    for (const call of ['definition', 'results'] as const) {
      const reply = await viewerCall(ctx.app, dashboard.id, call);
      expect(reply.statusCode, call).toBe(503);
      expect(reply.json()).toMatchObject({ message: DASHBOARD_ERRORS.preparing });
    }
  });

  it('get published aggregates, with no count from 1 to 9, and no body not the dashboard\u2019s own', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PUBLIC' });
    const definition = await definitionAs(ctx.app, dashboard.id);
    expect(definition.info).toMatchObject({
      exact: false,
      threshold: 10,
      rawFilters: EVERY_MANNER,
      isCreator: false,
    });
    const results = await viewerCall(ctx.app, dashboard.id, 'results');
    expect(results.statusCode, results.body).toBe(200);
    expect(results.headers['cache-control']).toBe('no-cache');
    const answers = results.json() as Record<string, unknown>;
    const published = definition.config.tabs.flatMap((tab) => tab.widgets.map((widget) => widget.id));
    expect(Object.keys(answers).sort()).toEqual([...new Set(published)].sort());
    expect(published.length).toBeGreaterThan(3);
    let suppressed = 0;
    for (const [widgetId, answer] of Object.entries(answers)) {
      for (const item of queryResultSchema.parse(answer).items) {
        const count = item[COUNT_KEY];
        if (count === null) {
          expect(item[SUPPRESSED_KEY], widgetId).toBe(true);
          suppressed += 1;
        } else
          expect(typeof count === 'number' && (count === 0 || count >= 10), `${widgetId}: ${count}`).toBe(
            true,
          );
      }
      const one = await viewerCall(ctx.app, dashboard.id, 'query', { payload: bodies[widgetId] });
      expect(one.json(), widgetId).toEqual(answer);
    }
    expect(suppressed).toBeGreaterThan(0);
    for (const payload of FORGED) {
      const reply = await viewerCall(ctx.app, dashboard.id, 'query', { payload });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json()).toMatchObject({ message: DASHBOARD_ERRORS.notOwnQuery });
    }
    const mixed = await viewerCall(ctx.app, dashboard.id, 'query/multiple', {
      payload: { total: bodies.total_cases, forged: FORGED[0] },
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('are not shown saved filters or a quick search that nothing published uses', async () => {
    const dashboard = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PUBLIC' });
    const byName = [{ id: 'lastName', operator: 'eq' as const, values: ['Doe-Private'] }];
    await changeDashboard(ctx, dashboard.id, { rawFilters: byName, accessChanged: false });
    const filtered = await viewerCall(ctx.app, dashboard.id, 'definition');
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.body).not.toContain('Doe-Private');
    expect(filtered.json().info).toMatchObject({ rawFilters: [], text: null });
    await changeDashboard(ctx, dashboard.id, {
      rawFilters: EVERY_MANNER,
      text: 'Roe-Private',
      accessChanged: false,
    });
    const searched = await viewerCall(ctx.app, dashboard.id, 'definition');
    expect(searched.statusCode, searched.body).toBe(200);
    expect(searched.body).not.toContain('Roe-Private');
  });

  it('never read the cases: every answer comes from the stored ones', async () => {
    const snapshot = await savedDashboard(ctx, owner, workspaceId, { type: 'SNAPSHOT', mode: 'PUBLIC' });
    const live = await savedDashboard(ctx, owner, workspaceId, { type: 'LIVE', mode: 'PUBLIC' });
    const { app, statements } = await instanceRecordingStatements(ctx);
    try {
      for (const { id } of [snapshot, live]) {
        await definitionAs(app, id);
        statements.length = 0;
        expect((await viewerCall(app, id, 'definition')).statusCode).toBe(200);
        expect((await viewerCall(app, id, 'results')).statusCode).toBe(200);
        expect((await viewerCall(app, id, 'query', { payload: bodies.total_cases })).statusCode).toBe(200);
        for (const payload of FORGED)
          expect((await viewerCall(app, id, 'query', { payload })).statusCode).toBe(400);
        expect(statements.length).toBeGreaterThan(4);
        for (const statement of statements) expect(statement).not.toMatch(/\b(cases|case_\w+)\b/);
      }
    } finally {
      await app.close();
    }
  });
});

describe('a PASSWORD dashboard saved through its route', () => {
  it('is published by the job its creation queues, and answered only with a viewer token of its own', async () => {
    const save = (name: string) =>
      owner.call('POST', `/v2/app/workspaces/${workspaceId}/dashboards`, {
        name,
        description: 'Every manner',
        type: 'LIVE',
        mode: 'PASSWORD',
        password: DASHBOARD_PASSWORD,
        config: TWO_TABS,
        rawFilters: EVERY_MANNER,
      });
    const [first, second] = await Promise.all([save('First'), save('Second')]);
    expect(first.statusCode, first.body).toBe(201);
    const dashboard = dashboardSchema.parse(first.json());
    const other = dashboardSchema.parse(second?.json());
    await ctx.runJobs();

    const keys = await loadDashboardKeys(ctx.config);
    const tokenOf = (dashboardId: string) => ({
      [DASHBOARD_VIEWER_TOKEN_HEADER]: issueViewerToken(keys.viewerTokens, { dashboardId, accessVersion: 1 })
        .token,
    });
    for (const call of ['definition', 'results'] as const) {
      expect((await viewerCall(ctx.app, dashboard.id, call)).statusCode, call).toBe(401);
      const replayed = await viewerCall(ctx.app, dashboard.id, call, { headers: tokenOf(other.id) });
      expect(replayed.statusCode, call).toBe(401);
      const opened = await viewerCall(ctx.app, dashboard.id, call, { headers: tokenOf(dashboard.id) });
      expect(opened.statusCode, `${call} ${opened.body}`).toBe(200);
    }
    const definition = await viewerCall(ctx.app, dashboard.id, 'definition', {
      headers: tokenOf(dashboard.id),
    });
    expect(definition.json().info).toMatchObject({ mode: 'PASSWORD', exact: false, threshold: 10 });
  });
});
