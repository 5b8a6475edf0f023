import { lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { ledgerEntries } from '../../platform/db/schema.js';
import { GENESIS_PREV_HASH, entryHash, ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import type { LedgerSigner } from './signer.js';

/** The entry is what was signed: its recomputed hash is its id and the server's key signed that hash. */
export function signatureValid(entry: LedgerEntry, signer: LedgerSigner): boolean {
  const hash = entryHash(entry);
  return (
    entry.keyId === signer.keyId &&
    hash === entry.id &&
    signer.verify(Buffer.from(hash, 'hex'), entry.signature)
  );
}

/**
 * The seq of the first entry up to `lastSeq` that does not link to its predecessor (a seq missing, or a
 * prevHash other than the predecessor's recomputed hash); `lastSeq + 1` when the chain is intact. The chain
 * up to an entry is intact exactly when its seq is below this.
 */
export async function firstBrokenLink(db: Database, lastSeq: number): Promise<number> {
  const entries = await db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(lte(ledgerEntries.seq, lastSeq))
    .orderBy(ledgerEntries.seq);
  let expectedSeq = 1;
  let prevHash = GENESIS_PREV_HASH;
  for (const entry of entries) {
    if (entry.seq !== expectedSeq || entry.prevHash !== prevHash) return expectedSeq;
    prevHash = entryHash(entry);
    expectedSeq += 1;
  }
  return expectedSeq;
}
