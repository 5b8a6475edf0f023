import { desc, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { ledgerEntries } from '../../platform/db/schema.js';
import { GENESIS_PREV_HASH, entryHash, type LedgerEntryFields } from './ledger-entry.js';
import { storeLeafRows } from './leaf-rows.js';
import { buildTree } from './merkle-tree.js';
import { isSha256Hex } from './sha256.js';
import type { LedgerSigner } from './signer.js';
import { storeTree } from './tree-store.js';

/** Advisory lock key that serialises appends across server instances ("LEDGER" in ASCII). */
const APPEND_LOCK_KEY = 0x4c4544474552;

export interface NewLedgerEntry {
  workspaceId: string;
  fileImportId: string;
  fileSha256: string;
  /** The file's leaves as storedFileLeaves reads them in the caller's transaction: its rows in ledger order. */
  leafHashes: readonly string[];
}

/**
 * Appends the signed entry of a finished import inside the caller's transaction and returns its id (the
 * transaction id). Its Merkle tree is stored with it (tree-store.ts), so a trust check reads the tree
 * instead of recomputing it from every row, and so is which row each leaf is (leaf-rows.ts). The lock is held until that transaction ends, so seq and prev_hash
 * form one chain however many imports finish at once. The transaction must be READ COMMITTED (the default): a snapshot taken before
 * the lock would miss the entry appended just before, and the unique seq would then refuse the insert.
 */
export async function appendLedgerEntry(
  tx: Transaction,
  signer: LedgerSigner,
  entry: NewLedgerEntry,
): Promise<string> {
  if (!isSha256Hex(entry.fileSha256)) throw new TypeError('file sha256 must be lowercase SHA-256 hex');
  const tree = buildTree(entry.leafHashes);
  // Written before the lock, so appends of large files do not wait on each other's trees.
  await storeTree(tx, entry.fileImportId, tree.levels);
  await storeLeafRows(tx, entry.fileImportId);
  await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY}::bigint)`);
  const [previous] = await tx
    .select({ id: ledgerEntries.id, seq: ledgerEntries.seq })
    .from(ledgerEntries)
    .orderBy(desc(ledgerEntries.seq))
    .limit(1);
  const fields: LedgerEntryFields = {
    seq: (previous?.seq ?? 0) + 1,
    // Hashed as PostgreSQL reads uuids back, so the recomputed hash matches.
    workspaceId: entry.workspaceId.toLowerCase(),
    fileImportId: entry.fileImportId.toLowerCase(),
    fileSha256: entry.fileSha256,
    merkleRoot: tree.root,
    leafCount: entry.leafHashes.length,
    prevHash: previous?.id ?? GENESIS_PREV_HASH,
    keyId: signer.keyId,
    createdAt: new Date().toISOString(),
  };
  const id = entryHash(fields);
  await tx.insert(ledgerEntries).values({ ...fields, id, signature: signer.sign(Buffer.from(id, 'hex')) });
  return id;
}
