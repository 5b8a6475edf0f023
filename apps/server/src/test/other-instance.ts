import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp, type AppDependencies } from '../app.js';
import type { DatabaseHandle } from '../platform/db/client.js';
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

/** The handle with every statement of the app (and its analytics reads) written to `statements`. */
export function databaseRecordingStatements(handle: DatabaseHandle, statements: string[]): DatabaseHandle {
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db = (handle.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzleNodePg(client as pg.Pool, { schema, logger })) as unknown as Database;
  return { ...handle, db, reads: transactionReads(db) };
}

/** Another app over the test app's database that records every SQL statement it sends, to show what it reads. */
export async function instanceRecordingStatements(ctx: TestApp) {
  const statements: string[] = [];
  const app = await otherInstance(ctx, { database: databaseRecordingStatements(ctx.database, statements) });
  return { app, statements };
}
