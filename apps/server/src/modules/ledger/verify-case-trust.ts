import { and, eq, inArray } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { caseDiagnoses, caseToxResults, caseVersions, ledgerEntries } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { chainIntact } from './chain-check.js';
import { currentCase, currentCaseOfVersion, versionRecord } from './file-leaves.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
import { LEAF_KINDS, createPositionFinder, encodeLeafKey, type LeafKey } from './leaf-rows.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import type { LedgerSigner } from './signer.js';
import { createLeafProver, ensureStoredTree } from './stored-tree.js';
import { notLedgered, trustInfo } from './trust-info.js';
import { signatureValid } from './verify-entry.js';

export interface CaseTrustDeps {
  db: Database;
  signer: LedgerSigner;
}

interface VersionRow {
  id: string;
  workspaceId: string;
  version: number;
  fileImportId: string | null;
  rowNumber: number;
  record: unknown;
}

/** A row's recomputed leaf and the key of the position it must be proven at. */
interface RowLeaf {
  key: LeafKey;
  hash: string;
}

/**
 * One TrustInfo per version of the case (ascending version). A version's content is proven by inclusion in its
 * file's entry: the leaves of its record and of the case's diagnoses and toxicology rows from that file, each
 * recomputed from the row as it is now and proven at the row's own position (leaf-rows.ts: its kind, row number
 * and ordinal), with audit paths from the entry's stored tree (O(log n) per leaf). A leaf of the same content
 * elsewhere in the tree proves nothing: a version overwritten with another version's content (a revert) fails.
 * The record must be this case's, the case's versions from one file must sit at rising positions as their
 * numbers rise and no two of its rows from one file may claim one position, so rows cannot swap places either.
 * Once `signal` aborts, the work stops and the promise rejects with the signal's reason.
 */
export async function verifyCaseTrust(
  { db, signer }: CaseTrustDeps,
  workspaceId: string,
  caseId: string,
  signal?: AbortSignal,
): Promise<TrustInfo[]> {
  const versions: VersionRow[] = await db
    .select({
      id: caseVersions.id,
      workspaceId: caseVersions.workspaceId,
      version: caseVersions.version,
      fileImportId: caseVersions.fileImportId,
      rowNumber: caseVersions.rowNumber,
      record: versionRecord,
    })
    .from(caseVersions)
    .leftJoin(currentCase, currentCaseOfVersion)
    .where(and(eq(caseVersions.workspaceId, workspaceId), eq(caseVersions.caseId, caseId)))
    .orderBy(caseVersions.version);
  const fileImportIds = [...new Set(versions.flatMap((version) => version.fileImportId ?? []))];
  if (fileImportIds.length === 0)
    return versions.map((version) => notLedgered({ id: caseId, version: version.version }));
  const entries = await db
    .select(ledgerEntryColumns)
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.fileImportId, fileImportIds));
  const entryOfFile = new Map(entries.map((entry) => [entry.fileImportId, entry]));
  const childLeaves = await childLeavesByFile(db, workspaceId, caseId, fileImportIds);
  const fileProofs = new Map<string, FileProof>();
  const proofOf = (entry: LedgerEntry) => {
    let proof = fileProofs.get(entry.fileImportId);
    if (!proof) {
      const ofFile = versions.filter((version) => version.fileImportId === entry.fileImportId);
      proof = createFileProof(db, entry, ofFile, childLeaves.get(entry.fileImportId) ?? [], signal);
      fileProofs.set(entry.fileImportId, proof);
    }
    return proof;
  };

  const trust: TrustInfo[] = [];
  for (const version of versions) {
    signal?.throwIfAborted();
    const subject = { id: caseId, version: version.version };
    const entry = version.fileImportId ? entryOfFile.get(version.fileImportId) : undefined;
    if (!entry) {
      trust.push(notLedgered(subject));
      continue;
    }
    const proof = proofOf(entry);
    const content =
      version.workspaceId === entry.workspaceId &&
      recordOfCase(version.record, caseId) &&
      (await proof.rowsProven()) &&
      (await proof.proves({
        key: { kind: LEAF_KINDS.version, rowNumber: version.rowNumber, ordinal: 0 },
        hash: contentHash(version.record),
      }));
    trust.push(
      trustInfo(subject, entry.id, {
        signature: signatureValid(entry, signer),
        chain: await chainIntact({ db, signer }, entry, { signal }),
        content,
      }),
    );
  }
  return trust;
}

