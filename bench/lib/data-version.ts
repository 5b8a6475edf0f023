import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { workspaces } from '../../apps/server/src/platform/db/schema.js';

/**
 * Moves the workspace's data version, as an import batch does, so cached results are not read again; the data
 * itself does not change, so its count summaries stay valid and are stamped with the new version.
 */
export async function moveDataVersion(db: Database, workspaceId: string) {
  await db
    .update(workspaces)
    .set({ dataVersion: sql`${workspaces.dataVersion} + 1` })
    .where(eq(workspaces.id, workspaceId));
  await db.execute(sql`update case_rollup_states s set data_version = w.data_version
    from workspaces w where w.id = s.workspace_id and s.workspace_id = ${workspaceId}::uuid`);
}
