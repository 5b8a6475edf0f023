import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CaseField } from '@hde/contracts/fields';
import { caseDiagnoses, cases, caseToxResults } from './schema.js';

/** Columns the pipeline sets, by the record key they take their value from. */
export type ColumnSet = readonly { key: string; column: PgColumn }[];

/** Set by the writer itself, or computed by the database. */
const NOT_FROM_RECORD = new Set(['id', 'workspaceId', 'version', 'fileImportId', 'createdAt', 'updatedAt']);

function columnSetOf(table: Parameters<typeof getTableColumns>[0], exclude: Set<string>): ColumnSet {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !exclude.has(key))
    .map(([key, column]) => ({ key, column: column as PgColumn }));
}

/** Every cases column a version record fills: the catalogue's typed columns, the derived ones, case id, extra. */
export const CASE_COLUMNS = columnSetOf(cases, NOT_FROM_RECORD);

const CHILD_SET_BY_WRITER = new Set(['id', 'workspaceId', 'fileImportId', 'current', 'createdAt']);
export const DIAGNOSIS_COLUMNS = columnSetOf(caseDiagnoses, CHILD_SET_BY_WRITER);
export const TOX_RESULT_COLUMNS = columnSetOf(caseToxResults, CHILD_SET_BY_WRITER);

/** `"name" type, ...` for `jsonb_to_recordset(...) as r(...)`: one JSON parameter carries a whole batch. */
export function recordsetDefinition(columns: ColumnSet): SQL {
  return sql.raw(columns.map(({ column }) => `"${column.name}" ${column.getSQLType()}`).join(', '));
}

export function columnList(columns: ColumnSet, prefix = ''): SQL {
  return sql.raw(columns.map(({ column }) => `${prefix}"${column.name}"`).join(', '));
}

/** A batch row keyed by column name, as jsonb_to_recordset reads it. */
export function rowByColumnName(
  columns: ColumnSet,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { key, column } of columns) row[column.name] = values[key] ?? null;
  return row;
}

/** jsonb_build_object takes at most 100 arguments: 50 key/value pairs per call. */
const PAIRS_PER_CALL = 50;

/**
 * The version record of a `cases` row (`alias`), as jsonb keyed like the record the import hashed. A current
 * version's content is its `cases` row; this is how it is read back, and how it is kept once superseded.
 */
export function caseRecordJson(alias: string): SQL {
  const calls: string[] = [];
  for (let start = 0; start < CASE_COLUMNS.length; start += PAIRS_PER_CALL) {
    const pairs = CASE_COLUMNS.slice(start, start + PAIRS_PER_CALL).map(
      ({ key, column }) => `'${key}', ${alias}."${column.name}"`,
    );
    calls.push(`jsonb_build_object(${pairs.join(', ')})`);
  }
  return sql.raw(`(${calls.join(' || ')})`);
}

const CASES_BY_KEY = getTableColumns(cases) as Record<string, PgColumn>;

/** A catalogue column of `cases` by field key: those columns are built from the catalogue, so untyped by name. */
export function caseColumn(key: CaseField['key']): PgColumn {
  const column = CASES_BY_KEY[key];
  if (!column) throw new Error(`cases has no column for ${key}`);
  return column;
}
