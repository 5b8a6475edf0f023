import { entryHash, type LedgerEntry } from './ledger-entry.js';
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
