import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { workspaces } from '../../platform/db/schema.js';

/**
 * Marks the workspace's case data as changed, in the transaction that changes it: analytics caches results per
 * (workspace, data version), and open dashboards poll the version to refresh. `finished` also records the
 * "Last Updated" date of the dashboards.
 */
export async function bumpDataVersion(
  tx: Transaction,
  workspaceId: string,
  { finished = false }: { finished?: boolean } = {},
): Promise<void> {
  await tx
    .update(workspaces)
    .set({
      dataVersion: sql`${workspaces.dataVersion} + 1`,
      ...(finished ? { lastImported: new Date() } : {}),
    })
    .where(eq(workspaces.id, workspaceId));
}
