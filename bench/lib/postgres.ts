import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the server at `serverUrl`, dropped afterwards; null when no server answers. */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${serverUrl} is not reachable: PGlite only.`);
    return null;
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The database `name` on the server at `serverUrl`, created if missing; `fresh` says it was just created (empty).
 * Null when no server answers. It outlives the run: `drop` is for a run that failed to fill it.
 */
export async function keptPostgresDatabase(
  serverUrl: string,
  name: string,
): Promise<(ScratchDatabase & { fresh: boolean }) | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${serverUrl} is not reachable: PGlite only.`);
    return null;
  }
  let fresh: boolean;
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
    fresh = existing.rowCount === 0;
    if (fresh) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    fresh,
    async drop() {
      const dropping = new pg.Client({ connectionString: serverUrl });
      await dropping.connect();
      try {
        await dropping.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropping.end();
      }
    },
  };
}

/**
 * `measure` on a scratch database of the server at `serverUrl` (dropped afterwards), or on PGlite in `work` when
 * no server answers; `engine` names which.
 */
export async function onScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: string,
  measure: (engine: 'postgresql' | 'pglite', open: () => DatabaseHandle) => Promise<T>,
): Promise<T> {
  const server = await scratchPostgresDatabase(serverUrl, prefix);
  try {
    return server
      ? await measure('postgresql', () => openDatabase({ url: server.url, poolSize: 10 }))
      : await measure('pglite', () => openDatabase({ pgliteDir: path.join(work, 'pglite-db') }));
  } finally {
    await server?.drop();
  }
}
