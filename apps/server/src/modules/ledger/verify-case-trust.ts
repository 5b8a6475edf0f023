import { and, eq, inArray } from 'drizzle-orm';
import type { TrustInfo } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { caseDiagnoses, caseToxResults, caseVersions, ledgerEntries } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { chainIntact } from './chain-check.js';
import { currentCase, currentCaseOfVersion, versionRecord } from './file-leaves.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
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
  record: unknown;
}

/**
 * One TrustInfo per version of the case (ascending version). A version's content is proven by inclusion in its
 * file's entry: the leaves of its record and of the case's diagnoses and toxicology rows from that file, each
 * recomputed from the row as it is now, with audit paths from the entry's stored tree (O(log n) per leaf).
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

  const trust: TrustInfo[] = [];
  for (const version of versions) {
    signal?.throwIfAborted();
    const subject = { id: caseId, version: version.version };
    const entry = version.fileImportId ? entryOfFile.get(version.fileImportId) : undefined;
    if (!entry) {
      trust.push(notLedgered(subject));
      continue;
    }
    const leaves = [contentHash(version.record), ...(childLeaves.get(entry.fileImportId) ?? [])];
    trust.push(
      trustInfo(subject, entry.id, {
        signature: signatureValid(entry, signer),
        chain: await chainIntact(db, entry, signal),
        content: version.workspaceId === entry.workspaceId && (await allIncluded(db, entry, leaves, signal)),
      }),
    );
  }
  return trust;
}

/** The leaves of the case's diagnoses and toxicology results, recomputed from their rows, by file import. */
async function childLeavesByFile(
  db: Database,
  workspaceId: string,
  caseId: string,
  fileImportIds: string[],
): Promise<Map<string, string[]>> {
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
  const leaves = new Map<string, string[]>();
  const add = (fileImportId: string | null, leaf: string) => {
    if (fileImportId) leaves.set(fileImportId, [...(leaves.get(fileImportId) ?? []), leaf]);
  };
  for (const row of diagnoses) add(row.fileImportId, contentHash(diagnosisLeafContent(row)));
  for (const row of toxResults) add(row.fileImportId, contentHash(toxResultLeafContent(row)));
  return leaves;
}

async function allIncluded(
  db: Database,
  entry: LedgerEntry,
  leaves: string[],
  signal: AbortSignal | undefined,
): Promise<boolean> {
  if (!(await ensureStoredTree(db, entry, signal))) return false;
  const proves = createLeafProver(db, entry);
  for (const leaf of leaves) {
    signal?.throwIfAborted();
    if (!(await proves(leaf))) return false;
  }
  return true;
}
