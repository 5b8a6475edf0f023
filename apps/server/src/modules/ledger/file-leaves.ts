import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { caseRecordJson } from '../../platform/db/case-columns.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { caseDiagnoses, caseToxResults, caseVersions, cases } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';

type Reader = Database | Transaction;

const BATCH_SIZE = 1000;

// Ledger order: case versions by row, then diagnoses and toxicology results by (row, ordinal); the id only
// breaks ties so the order never depends on the query plan.
const VERSION_ORDER = [caseVersions.rowNumber, caseVersions.id];
const DIAGNOSIS_ORDER = [caseDiagnoses.rowNumber, caseDiagnoses.ordinal, caseDiagnoses.id];
const TOX_RESULT_ORDER = [caseToxResults.rowNumber, caseToxResults.ordinal, caseToxResults.id];

type VersionContent = Pick<typeof caseVersions.$inferSelect, 'id' | 'rowNumber' | 'record'>;

/** The `cases` row a version is the current version of, if it still is. */
export const currentCase = alias(cases, 'current_case');
export const currentCaseOfVersion = and(
  eq(currentCase.workspaceId, caseVersions.workspaceId),
  eq(currentCase.caseId, caseVersions.caseId),
  eq(currentCase.version, caseVersions.version),
);

/** A version's content: its kept record once superseded, else its current `cases` row. */
export const versionRecord = sql<unknown>`coalesce(${caseVersions.record}, ${caseRecordJson('current_case')})`;

/**
 * The leaves of one file import, in ledger order, each recomputed from the stored content (never read from
 * the content_hash column). Rows are read in batches so a large file never sits in memory whole.
 */
export async function fileLeaves(db: Reader, fileImportId: string): Promise<string[]> {
  const versions = await hashInBatches<VersionContent>(
    (after) =>
      db
        .select({ id: caseVersions.id, rowNumber: caseVersions.rowNumber, record: versionRecord })
        .from(caseVersions)
        .leftJoin(currentCase, currentCaseOfVersion)
        .where(
          and(
            eq(caseVersions.fileImportId, fileImportId),
            after && pastRow(VERSION_ORDER, [after.rowNumber, after.id]),
          ),
        )
        .orderBy(...VERSION_ORDER)
        .limit(BATCH_SIZE),
    (row) => contentHash(row.record),
  );
  const diagnoses = await hashInBatches<typeof caseDiagnoses.$inferSelect>(
    (after) =>
      db
        .select()
        .from(caseDiagnoses)
        .where(
          and(
            eq(caseDiagnoses.fileImportId, fileImportId),
            after && pastRow(DIAGNOSIS_ORDER, [after.rowNumber, after.ordinal, after.id]),
          ),
        )
        .orderBy(...DIAGNOSIS_ORDER)
        .limit(BATCH_SIZE),
    (row) => contentHash(diagnosisLeafContent(row)),
  );
  const toxResults = await hashInBatches<typeof caseToxResults.$inferSelect>(
    (after) =>
      db
        .select()
        .from(caseToxResults)
        .where(
          and(
            eq(caseToxResults.fileImportId, fileImportId),
            after && pastRow(TOX_RESULT_ORDER, [after.rowNumber, after.ordinal, after.id]),
          ),
        )
        .orderBy(...TOX_RESULT_ORDER)
        .limit(BATCH_SIZE),
    (row) => contentHash(toxResultLeafContent(row)),
  );
  return [...versions, ...diagnoses, ...toxResults];
}

export interface StoredLeaf {
  rowId: string;
  hash: string;
}

/**
 * The leaves of one file import as the import recorded them (content_hash), in ledger order. Only the
 * siblings of an inclusion proof come from here; the leaf being proven is always recomputed.
 */
export async function storedFileLeaves(db: Reader, fileImportId: string): Promise<StoredLeaf[]> {
  const versions = await db
    .select({ rowId: caseVersions.id, hash: caseVersions.contentHash })
    .from(caseVersions)
    .where(eq(caseVersions.fileImportId, fileImportId))
    .orderBy(...VERSION_ORDER);
  const diagnoses = await db
    .select({ rowId: caseDiagnoses.id, hash: caseDiagnoses.contentHash })
    .from(caseDiagnoses)
    .where(eq(caseDiagnoses.fileImportId, fileImportId))
    .orderBy(...DIAGNOSIS_ORDER);
  const toxResults = await db
    .select({ rowId: caseToxResults.id, hash: caseToxResults.contentHash })
    .from(caseToxResults)
    .where(eq(caseToxResults.fileImportId, fileImportId))
    .orderBy(...TOX_RESULT_ORDER);
  return [...versions, ...diagnoses, ...toxResults];
}

/** Keyset condition: rows after the one whose ordering key is `key`. */
function pastRow(order: AnyColumn[], key: (number | string)[]): SQL {
  return sql`(${sql.join(order, sql`, `)}) > (${sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

async function hashInBatches<Row>(
  nextBatch: (after: Row | undefined) => Promise<Row[]>,
  leafOf: (row: Row) => string,
): Promise<string[]> {
  const leaves: string[] = [];
  let after: Row | undefined;
  for (;;) {
    const batch = await nextBatch(after);
    for (const row of batch) leaves.push(leafOf(row));
    if (batch.length < BATCH_SIZE) return leaves;
    after = batch.at(-1);
  }
}
