import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts';
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
import { ensureStoredTree, storedTreeProvesRoot } from './stored-tree.js';
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
  const chain = await chainIntact(deps.db, entry, signal);
  return trustInfo(subject, entry.id, {
    signature: signatureValid(entry, deps.signer),
    chain,
    content: await contentMatches(deps, entry, signal),
  });
}

/**
 * The stored file still hashes as recorded, the import still has one row per leaf (none deleted or added), and
 * the entry's stored tree rebuilds its signed root. What each row holds is proven by its case's check
 * (verifyCaseTrust), by inclusion in this tree, so the file's check reads no row content.
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
  const [fileSha256, rowCount, treeProvesRoot] = await Promise.all([
    storedFileSha256(storage, entry.fileImportId, signal),
    fileRowCount(db, entry.fileImportId),
    ensureStoredTree(db, entry, signal).then((stored) => stored && storedTreeProvesRoot(db, entry, signal)),
  ]);
  return fileSha256 === entry.fileSha256 && rowCount === entry.leafCount && treeProvesRoot;
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
