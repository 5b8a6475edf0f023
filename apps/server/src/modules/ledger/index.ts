export { appendLedgerEntry } from './append-entry.js';
export { canonicalJson, contentHash } from './canonical-json.js';
export { sha256Hex } from './sha256.js';
export { explorerEntry, type LedgerExplorerDeps } from './explorer-entries.js';
export { currentCase, currentCaseOfVersion, storedFileLeaves, versionRecord } from './file-leaves.js';
export { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
export { createLedgerSigner, type LedgerSigner } from './signer.js';
export { verifyCaseTrust } from './verify-case-trust.js';
export { verifyFileTrust } from './verify-file-trust.js';
