import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp, type AppDependencies } from '../app.js';
import type { Database } from '../platform/db/database.js';
import { transactionReads } from '../platform/db/read-only.js';
import * as schema from '../platform/db/schema.js';
import type { TestApp } from './test-app.js';

/** Another app like the test app (its database and configuration unless given), as a second instance would be. */
export async function otherInstance(
  ctx: TestApp,
  overrides: Partial<Pick<AppDependencies, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    secrets: ctx.secrets,
    ...overrides,
  });
  await app.ready();
  return app;
}

/** Another app over the test app's database that records every SQL statement it sends, to show what it reads. */
export async function instanceRecordingStatements(ctx: TestApp) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (ctx.database.db as unknown as { $client: unknown }).$client;
  const db = (ctx.database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzleNodePg(client as pg.Pool, { schema, logger })) as unknown as Database;
  const app = await otherInstance(ctx, { database: { ...ctx.database, db, reads: transactionReads(db) } });
  return { app, statements };
}
