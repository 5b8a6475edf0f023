import { asc, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { activities } from '../../platform/db/schema.js';
import { recordActivity } from '../../platform/activity.js';
import type { LedgerSigner } from '../ledger/index.js';
import { appendActivityBatch } from './batch-entry.js';
import { activityLeafColumns, uuidArray } from './leaf.js';

const REMOVE_BATCH = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the activities older than `retentionDays` (ARCHITECTURE §6), a batch per transaction. Each batch is
 * sealed before it goes: a ledger entry over the hashes of the removed rows, named by a RETENTION activity
 * (itself sealed with the next batch) that says how many went and up to when. Returns how many it removed.
 */
export async function removeExpiredActivities(
  db: Database,
  signer: LedgerSigner,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select(activityLeafColumns)
        .from(activities)
        .where(lt(activities.createdAt, before))
        .orderBy(asc(activities.createdAt), asc(activities.id))
        .limit(REMOVE_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const entryId = await appendActivityBatch(tx, signer, rows);
      await tx.execute(
        sql`delete from ${activities} where ${activities.id} = any(${uuidArray(rows.map((row) => row.id))}::uuid[])`,
      );
      await recordActivity(tx, {
        userId: null,
        collectionName: 'activities',
        action: 'RETENTION_REMOVE',
        recordId: entryId,
        details: {
          removed: rows.length,
          olderThan: before.toISOString(),
          first: rows[0]?.createdAt,
          last: rows.at(-1)?.createdAt,
        },
      });
      return rows.length;
    });
    removed += count;
    if (count < REMOVE_BATCH) return removed;
  }
}
