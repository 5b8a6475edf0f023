import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { applyMigrations, databaseStatus } from './migrate.js';
import { createTestDatabase } from '../../test/test-database.js';

const EXPECTED_TABLES = [
  'activities',
  'case_diagnoses',
  'case_rollup_rows',
  'case_rollup_states',
  'case_search',
  'case_tox_results',
  'case_versions',
  'cases',
  'custom_fields',
  'dashboard_answers',
  'dashboard_password_attempts',
  'dashboard_publications',
  'dashboards',
  'feature_flags',
  'file_imports',
  'idp_accounts',
  'idp_deleted_accounts',
  'idp_store',
  'import_errors',
  'invitations',
  'jobs',
  'leads',
  'ledger_chain_checkpoint',
  'ledger_entries',
  'ledger_leaf_rows',
  'ledger_tree_chunks',
  'mail_outbox',
  'modules',
  'published_answers',
  'published_dashboards',
  'support_requests',
  'tox_case_entries',
  'tox_case_versions',
  'tox_cases',
  'user_modules',
  'user_pictures',
  'users',
  'workspace_configurations',
  'workspace_members',
  'workspaces',
];

async function tablesOf(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('apply on a fresh PGlite and are idempotent', async () => {
    const handle = openDatabase({});
    try {
      expect(await databaseStatus(handle)).toEqual({ database: true, migrations: false });
      await applyMigrations(handle);
      await applyMigrations(handle);
      expect(await tablesOf(handle)).toEqual(EXPECTED_TABLES);
      expect(await databaseStatus(handle)).toEqual({ database: true, migrations: true });
    } finally {
      await handle.close();
    }
  });

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL (TEST_DATABASE_URL)', () => {
    it('apply on a fresh database', async () => {
      const handle = await createTestDatabase();
      try {
        expect(handle.kind).toBe('postgres');
        expect(await tablesOf(handle)).toEqual(EXPECTED_TABLES);
        expect(await databaseStatus(handle)).toEqual({ database: true, migrations: true });
      } finally {
        await handle.close();
      }
    });
  });
});
