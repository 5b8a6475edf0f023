import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { ledgerChainCheckpoint, ledgerEntries } from '../../platform/db/schema.js';
import { GENESIS_PREV_HASH, entryHash, ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import type { LedgerSigner } from './signer.js';

const WALK_BATCH = 1000;

interface Checkpoint {
  seq: number;
  entryId: string;
}

export interface ChainCheckDeps {
  db: Database;
  signer: LedgerSigner;
}

export interface ChainCheckOptions {
  /** Stops the walk between batches once it aborts. */
  signal?: AbortSignal | undefined;
  /** False for a check anyone may ask for (the public explorer): only checks of signed-in users move it. */
  moveCheckpoint?: boolean;
}

/** What the checkpoint's signature signs: its seq and entry id, apart from any entry hash (32 raw bytes). */
function checkpointMessage({ seq, entryId }: Checkpoint): Buffer {
  return Buffer.from(`hde-ledger-checkpoint:${seq}:${entryId}`, 'utf8');
}

/**
 * The chain up to `entry` is intact: every entry from the first links to its predecessor (its seq follows, its
 * prevHash is the predecessor's recomputed hash). A check walks from a checkpoint, not from the first entry: the
 * last entry up to which a walk found the chain intact and which hashed to its own id, signed with the ledger
 * key so that database access alone cannot move it (a checkpoint whose signature fails is ignored and the walk
 * starts from the first entry). Above the checkpoint, the walk starts at the checkpoint's entry, which must
 * still hash to the id recorded (else the walk starts again from the first entry); so checks after each import
 * walk one or two entries. At or below it, an entry is checked by its own link to its predecessor: a later
 * change to an entry there still fails that entry's signature and its successor's link, but no longer the chain
 * of every entry after it.
 */
export async function chainIntact(
  { db, signer }: ChainCheckDeps,
  entry: LedgerEntry,
  { signal, moveCheckpoint = true }: ChainCheckOptions = {},
): Promise<boolean> {
  const checkpoint = await signedCheckpoint(db, signer);
  if (checkpoint && entry.seq <= checkpoint.seq) return linksToPredecessor(db, entry);
  const fromCheckpoint = checkpoint ? await walk(db, checkpoint, entry.seq, signal) : null;
  const intact = fromCheckpoint ?? (await walk(db, null, entry.seq, signal)) === true;
  if (intact && moveCheckpoint && entryHash(entry) === entry.id)
    await advanceCheckpoint(db, signer, { seq: entry.seq, entryId: entry.id }, checkpoint !== null);
  return intact;
}

/** The checkpoint, when there is one and the ledger key signed it. */
async function signedCheckpoint(db: Database, signer: LedgerSigner): Promise<Checkpoint | null> {
  const [checkpoint] = await db
    .select({
      seq: ledgerChainCheckpoint.seq,
      entryId: ledgerChainCheckpoint.entryId,
      signature: ledgerChainCheckpoint.signature,
    })
    .from(ledgerChainCheckpoint);
  if (!checkpoint || !signer.verify(checkpointMessage(checkpoint), checkpoint.signature)) return null;
  return { seq: checkpoint.seq, entryId: checkpoint.entryId };
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

/**
 * Moves the checkpoint up to `checkpoint`, signed, never down (checks run concurrently); a stored checkpoint
 * whose signature failed (`storedIsSigned` false) was ignored by this walk, so it is replaced whatever its seq.
 */
async function advanceCheckpoint(
  db: Database,
  signer: LedgerSigner,
  checkpoint: Checkpoint,
  storedIsSigned: boolean,
): Promise<void> {
  const signature = signer.sign(checkpointMessage(checkpoint));
  await db
    .insert(ledgerChainCheckpoint)
    .values({ id: 1, ...checkpoint, signature })
    .onConflictDoUpdate({
      target: ledgerChainCheckpoint.id,
      set: { seq: checkpoint.seq, entryId: checkpoint.entryId, signature },
      setWhere: storedIsSigned ? sql`${ledgerChainCheckpoint.seq} < ${checkpoint.seq}` : undefined,
    });
}
