import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { caseRecordJson } from '../../platform/db/case-columns.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { caseDiagnoses, caseToxResults, caseVersions, cases } from '../../platform/db/schema.js';

type Reader = Database | Transaction;

const BATCH_SIZE = 1000;

// Ledger order: case versions by row, then diagnoses and toxicology results by (row, ordinal); the id only
// breaks ties so the order never depends on the query plan.
const VERSION_ORDER = [caseVersions.rowNumber, caseVersions.id];

interface VersionKey {
  rowId: string;
  rowNumber: number;
}
interface ChildKey extends VersionKey {
  ordinal: number;
}

/** The `cases` row a version is the current version of, if it still is. */
export const currentCase = alias(cases, 'current_case');
export const currentCaseOfVersion = and(
  eq(currentCase.workspaceId, caseVersions.workspaceId),
  eq(currentCase.caseId, caseVersions.caseId),
  eq(currentCase.version, caseVersions.version),
);

/** A version's content: its kept record once superseded, else its current `cases` row. */
export const versionRecord = sql<unknown>`coalesce(${caseVersions.record}, ${caseRecordJson('current_case')})`;

export interface StoredLeaf {
  rowId: string;
  hash: string;
}

/**
 * The leaves of one file import as the import recorded them (content_hash), in ledger order: what its entry's
 * tree is built from. Read in batches, so no statement runs long and a large file never sits in one reply;
 * stops between batches once `signal` aborts.
 */
export async function storedFileLeaves(
  db: Reader,
  fileImportId: string,
  signal?: AbortSignal,
): Promise<StoredLeaf[]> {
  const versions = await readInBatches(
    (after: VersionKey | undefined) =>
      db
        .select({ rowId: caseVersions.id, hash: caseVersions.contentHash, rowNumber: caseVersions.rowNumber })
        .from(caseVersions)
        .where(
          and(
            eq(caseVersions.fileImportId, fileImportId),
            after && pastRow(VERSION_ORDER, [after.rowNumber, after.rowId]),
          ),
        )
        .orderBy(...VERSION_ORDER)
        .limit(BATCH_SIZE),
    signal,
  );
  const childLeaves = (table: typeof caseDiagnoses | typeof caseToxResults) =>
    readInBatches(
      (after: ChildKey | undefined) =>
        db
          .select({
            rowId: table.id,
            hash: table.contentHash,
            rowNumber: table.rowNumber,
            ordinal: table.ordinal,
          })
          .from(table)
          .where(
            and(
              eq(table.fileImportId, fileImportId),
              after &&
                pastRow(
                  [table.rowNumber, table.ordinal, table.id],
                  [after.rowNumber, after.ordinal, after.rowId],
                ),
            ),
          )
          .orderBy(table.rowNumber, table.ordinal, table.id)
          .limit(BATCH_SIZE),
      signal,
    );
  const diagnoses = await childLeaves(caseDiagnoses);
  const toxResults = await childLeaves(caseToxResults);
  return [...versions, ...diagnoses, ...toxResults].map(({ rowId, hash }) => ({ rowId, hash }));
}

/** Keyset condition: rows after the one whose ordering key is `key`. */
function pastRow(order: AnyColumn[], key: (number | string)[]): SQL {
  return sql`(${sql.join(order, sql`, `)}) > (${sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

async function readInBatches<Row>(
  nextBatch: (after: Row | undefined) => Promise<Row[]>,
  signal: AbortSignal | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: Row | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await nextBatch(after);
    rows.push(...batch);
    if (batch.length < BATCH_SIZE) return rows;
    after = batch.at(-1);
  }
}
