import { sql } from 'drizzle-orm';
import { ledgerEntries } from '../../platform/db/schema.js';
import { canonicalJson } from './canonical-json.js';
import { sha256Hex } from './sha256.js';

/** The prevHash of the first entry. */
export const GENESIS_PREV_HASH = '0'.repeat(64);

/** What an entry's hash covers (ARCHITECTURE §9); its id is that hash and its signature signs it. */
export interface LedgerEntryFields {
  seq: number;
  workspaceId: string;
  fileImportId: string;
  fileSha256: string;
  merkleRoot: string;
  leafCount: number;
  prevHash: string;
  keyId: string;
  /** ISO 8601 in UTC with milliseconds. */
  createdAt: string;
}

export interface LedgerEntry extends LedgerEntryFields {
  id: string;
  signature: string;
}

export function entryHash(entry: LedgerEntryFields): string {
  const { seq, workspaceId, fileImportId, fileSha256, merkleRoot, leafCount, prevHash, keyId, createdAt } =
    entry;
  return sha256Hex(
    canonicalJson({
      seq,
      workspaceId,
      fileImportId,
      fileSha256,
      merkleRoot,
      leafCount,
      prevHash,
      keyId,
      createdAt,
    }),
  );
}

/**
 * Columns of a stored entry, created_at read back in the exact ISO form that was hashed (the driver's own
 * text form depends on the session time zone).
 */
export const ledgerEntryColumns = {
  id: ledgerEntries.id,
  seq: ledgerEntries.seq,
  workspaceId: ledgerEntries.workspaceId,
  fileImportId: ledgerEntries.fileImportId,
  fileSha256: ledgerEntries.fileSha256,
  merkleRoot: ledgerEntries.merkleRoot,
  leafCount: ledgerEntries.leafCount,
  prevHash: ledgerEntries.prevHash,
  keyId: ledgerEntries.keyId,
  signature: ledgerEntries.signature,
  createdAt: sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
