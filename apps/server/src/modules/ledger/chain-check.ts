import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { ledgerChainCheckpoint, ledgerEntries } from '../../platform/db/schema.js';
import { GENESIS_PREV_HASH, entryHash, ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';

const WALK_BATCH = 1000;

interface Checkpoint {
  seq: number;
  entryId: string;
}

/**
 * The chain up to `entry` is intact: every entry from the first links to its predecessor (its seq follows, its
 * prevHash is the predecessor's recomputed hash). A check walks from a checkpoint, not from the first entry: the
 * last entry up to which a walk found the chain intact and which hashed to its own id. Above the checkpoint,
 * the walk starts at the checkpoint's entry, which must still hash to the id recorded (else the walk starts
 * again from the first entry); so checks after each import walk one or two entries. At or below it, an entry
 * is checked by its own link to its predecessor: a later change to an entry there still fails that entry's
 * signature and its successor's link, but no longer the chain of every entry after it.
 * Stops between batches once `signal` aborts.
 */
export async function chainIntact(db: Database, entry: LedgerEntry, signal?: AbortSignal): Promise<boolean> {
  const [checkpoint] = await db
    .select({ seq: ledgerChainCheckpoint.seq, entryId: ledgerChainCheckpoint.entryId })
    .from(ledgerChainCheckpoint);
  if (checkpoint && entry.seq <= checkpoint.seq) return linksToPredecessor(db, entry);
  const fromCheckpoint = checkpoint ? await walk(db, checkpoint, entry.seq, signal) : null;
  const intact = fromCheckpoint ?? (await walk(db, null, entry.seq, signal)) === true;
  if (intact && entryHash(entry) === entry.id)
    await advanceCheckpoint(db, { seq: entry.seq, entryId: entry.id });
  return intact;
}

async function linksToPredecessor(db: Database, entry: LedgerEntry): Promise<boolean> {
  if (entry.seq === 1) return entry.prevHash === GENESIS_PREV_HASH;
  const [predecessor] = await db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.seq, entry.seq - 1));
  return predecessor !== undefined && entry.prevHash === entryHash(predecessor);
}

/**
 * Walks the links from `from` (or from the first entry) up to `toSeq`, a batch at a time. Null when `from` no
 * longer holds: its entry is gone or no longer hashes to the id recorded.
 */
async function walk(
  db: Database,
  from: Checkpoint | null,
  toSeq: number,
  signal: AbortSignal | undefined,
): Promise<boolean | null> {
  let expectedSeq = from?.seq ?? 1;
  let prevHash = GENESIS_PREV_HASH;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db
      .select(ledgerEntryColumns)
      .from(ledgerEntries)
      .where(and(gte(ledgerEntries.seq, expectedSeq), lte(ledgerEntries.seq, toSeq)))
      .orderBy(asc(ledgerEntries.seq))
      .limit(WALK_BATCH);
    for (const entry of batch) {
      const hash = entryHash(entry);
      if (from && expectedSeq === from.seq) {
        if (entry.seq !== from.seq || entry.id !== from.entryId || hash !== entry.id) return null;
      } else if (entry.seq !== expectedSeq || entry.prevHash !== prevHash) {
        return false;
      }
      prevHash = hash;
      expectedSeq += 1;
    }
    if (expectedSeq > toSeq) return true;
    if (batch.length < WALK_BATCH) return from && expectedSeq === from.seq ? null : false;
  }
}

/** Moves the checkpoint up to `checkpoint`, never down (checks run concurrently). */
async function advanceCheckpoint(db: Database, checkpoint: Checkpoint): Promise<void> {
  await db
    .insert(ledgerChainCheckpoint)
    .values({ id: 1, ...checkpoint })
    .onConflictDoUpdate({
      target: ledgerChainCheckpoint.id,
      set: { seq: checkpoint.seq, entryId: checkpoint.entryId },
      setWhere: sql`${ledgerChainCheckpoint.seq} < ${checkpoint.seq}`,
    });
}
