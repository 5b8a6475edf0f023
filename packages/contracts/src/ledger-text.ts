import { TRUST_CHECK_LABELS } from './api/file-imports.js';

/** The public proof-ledger explorer: /ledger and /ledger/{transactionId} (ARCHITECTURE §9). */
export const LEDGER_TEXT = {
  title: 'Proof Ledger',
  explanation:
    'Every finished import adds an entry to this ledger, and so does every batch of activities. An entry proves the SHA-256 hash of the imported file and the Merkle root of the records it wrote, or the Merkle root of the activities it seals. It is signed with the server’s Ed25519 key and chained to the entry before it, so no entry can be changed or removed unnoticed.',
  entryTitle: 'Ledger entry',
  loadingEntry: 'Loading the ledger entry',
  loadFailed: 'The ledger could not be loaded. Please try again later.',
  notFoundTitle: 'Ledger entry not found',
  notFoundBody:
    'No ledger entry has this transaction ID. Check that the link is complete, or look up another transaction ID.',
  lookupTitle: 'Look up an entry',
  lookupHelp: 'Enter the transaction ID of an import to see its entry and the server’s checks of it.',
  lookupLabel: 'Transaction ID',
  lookupSubmit: 'Look up',
  fields: {
    id: 'Transaction ID',
    createdAt: 'Recorded',
    fileSha256: 'File SHA-256',
    merkleRoot: 'Merkle root of the records',
    leafCount: 'Records',
    keyId: 'Signing key ID',
    signature: 'Ed25519 signature',
  },
  checks: 'Checks',
  checkPassed: { signature: TRUST_CHECK_LABELS.signature, chain: TRUST_CHECK_LABELS.chain },
  checkFailed: {
    signature: 'Cryptographic Signature Not Validated',
    chain: 'Network Validation Not Verified',
  },
  activity: {
    title: 'Activity',
    loading: 'Checking the activity',
    included: 'Activity Included in This Entry',
    notIncluded: 'Activity Does Not Match This Entry',
    help: 'The activity as stored now, hashed and walked up its Merkle path to the signed root of this entry.',
    notFound: 'This activity is not sealed in this entry.',
    leafHash: 'Activity hash',
    leafIndex: 'Position in the batch',
  },
  copy: 'Copy',
  copied: 'Copied!',
} as const;

export const LEDGER_ENTRY_NOT_FOUND = 'Ledger entry not found';