function recordOfCase(record: unknown, caseId: string): boolean {
  return typeof record === 'object' && record !== null && (record as { caseId?: unknown }).caseId === caseId;
}

interface FileProof {
  /** The case's rows from the file keep their places, and its diagnoses and toxicology rows are proven. */
  rowsProven(): Promise<boolean>;
  proves(leaf: RowLeaf): Promise<boolean>;
}

/** Proofs of one case's rows in one file's entry, sharing the chunks they read; each step runs once, when asked. */
function createFileProof(
  db: Database,
  entry: LedgerEntry,
  versionsOfFile: VersionRow[],
  children: RowLeaf[],
  signal: AbortSignal | undefined,
): FileProof {
  let treeStored: Promise<boolean> | undefined;
  let childrenProven: Promise<boolean> | undefined;
  const positionOf = createPositionFinder(db, entry.fileImportId);
  const provesAt = createLeafProver(db, entry);

  async function proves({ key, hash }: RowLeaf): Promise<boolean> {
    if (!(await (treeStored ??= ensureStoredTree(db, entry, signal)))) return false;
    signal?.throwIfAborted();
    const position = await positionOf(key);
    return position !== null && provesAt(hash, position);
  }
  async function everyChildProven(): Promise<boolean> {
    for (const child of children) {
      if (!(await proves(child))) return false;
    }
    return true;
  }
  const rowNumbers = versionsOfFile.map((version) => version.rowNumber);
  const keptInPlace =
    rowNumbers.every((rowNumber, at) => at === 0 || rowNumber > rowNumbers[at - 1]!) &&
    new Set(children.map((child) => encodeLeafKey(child.key).toString('hex'))).size === children.length;
  return {
    rowsProven: async () => keptInPlace && (await (childrenProven ??= everyChildProven())),
    proves,
  };
}

/** The leaves of the case's diagnoses and toxicology results, recomputed from their rows, by file import. */
async function childLeavesByFile(
  db: Database,
  workspaceId: string,
  caseId: string,
  fileImportIds: string[],
): Promise<Map<string, RowLeaf[]>> {
  const ofCase = <T extends typeof caseDiagnoses | typeof caseToxResults>(table: T) =>
    and(
      eq(table.workspaceId, workspaceId),
      eq(table.caseId, caseId),
      inArray(table.fileImportId, fileImportIds),
    );
  const [diagnoses, toxResults] = await Promise.all([
    db.select().from(caseDiagnoses).where(ofCase(caseDiagnoses)),
    db.select().from(caseToxResults).where(ofCase(caseToxResults)),
  ]);
  const leaves = new Map<string, RowLeaf[]>();
  const add = (fileImportId: string | null, leaf: RowLeaf) => {
    if (fileImportId) leaves.set(fileImportId, [...(leaves.get(fileImportId) ?? []), leaf]);
  };
  for (const row of diagnoses) {
    const key = { kind: LEAF_KINDS.diagnosis, rowNumber: row.rowNumber, ordinal: row.ordinal };
    add(row.fileImportId, { key, hash: contentHash(diagnosisLeafContent(row)) });
  }
  for (const row of toxResults) {
    const key = { kind: LEAF_KINDS.toxResult, rowNumber: row.rowNumber, ordinal: row.ordinal };
    add(row.fileImportId, { key, hash: contentHash(toxResultLeafContent(row)) });
  }
  return leaves;
}
