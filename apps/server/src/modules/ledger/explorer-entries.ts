import { eq, inArray } from 'drizzle-orm';
import type { PublicLedgerEntry } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { ledgerEntries } from '../../platform/db/schema.js';
import { chainIntact } from './chain-check.js';
import { ledgerEntryColumns } from './ledger-entry.js';
import { isSha256Hex } from './sha256.js';
import type { LedgerSigner } from './signer.js';
import { signatureValid } from './verify-entry.js';

export interface LedgerExplorerDeps {
  db: Database;
  signer: LedgerSigner;
}

/**
 * One entry as the public ledger explorer shows it, its signature and the chain up to it checked again; null
 * when no entry has that id. Whose file it ledgers (workspace, file import) stays out. There is no listing: an
 * entry is found only by its id, the transaction id its importer was given.
 */
export async function explorerEntry(
  { db, signer }: LedgerExplorerDeps,
  id: string,
): Promise<PublicLedgerEntry | null> {
  if (!isSha256Hex(id)) return null;
  const [entry] = await db.select(ledgerEntryColumns).from(ledgerEntries).where(eq(ledgerEntries.id, id));
  if (!entry) return null;
  const neighbours = await db
    .select({ id: ledgerEntries.id, seq: ledgerEntries.seq })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.seq, [entry.seq - 1, entry.seq + 1]));
  const idAt = (seq: number) => neighbours.find((neighbour) => neighbour.seq === seq)?.id ?? null;
  return {
    id: entry.id,
    seq: entry.seq,
    createdAt: entry.createdAt,
    fileSha256: entry.fileSha256,
    merkleRoot: entry.merkleRoot,
    leafCount: entry.leafCount,
    prevHash: entry.prevHash,
    previousId: idAt(entry.seq - 1),
    nextId: idAt(entry.seq + 1),
    keyId: entry.keyId,
    signature: entry.signature,
    checks: {
      signature: signatureValid(entry, signer),
      chain: await chainIntact(db, entry),
    },
  };
}
