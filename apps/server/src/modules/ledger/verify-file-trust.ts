import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import {
  caseDiagnoses,
  caseToxResults,
  caseVersions,
  fileImports,
  ledgerEntries,
} from '../../platform/db/schema.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { chainIntact } from './chain-check.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import type { LedgerSigner } from './signer.js';
import { samplePositions, sampledLeafHashes } from './leaf-sample.js';
import { leafNode } from './merkle-tree.js';
import { ensureStoredTree, readStoredTree } from './stored-tree.js';
import { notLedgered, trustInfo } from './trust-info.js';
import { signatureValid } from './verify-entry.js';

export interface FileTrustDeps {
  db: Database;
  signer: LedgerSigner;
  storage: FileStorage;
}

const FILE_READ_BYTES = 1024 * 1024;

/**
 * Checks a file import's ledger entry: its signature, the chain up to it, and its content. Once `signal`
 * aborts (the client left), the work stops between batches and the promise rejects with the signal's reason.
 */
export async function verifyFileTrust(
  deps: FileTrustDeps,
  fileImportId: string,
  signal?: AbortSignal,
): Promise<TrustInfo> {
  const subject = { id: fileImportId };
  const [entry] = await deps.db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.fileImportId, fileImportId));
  if (!entry) return notLedgered(subject);
  const chain = await chainIntact(deps, entry, { signal });
  return trustInfo(subject, entry.id, {
    signature: signatureValid(entry, deps.signer),
    chain,
    content: await contentMatches(deps, entry, signal),
  });
}

/**
 * The stored file still hashes as recorded; the import still has one row per leaf (none deleted or added in
 * number); the entry's stored tree rebuilds its signed root; and a sample of rows (SAMPLE_ROWS positions drawn
 * with a CSPRNG, every row of a smaller file), each re-hashed from its content as it is now, is the leaf at its
 * own position. A changed row fails the file when the sample draws it (always, in a file of up to SAMPLE_ROWS
 * rows; with probability SAMPLE_ROWS / rows otherwise) and always fails its case's check (verifyCaseTrust).
 */
async function contentMatches(
  { db, storage }: FileTrustDeps,
  entry: LedgerEntry,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const [fileImport] = await db
    .select({ workspaceId: fileImports.workspaceId, sha256: fileImports.sha256 })
    .from(fileImports)
    .where(eq(fileImports.id, entry.fileImportId));
  if (fileImport?.workspaceId !== entry.workspaceId || fileImport.sha256 !== entry.fileSha256) return false;
  const [fileSha256, rowCount, rowsProven] = await Promise.all([
    storedFileSha256(storage, entry.fileImportId, signal),
    fileRowCount(db, entry.fileImportId),
    ensureStoredTree(db, entry, signal).then((stored) => stored && sampleProven(db, entry, signal)),
  ]);
  return fileSha256 === entry.fileSha256 && rowCount === entry.leafCount && rowsProven;
}

/** The stored tree proves the signed root, and every sampled row's recomputed leaf is the tree's leaf there. */
async function sampleProven(db: Database, entry: LedgerEntry, signal: AbortSignal | undefined) {
  const positions = samplePositions(entry.leafCount);
  const [tree, sampled] = await Promise.all([
    readStoredTree(db, entry, positions, signal),
    sampledLeafHashes(db, entry.fileImportId, positions, signal),
  ]);
  return (
    tree.provesRoot &&
    positions.every((position) => {
      const leafHash = sampled.get(position);
      const stored = tree.leafNodes.get(position);
      return leafHash != null && stored !== undefined && leafNode(leafHash).equals(stored);
    })
  );
}

/** SHA-256 of the stored file, null when it is gone; reading stops once `signal` aborts. */
async function storedFileSha256(
  storage: FileStorage,
  fileImportId: string,
  signal: AbortSignal | undefined,
): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    const stream = createReadStream(storage.path(fileImportId), { highWaterMark: FILE_READ_BYTES, signal });
    for await (const chunk of stream) hash.update(chunk as Buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return hash.digest('hex');
}

async function fileRowCount(db: Database, fileImportId: string): Promise<number> {
  const counts = await Promise.all([
    db.$count(caseVersions, eq(caseVersions.fileImportId, fileImportId)),
    db.$count(caseDiagnoses, eq(caseDiagnoses.fileImportId, fileImportId)),
    db.$count(caseToxResults, eq(caseToxResults.fileImportId, fileImportId)),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}
