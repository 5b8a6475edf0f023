import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { serverPackageDir } from '../paths.js';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = path.join(serverPackageDir(), 'drizzle');

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** For /readyz: is the database reachable, and are all checked-in migrations applied? */
export async function databaseStatus(
  handle: DatabaseHandle,
): Promise<{ database: boolean; migrations: boolean }> {
  try {
    await handle.db.execute(sql`select 1`);
  } catch {
    return { database: false, migrations: false };
  }
  try {
    const result = await handle.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
    return { database: true, migrations: applied >= expectedMigrationCount() };
  } catch {
    return { database: true, migrations: false };
  }
}
