import { eq } from 'drizzle-orm';
import type { PublicLedgerEntry } from '@hde/contracts/api';
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
 * when no entry has that id. Whose file it ledgers (workspace, file import) stays out, and so does whatever leads
 * to another entry (seq, prevHash, neighbours): an entry is found only by its id, the transaction id its importer
 * was given. Anyone may ask, so the check never moves the chain checkpoint; it stops once `signal` aborts.
 */
export async function explorerEntry(
  { db, signer }: LedgerExplorerDeps,
  id: string,
  signal?: AbortSignal,
): Promise<PublicLedgerEntry | null> {
  if (!isSha256Hex(id)) return null;
  const [entry] = await db.select(ledgerEntryColumns).from(ledgerEntries).where(eq(ledgerEntries.id, id));
  if (!entry) return null;
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    fileSha256: entry.fileSha256,
    merkleRoot: entry.merkleRoot,
    leafCount: entry.leafCount,
    keyId: entry.keyId,
    signature: entry.signature,
    checks: {
      signature: signatureValid(entry, signer),
      chain: await chainIntact({ db, signer }, entry, { signal, moveCheckpoint: false }),
    },
  };
}
