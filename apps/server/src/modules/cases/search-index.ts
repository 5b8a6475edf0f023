import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { caseSearchVector, fileImports } from '../../platform/db/schema.js';
import { bumpDataVersion } from '../workspaces/index.js';
import { enqueueJob, type JobHandler } from '../../platform/jobs.js';
import { CASE_ROLLUPS_JOB } from '../analytics/index.js';

/** Writes the quick-search vectors of the cases whose latest version came from this import. */
export async function indexCaseSearch(db: Database, fileImportId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into case_search (case_row_id, workspace_id, search)
      select cases.id, cases.workspace_id, ${caseSearchVector()}
      from cases where cases.file_import_id = ${fileImportId}::uuid
      on conflict (case_row_id) do update set search = excluded.search`);
    // Quick-search answers change with the new vectors.
    const [file] = await tx
      .select({ workspaceId: fileImports.workspaceId })
      .from(fileImports)
      .where(eq(fileImports.id, fileImportId));
    if (file) {
      await bumpDataVersion(tx, file.workspaceId);
      // The last change an import makes: its dashboards' count summaries can now be written.
      await enqueueJob(tx, CASE_ROLLUPS_JOB, { workspaceId: file.workspaceId });
    }
  });
}

export const caseSearchIndexJob: JobHandler = async (payload, { db }) => {
  await indexCaseSearch(db, String(payload.fileImportId));
};
