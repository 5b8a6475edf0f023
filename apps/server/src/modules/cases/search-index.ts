import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { caseSearchVector } from '../../platform/db/schema.js';
import type { JobHandler } from '../../platform/jobs.js';

export const CASE_SEARCH_INDEX_JOB = 'index-case-search';

/** Writes the quick-search vectors of the cases whose latest version came from this import. */
export async function indexCaseSearch(db: Database, fileImportId: string): Promise<void> {
  await db.execute(sql`
    insert into case_search (case_row_id, workspace_id, search)
    select cases.id, cases.workspace_id, ${caseSearchVector()}
    from cases where cases.file_import_id = ${fileImportId}::uuid
    on conflict (case_row_id) do update set search = excluded.search`);
}

export const caseSearchIndexJob: JobHandler = async (payload, { db }) => {
  await indexCaseSearch(db, String(payload.fileImportId));
};
