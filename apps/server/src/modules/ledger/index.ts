export { appendLedgerEntry, type NewLedgerEntry } from './append-entry.js';
export { canonicalJson, contentHash } from './canonical-json.js';
export { sha256Hex } from './sha256.js';
export { explorerEntry, type LedgerExplorerDeps } from './explorer-entries.js';
export { currentCase, currentCaseOfVersion, storedFileLeaves, versionRecord } from './file-leaves.js';
export {
  diagnosisLeafContent,
  toxResultLeafContent,
  type DiagnosisLeafSource,
  type ToxResultLeafSource,
} from './leaf-content.js';
export { inclusionProof, merkleRoot, verifyInclusion } from './merkle.js';
export { createLedgerSigner, type LedgerSigner } from './signer.js';
export { verifyCaseTrust, type CaseTrustDeps } from './verify-case-trust.js';
export { verifyFileTrust, type FileTrustDeps } from './verify-file-trust.js';
