import { eq } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts/api';
import type { Database, Transaction } from '../../platform/db/client.js';
import { ledgerEntries } from '../../platform/db/schema.js';
import { appendLedgerEntry } from './append-entry.js';
import { contentHash } from './canonical-json.js';
import { chainIntact } from './chain-check.js';
import { ledgerEntryColumns } from './ledger-entry.js';
import { buildTree } from './merkle-tree.js';
import type { LedgerSigner } from './signer.js';
import { notLedgered, trustInfo } from './trust-info.js';
import { signatureValid } from './verify-entry.js';

/**
 * A record sealed on its own rather than as a row of an imported file (a toxicology case version): its entry
 * names the record's row id where an import's names its file import, and its file hash and single leaf are the
 * record's content hash (contentHash of its leaf content, taken when it was saved). Appended in the caller's
 * transaction (appendLedgerEntry's rules); returns the entry id, the transaction id.
 */
export async function appendRecordEntry(
  tx: Transaction,
  signer: LedgerSigner,
  record: { workspaceId: string; recordId: string; contentHash: string },
): Promise<string> {
  return appendLedgerEntry(tx, signer, {
    workspaceId: record.workspaceId,
    fileImportId: record.recordId,
    fileSha256: record.contentHash,
    leafHashes: [record.contentHash],
  });
}

/**
 * The trust of a record sealed by appendRecordEntry: the entry signed and chained, and the record's content as it
 * is now hashing to the entry's single leaf, for this record's row. Not ledgered while it has no transaction id.
 */
export async function verifyRecordTrust(
  { db, signer }: { db: Database; signer: LedgerSigner },
  subject: Pick<TrustInfo, 'id' | 'version'>,
  record: { recordId: string; transactionId: string | null; content: unknown },
  signal?: AbortSignal,
): Promise<TrustInfo> {
  if (!record.transactionId) return notLedgered(subject);
  const [entry] = await db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, record.transactionId));
  if (!entry)
    return trustInfo(subject, record.transactionId, { signature: false, chain: false, content: false });
  const hash = contentHash(record.content);
  const content =
    entry.fileImportId === record.recordId.toLowerCase() &&
    entry.leafCount === 1 &&
    entry.fileSha256 === hash &&
    entry.merkleRoot === buildTree([hash]).root;
  return trustInfo(subject, entry.id, {
    signature: signatureValid(entry, signer),
    chain: await chainIntact({ db, signer }, entry, { signal }),
    content,
  });
}
