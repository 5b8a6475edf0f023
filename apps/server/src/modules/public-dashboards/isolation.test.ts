import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js';
import type { Database } from '../../platform/db/database.js';
import { transactionReads } from '../../platform/db/read-only.js';
import * as schema from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import {
  importCases,
  publicCall,
  publishedConfiguration,
  publishedWidgets,
  setPublic,
} from './public-test-kit.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const created = await ownerWithWorkspace(ctx);
  owner = created.owner;
  workspaceId = created.workspace.id;
  await importCases(ctx, owner, workspaceId, { prefix: 'A', count: 60 });
  await setPublic(ctx, owner, workspaceId, true);
});
afterAll(() => ctx.close());

/** Another app over the same database, as a second instance behind a load balancer would be. */
async function otherInstance(database: DatabaseHandle, config = ctx.config): Promise<FastifyInstance> {
  const app = await buildApp({ config, database, secrets: ctx.secrets });
  await app.ready();
  return app;
}

describe('two app instances over one database', () => {
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    // Its own connections where there is a server; PGlite runs in-process, so the instances share its handle.
    const database = ctx.database.url ? openDatabase({ url: ctx.database.url, poolSize: 2 }) : ctx.database;
    second = { app: await otherInstance(database), database };
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
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const client = (ctx.database.db as unknown as { $client: unknown }).$client;
    const db = (ctx.database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzleNodePg(client as pg.Pool, { schema, logger })) as unknown as Database;
    const app = await otherInstance({ ...ctx.database, db, reads: transactionReads(db) });
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
    const app = await otherInstance(ctx.database, {
      ...ctx.config,
      publicDashboards: { ...ctx.config.publicDashboards, rateLimitPerMinute: limit },
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
