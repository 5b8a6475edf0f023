import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js';
import { workspaceWithCases } from '../../test/case-workspaces.js';
import { instanceRecordingStatements, otherInstance } from '../../test/other-instance.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';
import { publicCall, publishedConfiguration, publishedWidgets, setPublic } from './public-test-kit.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, workspaceId } = await workspaceWithCases(ctx, { prefix: 'A', count: 60 }));
  await setPublic(ctx, owner, workspaceId, true);
});
afterAll(() => ctx.close());

describe('two app instances over one database', () => {
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    // Its own connections where there is a server; PGlite runs in-process, so the instances share its handle.
    const database = ctx.database.url ? openDatabase({ url: ctx.database.url, poolSize: 2 }) : ctx.database;
    second = { app: await otherInstance(ctx, { database }), database };
  });
  afterAll(async () => {
    await second.app.close();
    if (second.database !== ctx.database) await second.database.close();
  });

  it('answer 404 on the other instance on the very next request after DISABLE', async () => {
    const body = publishedWidgets(await publishedConfiguration(second.app, workspaceId))[0]?.query;
    // Answered twice first: whatever the instance could keep of the answer, it has seen it.
    for (let times = 0; times < 2; times += 1) {
      expect((await publicCall(second.app, workspaceId, 'configuration')).statusCode).toBe(200);
      expect((await publicCall(second.app, workspaceId, 'query', { payload: body })).statusCode).toBe(200);
    }
    await setPublic(ctx, owner, workspaceId, false);
    expect((await publicCall(second.app, workspaceId, 'configuration')).statusCode).toBe(404);
    expect((await publicCall(second.app, workspaceId, 'query', { payload: body })).statusCode).toBe(404);
    await setPublic(ctx, owner, workspaceId, true);
  });
});

describe('anonymous requests', () => {
  it('never read the cases, nor anything but the published dashboard and the public flag', async () => {
    const { app, statements } = await instanceRecordingStatements(ctx);
    try {
      const dashboard = await publishedConfiguration(app, workspaceId);
      statements.length = 0;
      const bodies = publishedWidgets(dashboard).map((widget) => widget.query);
      await publicCall(app, workspaceId, 'configuration');
      for (const body of bodies) await publicCall(app, workspaceId, 'query', { payload: body });
      await publicCall(app, workspaceId, 'query/multiple', { payload: { ...bodies } });
      const forged = [
        { addCount: true, text: 'smith' },
        { fields: ['firstName'] },
        { addCount: true, groupBy: 'caseId' },
      ];
      for (const body of forged) {
        expect((await publicCall(app, workspaceId, 'query', { payload: body })).statusCode).toBe(400);
      }
      expect(statements.length).toBeGreaterThanOrEqual(bodies.length + 2);
      for (const statement of statements) {
        expect(statement).not.toMatch(/\b(cases|case_\w+)\b/);
        expect(statement).toMatch(/"published_dashboards"/);
      }
    } finally {
      await app.close();
    }
  });

  it('are limited per client address, on the public calls only', async () => {
    const limit = 5;
    const app = await otherInstance(ctx, {
      config: {
        ...ctx.config,
        publicDashboards: { ...ctx.config.publicDashboards, rateLimitPerMinute: limit },
      },
    });
    try {
      const from = (remoteAddress: string) => ({
        method: 'GET' as const,
        url: `/v2/public/CASE/dashboard/${workspaceId}/configuration`,
        remoteAddress,
      });
      for (let call = 0; call < limit; call += 1) {
        expect((await app.inject(from('203.0.113.7'))).statusCode).toBe(200);
      }
      const refused = await app.inject(from('203.0.113.7'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: PUBLIC_DASHBOARD_ERRORS.tooManyRequests });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await app.inject(from('203.0.113.8'))).statusCode).toBe(200);
      for (let call = 0; call < limit + 2; call += 1) {
        const health = await app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
        expect(health.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
