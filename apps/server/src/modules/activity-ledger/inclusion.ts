import { and, eq } from 'drizzle-orm';
import type { ActivityInclusion } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { activities, ledgerEntries } from '../../platform/db/schema.js';
import { isUuid } from '../../platform/ids.js';
import { storedAuditPath, treeChunk, verifyInclusion } from '../ledger/index.js';
import { activityLeafColumns, activityLeafHash } from './leaf.js';

/**
 * Whether an activity, as stored now, is a leaf of the entry `entryId` (ARCHITECTURE §9): its hash walked up the
 * audit path, read from the entry's stored tree, to the entry's signed root. Null when the entry does not seal
 * that activity (or either id is unknown). Anyone holding both ids may ask: the answer holds hashes only.
 */
export async function activityInclusion(
  db: Database,
  entryId: string,
  activityId: string,
): Promise<ActivityInclusion | null> {
  if (!isUuid(activityId)) return null;
  const [row] = await db
    .select({ ...activityLeafColumns, leaf: activities.ledgerLeaf })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.transactionId, entryId)));
  if (!row || row.leaf === null) return null;
  const [entry] = await db
    .select({
      batchId: ledgerEntries.fileImportId,
      leafCount: ledgerEntries.leafCount,
      merkleRoot: ledgerEntries.merkleRoot,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId));
  if (!entry || row.leaf >= entry.leafCount) return null;
  const { leaf, ...content } = row;
  const leafHash = activityLeafHash(content);
  const auditPath = await storedAuditPath(entry.leafCount, leaf, (height, chunk) =>
    treeChunk(db, entry.batchId, height, chunk),
  );
  return {
    activityId: row.id,
    leafIndex: leaf,
    leafHash,
    auditPath: auditPath ?? [],
    merkleRoot: entry.merkleRoot,
    included:
      auditPath !== null && verifyInclusion(leafHash, leaf, entry.leafCount, auditPath, entry.merkleRoot),
  };
}
