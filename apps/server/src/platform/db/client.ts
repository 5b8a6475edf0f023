import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.js';
import {
  pooledReads,
  replaceLostConnections,
  transactionReads,
  type ReadOnlyStatements,
} from './read-only.js';
import * as schema from './schema.js';

export type { Database, Transaction } from './database.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Read-only statements under the default statement timeout (read-only.ts). */
  reads: ReadOnlyStatements;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** node-postgres when set; otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; in memory when omitted. */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const size = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max: size });
    replaceLostConnections(pool, 'database');
    const reads = pooledReads(options.url, { size });
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      reads,
      close: () => Promise.all([pool.end(), reads.close()]).then(() => undefined),
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    reads: transactionReads(db),
    close: () => client.close(),
  };
}

/** The rows of a `db.execute(sql...)` result: both drivers answer `{ rows }`, typed here by the caller. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
