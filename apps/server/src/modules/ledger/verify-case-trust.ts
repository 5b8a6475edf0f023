import { and, eq, inArray } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { caseVersions, ledgerEntries } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import {
  currentCase,
  currentCaseOfVersion,
  storedFileLeaves,
  versionRecord,
  type StoredLeaf,
} from './file-leaves.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import { inclusionProof, verifyInclusion } from './merkle.js';
import { isSha256Hex } from './sha256.js';
import type { LedgerSigner } from './signer.js';
import { notLedgered, trustInfo } from './trust-info.js';
import { firstBrokenLink, signatureValid } from './verify-entry.js';

export interface CaseTrustDeps {
  db: Database;
  signer: LedgerSigner;
}

interface VersionRow {
  id: string;
  workspaceId: string;
  version: number;
  fileImportId: string | null;
  record: unknown;
}

/** One TrustInfo per version of the case (ascending version), each proven by inclusion in its file's entry. */
export async function verifyCaseTrust(
  { db, signer }: CaseTrustDeps,
  workspaceId: string,
  caseId: string,
): Promise<TrustInfo[]> {
  const versions: VersionRow[] = await db
    .select({
      id: caseVersions.id,
      workspaceId: caseVersions.workspaceId,
      version: caseVersions.version,
      fileImportId: caseVersions.fileImportId,
      record: versionRecord,
    })
    .from(caseVersions)
    .leftJoin(currentCase, currentCaseOfVersion)
    .where(and(eq(caseVersions.workspaceId, workspaceId), eq(caseVersions.caseId, caseId)))
    .orderBy(caseVersions.version);
  const fileImportIds = [...new Set(versions.flatMap((version) => version.fileImportId ?? []))];
  const entries =
    fileImportIds.length === 0
      ? []
      : await db
          .select(ledgerEntryColumns)
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.fileImportId, fileImportIds));
  const entryOfFile = new Map(entries.map((entry) => [entry.fileImportId, entry]));
  const brokenFrom =
    entries.length === 0 ? 0 : await firstBrokenLink(db, Math.max(...entries.map((entry) => entry.seq)));
  const leavesOfFile = new Map<string, StoredLeaf[]>();

  const trust: TrustInfo[] = [];
  for (const version of versions) {
    const subject = { id: caseId, version: version.version };
    const entry = version.fileImportId ? entryOfFile.get(version.fileImportId) : undefined;
    if (!entry) {
      trust.push(notLedgered(subject));
      continue;
    }
    let leaves = leavesOfFile.get(entry.fileImportId);
    if (!leaves) {
      leaves = await storedFileLeaves(db, entry.fileImportId);
      leavesOfFile.set(entry.fileImportId, leaves);
    }
    trust.push(
      trustInfo(subject, entry.id, {
        signature: signatureValid(entry, signer),
        chain: entry.seq < brokenFrom,
        content: versionIncluded(version, leaves, entry),
      }),
    );
  }
  return trust;
}

/**
 * The version's recomputed leaf is in the entry's tree at its position. The proof's siblings come from the
 * stored leaf hashes, so a tampered row fails its own proof without failing every other case of its file.
 */
function versionIncluded(version: VersionRow, leaves: StoredLeaf[], entry: LedgerEntry): boolean {
  const index = leaves.findIndex((leaf) => leaf.rowId === version.id);
  const hashes = leaves.map((leaf) => leaf.hash);
  if (index < 0 || version.workspaceId !== entry.workspaceId || !hashes.every(isSha256Hex)) return false;
  return verifyInclusion(
    contentHash(version.record),
    index,
    entry.leafCount,
    inclusionProof(hashes, index),
    entry.merkleRoot,
  );
}
