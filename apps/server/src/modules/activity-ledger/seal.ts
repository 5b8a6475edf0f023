import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { activities } from '../../platform/db/schema.js';
import type { LedgerSigner } from '../ledger/index.js';
import { appendActivityBatch } from './batch-entry.js';
import { activityLeafColumns, uuidArray } from './leaf.js';

/** Leaves of one sealing entry: a minute of a busy office's activity, and a tree built in milliseconds. */
const SEAL_BATCH_LEAVES = 20_000;

/** Serialises sealers across instances, so no activity is sealed twice ("ACTSEAL" in ASCII). */
const SEAL_LOCK_KEY = 0x41435453454c;

/**
 * Seals the activities not yet sealed, oldest first, into ledger entries (ARCHITECTURE §6, §9): each batch one
 * entry whose Merkle root covers the hashes of its activities (leaf.ts); each activity then names that entry as
 * its transaction id and its position as its leaf. Returns how many it sealed.
 */
export async function sealActivities(
  db: Database,
  signer: LedgerSigner,
  batchLeaves = SEAL_BATCH_LEAVES,
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK_KEY}::bigint)`);
      const rows = await tx
        .select(activityLeafColumns)
        .from(activities)
        .where(isNull(activities.transactionId))
        .orderBy(asc(activities.createdAt), asc(activities.id))
        .limit(batchLeaves);
      if (rows.length === 0) return 0;
      const entryId = await appendActivityBatch(tx, signer, rows);
      const ids = rows.map((row) => row.id);
      await tx.execute(sql`
        update ${activities} set transaction_id = ${entryId}, ledger_leaf = batch.leaf - 1
        from unnest(${uuidArray(ids)}::uuid[]) with ordinality as batch(id, leaf)
        where ${activities.id} = batch.id`);
      return rows.length;
    });
    sealed += count;
    if (count < batchLeaves) return sealed;
  }
}
