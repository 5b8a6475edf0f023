import { eq } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { fileImports, ledgerEntries } from '../../platform/db/schema.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { fileLeaves } from './file-leaves.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import { merkleRoot } from './merkle.js';
import type { LedgerSigner } from './signer.js';
import { notLedgered, trustInfo } from './trust-info.js';
import { firstBrokenLink, signatureValid } from './verify-entry.js';

export interface FileTrustDeps {
  db: Database;
  signer: LedgerSigner;
  storage: FileStorage;
}

/** Recomputes and checks a file import's ledger entry: signature, chain up to it, and stored content. */
export async function verifyFileTrust(deps: FileTrustDeps, fileImportId: string): Promise<TrustInfo> {
  const subject = { id: fileImportId };
  const [entry] = await deps.db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.fileImportId, fileImportId));
  if (!entry) return notLedgered(subject);
  return trustInfo(subject, entry.id, {
    signature: signatureValid(entry, deps.signer),
    chain: entry.seq < (await firstBrokenLink(deps.db, entry.seq)),
    content: await contentMatches(deps, entry),
  });
}

/** The stored file still hashes as recorded, and the rows it wrote still make up the entry's Merkle tree. */
async function contentMatches({ db, storage }: FileTrustDeps, entry: LedgerEntry): Promise<boolean> {
  const [fileImport] = await db
    .select({ workspaceId: fileImports.workspaceId, sha256: fileImports.sha256 })
    .from(fileImports)
    .where(eq(fileImports.id, entry.fileImportId));
  if (fileImport?.workspaceId !== entry.workspaceId || fileImport.sha256 !== entry.fileSha256) return false;
  if ((await storage.sha256(entry.fileImportId)) !== entry.fileSha256) return false;
  const leaves = await fileLeaves(db, entry.fileImportId);
  return leaves.length === entry.leafCount && merkleRoot(leaves) === entry.merkleRoot;
}
