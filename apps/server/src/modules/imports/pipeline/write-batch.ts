import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../../platform/db/client.js';
import { copyRows, copyValue } from '../../../platform/db/copy.js';
import {
  CASE_COLUMNS,
  caseRecordJson,
  columnList,
  DIAGNOSIS_COLUMNS,
  recordsetDefinition,
  rowByColumnName,
  TOX_RESULT_COLUMNS,
  type ColumnSet,
} from '../../../platform/db/case-columns.js';
import type { ImportIssue } from './issues.js';
import type { PreparedCase } from './prepare-case.js';
import type { ChildKind, PreparedChild } from './prepare-child.js';

export interface BatchTarget {
  workspaceId: string;
  fileImportId: string;
}

function jsonParam(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

const caseUpdates = sql.raw(
  CASE_COLUMNS.filter(({ key }) => key !== 'caseId')
    .map(({ column }) => `"${column.name}" = excluded."${column.name}"`)
    .join(', '),
);

const STAGE_TABLE = 'import_stage_cases';
const STAGE_COLUMNS = ['row_number', 'content_hash', ...CASE_COLUMNS.map(({ column }) => column.name)];

function stageRow(prepared: PreparedCase): string {
  let line = `${prepared.rowNumber}\t${prepared.contentHash}`;
  for (const { key } of CASE_COLUMNS) line += `\t${copyValue(prepared.record[key])}`;
  return `${line}\n`;
}

/**
 * The `cases` row of `ids.case_id`, for a lateral join. A subquery with a limit stays an index probe per id:
 * joined instead, the planner scans `cases` whole for every batch while a bulk load outgrows its statistics.
 */
function caseProbe(workspaceId: string): SQL {
  return sql`select * from cases where workspace_id = ${workspaceId}::uuid and case_id = ids.case_id limit 1`;
}

/**
 * Keeps, in its version row, the record of each case of the batch that already exists, before the upsert
 * replaces its `cases` row.
 */
async function keepReplacedRecords(tx: Transaction, workspaceId: string, batch: readonly PreparedCase[]) {
  const replaced = rowsOf<{ case_id: string; version: number; record: unknown }>(
    await tx.execute(sql`
      select c.case_id, c.version, ${caseRecordJson('c')} as record
      from jsonb_array_elements_text(${jsonParam(batch.map((row) => row.caseId))}) as ids(case_id)
      cross join lateral (${caseProbe(workspaceId)}) c`),
  );
  if (replaced.length === 0) return;
  await tx.execute(sql`
    update case_versions v set record = r.record
    from jsonb_to_recordset(${jsonParam(replaced)}) as r(case_id text, version integer, record jsonb)
    where v.workspace_id = ${workspaceId}::uuid and v.case_id = r.case_id and v.version = r.version
      and v.record is null`);
}

/**
 * Upserts the latest version of each case and appends its version row. The batch is copied into a staging
 * table that every commit empties (COPY parses typed text far faster than bound parameters or JSON). A
 * version's content is its `cases` row while it is current, so only a case being replaced has its record
 * kept in its old version row first. The cases of one batch have distinct case ids (the caller splits
 * batches at a repeat), since one statement cannot update a row twice.
 */
export async function writeCases(tx: Transaction, target: BatchTarget, batch: readonly PreparedCase[]) {
  if (batch.length === 0) return;
  const stage = sql.raw(STAGE_TABLE);
  // Made once per connection and emptied by every commit: creating an 80-column table per batch costs more
  // than copying a thousand rows into it.
  await tx.execute(sql`
    create temp table if not exists ${stage}
      (row_number integer, content_hash text, ${recordsetDefinition(CASE_COLUMNS)}) on commit delete rows`);
  await copyRows(tx, STAGE_TABLE, STAGE_COLUMNS, batch.map(stageRow).join(''));
  await keepReplacedRecords(tx, target.workspaceId, batch);
  await tx.execute(sql`
    with upserted as (
      insert into cases (workspace_id, file_import_id, ${columnList(CASE_COLUMNS)})
      select ${target.workspaceId}::uuid, ${target.fileImportId}::uuid, ${columnList(CASE_COLUMNS)} from ${stage}
      on conflict (workspace_id, case_id) do update set
        version = cases.version + 1, file_import_id = excluded.file_import_id, updated_at = now(), ${caseUpdates}
      returning case_id, version)
    insert into case_versions (workspace_id, file_import_id, case_id, version, row_number, content_hash)
    select ${target.workspaceId}::uuid, ${target.fileImportId}::uuid, s.case_id, u.version, s.row_number,
      s.content_hash
    from ${stage} s join upserted u on u.case_id = s.case_id`);
}

const CHILD_TABLES: Record<ChildKind, { table: string; columns: ColumnSet }> = {
  DIAGNOSIS: { table: 'case_diagnoses', columns: DIAGNOSIS_COLUMNS },
  TOXICOLOGY: { table: 'case_tox_results', columns: TOX_RESULT_COLUMNS },
};

async function existingCaseIds(tx: Transaction, workspaceId: string, caseIds: readonly string[]) {
  const rows = rowsOf<{ case_id: string }>(
    await tx.execute(sql`
      select c.case_id
      from jsonb_array_elements_text(${jsonParam(caseIds)}) as ids(case_id)
      cross join lateral (${caseProbe(workspaceId)}) c`),
  );
  return new Set(rows.map((row) => row.case_id));
}

/**
 * Writes diagnosis or toxicology rows. A case's rows from an earlier file stop being current (they stay, so
 * that file's ledger entry still verifies). Rows whose case is not in the workspace are returned, unwritten.
 */
export async function writeChildren(
  tx: Transaction,
  target: BatchTarget,
  kind: ChildKind,
  batch: readonly PreparedChild[],
): Promise<PreparedChild[]> {
  if (batch.length === 0) return [];
  const { table, columns } = CHILD_TABLES[kind];
  const known = await existingCaseIds(tx, target.workspaceId, [...new Set(batch.map((row) => row.caseId))]);
  const accepted = batch.filter((row) => known.has(row.caseId));
  if (accepted.length > 0) {
    const caseIds = [...new Set(accepted.map((row) => row.caseId))];
    await tx.execute(sql`
      update ${sql.raw(table)} set current = false
      where workspace_id = ${target.workspaceId}::uuid and current
        and case_id in (select jsonb_array_elements_text(${jsonParam(caseIds)}))
        and file_import_id is distinct from ${target.fileImportId}::uuid`);
    const rows = accepted.map((row) => rowByColumnName(columns, { ...row.values, ...row, extra: row.extra }));
    await tx.execute(sql`
      insert into ${sql.raw(table)} (workspace_id, file_import_id, ${columnList(columns)})
      select ${target.workspaceId}::uuid, ${target.fileImportId}::uuid, ${columnList(columns, 'r.')}
      from jsonb_to_recordset(${jsonParam(rows)}) as r(${recordsetDefinition(columns)})`);
  }
  return batch.filter((row) => !known.has(row.caseId));
}

export async function writeIssues(tx: Transaction, fileImportId: string, issues: readonly ImportIssue[]) {
  if (issues.length === 0) return;
  const rows = issues.map((issue) => ({
    type: issue.type,
    row_number: issue.rowNumber,
    case_id: issue.caseId,
    field_name: issue.fieldName,
    message: issue.message,
  }));
  await tx.execute(sql`
    insert into import_errors (file_import_id, type, row_number, case_id, field_name, message)
    select ${fileImportId}::uuid, r.type, r.row_number, r.case_id, r.field_name, r.message
    from jsonb_to_recordset(${jsonParam(rows)})
      as r(type text, row_number integer, case_id text, field_name text, message text)`);
}
