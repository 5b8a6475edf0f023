import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../platform/db/client.js';
import { appendLedgerEntry, sha256Hex, type LedgerSigner } from '../ledger/index.js';
import { ACTIVITY_BATCH_WORKSPACE, activityLeafHash, type ActivityLeafContent } from './leaf.js';

/**
 * Appends, in the caller's transaction, one ledger entry over a batch of activities read with activityLeafColumns
 * (a batch spans workspaces, hence the all-zero workspace id); its leaves are their content hashes in the order
 * given. Returns the entry id.
 */
export async function appendActivityBatch(
  tx: Transaction,
  signer: LedgerSigner,
  rows: readonly ActivityLeafContent[],
): Promise<string> {
  const leafHashes = rows.map(activityLeafHash);
  return appendLedgerEntry(tx, signer, {
    workspaceId: ACTIVITY_BATCH_WORKSPACE,
    fileImportId: randomUUID(),
    fileSha256: sha256Hex(leafHashes.join('\n')),
    leafHashes,
  });
}
