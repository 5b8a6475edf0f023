import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  COUNT_KEY,
  DEFAULT_TABLE_LIMIT,
  type AnalyticsArea,
  type ParsedQueryBody,
  type QueryResult,
  type ResultRow,
  type WhereNode,
} from '@hde/contracts/api';
import { DEFAULT_CASE_TABLE_FIELDS, isExportColumn } from '@hde/contracts/fields';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { CASE_SEARCH_CONFIG } from '../../platform/db/schema.js';
import {
  ALIASES,
  caseColumnType,
  type AnalyticsRegistry,
  type AreaRegistry,
  type ResolvedField,
} from './registry.js';
import type { ReadStatement, StatementRow } from '../../platform/db/read-only.js';
import { parseRollupKey, ROLLUP_SQL_TYPES } from './rollups/plan.js';
import { andAll, compileWhere, QueryError, requireField, TRUE, UUID } from './compile-where.js';
import {
  decodeGroups,
  direction,
  facetsOf,
  groupingOf,
  groupingSql,
  resultValue,
  uniqueFields,
  type RowSource,
} from './compile-grouping.js';

/**
 * The query compiler (ARCHITECTURE §7): a pure function of (area, body, registry, workspace) to one
 * parameterised statement and the function that turns its single result row into the reply. Every value of the
 * request is a bound parameter; every identifier comes from the registry.
 *
 */

/** One result row of the statement: its columns as the driver gives them (json already parsed). */
export type { StatementRow };

/** The statement (read-only.ts: as drizzle SQL, and as text with its values). */
export interface CompiledQuery extends ReadStatement {
  /** The reply, from the statement's single row. */
  decode(row: StatementRow | undefined): QueryResult;
}

/** Bound values a statement may carry: PostgreSQL's protocol allows 65535; one request stays far below. */
const MAX_STATEMENT_PARAMS = 20_000;

const dialect = new PgDialect();

// ---------------------------------------------------------------------------------------------------------
// Rows of an area

export interface Filters {
  where?: WhereNode | undefined;
  initialFilter?: WhereNode | undefined;
  text?: string | undefined;
}

const COUNT_ROWS = sql.raw('count(*)');

function workspaceParam(workspaceId: string): SQL {
  if (!UUID.test(workspaceId)) throw new QueryError(ANALYTICS_ERRORS.unknownWorkspace);
  return sql`${workspaceId}::uuid`;
}

function fromClause(fields: AreaRegistry, workspace: SQL): RowSource {
  const { case: c, child: t, file: f, activity: a, user: u } = ALIASES;
  switch (fields.source) {
    case 'case':
      return {
        from: sql.raw(`cases ${c}`),
        where: sql`${sql.raw(c)}.workspace_id = ${workspace}`,
        count: COUNT_ROWS,
      };
    case 'toxicology':
    case 'diagnoses': {
      const table = fields.source === 'toxicology' ? 'case_tox_results' : 'case_diagnoses';
      return {
        from: sql.raw(
          `${table} ${t} join cases ${c} on ${c}.workspace_id = ${t}.workspace_id and ${c}.case_id = ${t}.case_id`,
        ),
        where: sql`${sql.raw(t)}.workspace_id = ${workspace} and ${sql.raw(t)}.current and ${sql.raw(c)}.workspace_id = ${workspace}`,
        count: COUNT_ROWS,
      };
    }
    case 'file':
      return {
        from: sql.raw(`file_imports ${f}`),
        where: sql`${sql.raw(f)}.workspace_id = ${workspace} and ${sql.raw(f)}.status <> 'DRAFT'`,
        count: COUNT_ROWS,
      };
    case 'activity':
      return {
        from: sql.raw(`activities ${a} left join users ${u} on ${u}.id = ${a}.user_id`),
        where: sql`${sql.raw(a)}.workspace_id = ${workspace}`,
        count: COUNT_ROWS,
      };
    // The scope is the viewer: their own activities, and all of the workspaces they are OWNER or ADMIN of. The
    // workspaces as an array, read once: both sides of the `or` then read their index.
    case 'activityLog': {
      const { workspace: w, member: m } = ALIASES;
      const [activity, member] = [sql.raw(a), sql.raw(m)];
      return {
        from: sql.raw(
          `activities ${a} left join users ${u} on ${u}.id = ${a}.user_id left join workspaces ${w} on ${w}.id = ${a}.workspace_id`,
        ),
        where: sql`(${activity}.user_id = ${workspace} or ${activity}.workspace_id = any(array(select ${member}.workspace_id from workspace_members ${member} where ${member}.user_id = ${workspace} and ${member}.role in ('OWNER', 'ADMIN') and ${member}.status = 'ACTIVE')))`,
        count: COUNT_ROWS,
      };
    }
    // The scope is the owner: the toxicology cases are their creator's, not a workspace's.
    case 'toxCase':
      return {
        from: sql.raw(`tox_cases ${c}`),
        where: sql`${sql.raw(c)}.owner_id = ${workspace}`,
        count: COUNT_ROWS,
      };
    // The entry rows repeat their case's fields, so no join: a case without entries has no row here.
    case 'toxEntries':
      return {
        from: sql.raw(`tox_case_entries ${t}`),
        where: sql`${sql.raw(t)}.owner_id = ${workspace}`,
        // A case with several entries of a group counts once in it.
        count: sql.raw(`count(distinct ${t}.case_row_id)`),
      };
  }
}

/**
 * The rows of a count summary of the workspace's cases (rollups/plan.ts), typed and named as the `cases` columns
 * they summarise under the case alias, so every field expression reads them unchanged; each weighs its count.
 */
function rollupSource(key: string, workspace: SQL): RowSource {
  const c = ALIASES.case;
  const columns = parseRollupKey(key).map(({ column }, index) => {
    const type = caseColumnType(column);
    if (!type || !ROLLUP_SQL_TYPES.has(type)) throw new Error(`no summary can hold the column ${column}`);
    return sql.raw(`, r.dims[${index + 1}]::${type} as "${column}"`);
  });
  return {
    from: sql`(select r.n${sql.join(columns)} from case_rollup_rows r where r.workspace_id = ${workspace} and r.rollup = ${key}::text) ${sql.raw(c)}`,
    where: TRUE,
    count: sql.raw(`coalesce(sum(${c}.n), 0)`),
  };
}

/**
 * Quick search (spec §7.2): websearch syntax over the case text vector, or the case id itself (any letter case).
 * One semi-join over both, rather than an OR of the two: the matching cases are found once, through the text
 * index and the (workspace, lower(case_id)) index, instead of testing every case of the workspace.
 */
function quickSearch(text: string, workspace: SQL): SQL {
  const c = sql.raw(ALIASES.case);
  return sql`${c}.id in (select s.case_row_id from case_search s where s.workspace_id = ${workspace} and s.search @@ websearch_to_tsquery(${CASE_SEARCH_CONFIG}::regconfig, ${text}::text) union all select k.id from cases k where k.workspace_id = ${workspace} and lower(k.case_id) = lower(${text}::text))`;
}

/**
 * The rows of the area that the filters keep, scoped to the workspace first; with `rollupKey`, the rows of that
 * count summary of the workspace's cases instead (only for what rollups/plan.ts found it can answer).
 */
function filteredRows(
  fields: AreaRegistry,
  filters: Filters,
  workspaceId: string,
  rollupKey?: string,
): RowSource {
  const workspace = workspaceParam(workspaceId);
  const source = rollupKey === undefined ? fromClause(fields, workspace) : rollupSource(rollupKey, workspace);
  const parts = [source.where];
  if (filters.where) parts.push(compileWhere(fields, filters.where));
  if (filters.initialFilter) parts.push(compileWhere(fields, filters.initialFilter));
  const text = filters.text?.trim();
  if (text) {
    if (!fields.searchable) throw new QueryError(ANALYTICS_ERRORS.searchNotApplicable(fields.area));
    parts.push(quickSearch(text, workspace));
  }
  return { from: source.from, where: andAll(parts), count: source.count };
}

// ---------------------------------------------------------------------------------------------------------
// Statements

function finish(statement: SQL, decode: CompiledQuery['decode']): CompiledQuery {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length > MAX_STATEMENT_PARAMS) {
    throw new QueryError(ANALYTICS_ERRORS.tooManyValues(MAX_STATEMENT_PARAMS));
  }
  return { sql: statement, text, params, decode };
}

function checkUnwind(area: AnalyticsArea, body: ParsedQueryBody): void {
  if (!body.unwind) return;
  const own = area === 'TOXICOLOGY' ? 'toxicology' : area === 'DIAGNOSIS' ? 'diagnoses' : undefined;
  if (area !== 'CASE' && body.unwind !== own) {
    throw new QueryError(ANALYTICS_ERRORS.unwindNotApplicable(body.unwind, area));
  }
}

/** The fields a query may use: the registry of the area (with the child rows of `unwind`). */
function areaFields(
  area: AnalyticsArea,
  body: Pick<ParsedQueryBody, 'unwind'>,
  registry: AnalyticsRegistry,
): AreaRegistry {
  checkUnwind(area, body as ParsedQueryBody);
  return registry.resolve(area, area === 'CASE' ? body.unwind : undefined);
}

/** The rows of an area the filters keep within its scope, for a statement written elsewhere (a keyset export). */
export function compileRows(
  area: AnalyticsArea,
  filters: Filters,
  registry: AnalyticsRegistry,
  scopeId: string,
): RowSource {
  return filteredRows(areaFields(area, {}, registry), filters, scopeId);
}

/**
 * The statement of a query body: a grouping (`groupBy`, rows `{ field..., COUNT }`), a count (`addCount`
 * alone, one row `{ COUNT }`) or a table (`fields`, with `total`); `facets` add groupings of the same rows.
 */
export function compileQuery(
  area: AnalyticsArea,
  body: ParsedQueryBody,
  registry: AnalyticsRegistry,
  workspaceId: string,
  rollupKey?: string,
): CompiledQuery {
  const fields = areaFields(area, body, registry);
  const rows = filteredRows(fields, body, workspaceId, rollupKey);
  const fromSummary = rollupKey !== undefined;
  const facets = facetsOf(fields, body);
  const facetColumns = facets.map(
    ([, grouping], index) => sql`${groupingSql(rows, grouping)} as ${sql.raw(`f${index}`)}`,
  );
  const decodeFacets = (row: StatementRow | undefined): Pick<QueryResult, 'facets'> =>
    facets.length === 0
      ? {}
      : {
          facets: Object.fromEntries(
            facets.map(([name, grouping], index) => [name, decodeGroups(grouping, row?.[`f${index}`], true)]),
          ),
        };
  const select = (columns: SQL[]) => sql`select ${sql.join([...columns, ...facetColumns], sql.raw(', '))}`;

  if (body.groupBy && body.groupBy.length > 0) {
    const grouping = groupingOf(fields, { ...body, groupBy: body.groupBy }, body.from ?? 0);
    const withCount = body.addCount ?? false;
    return finish(select([sql`${groupingSql(rows, grouping)} as items`]), (row) => ({
      items: decodeGroups(grouping, row?.items, withCount),
      ...decodeFacets(row),
    }));
  }

  const tableNames = body.fields && body.fields.length > 0 ? body.fields : undefined;
  if (body.addCount && !tableNames) {
    const count = sql`(select ${rows.count}::int from ${rows.from} where ${rows.where}) as n`;
    return finish(select([count]), (row) => ({
      items: [{ [COUNT_KEY]: Number(row?.n ?? 0) }],
      ...decodeFacets(row),
    }));
  }

  if (fromSummary) throw new Error('a table reads the case rows, never a count summary');
  const columns = uniqueFields(fields, tableNames ?? fields.defaultTableFields);
  if (body.sortField === COUNT_KEY) throw new QueryError(ANALYTICS_ERRORS.tableSortedByCount);
  const sortField = requireField(fields, body.sortField ?? fields.defaultSort.field);
  const ascending = body.sortAsc ?? (body.sortField === undefined ? fields.defaultSort.ascending : true);
  const idField = requireField(fields, '_id');
  const sortKeys: [SQL, boolean, boolean][] = [[sortField.value, ascending, sortField.notNull ?? false]];
  if (sortField !== idField) sortKeys.push([idField.value, true, idField.notNull ?? false]);
  sortKeys.push([fields.rowKey, true, true]);
  const limit = body.limit ?? DEFAULT_TABLE_LIMIT;
  const offset = body.from ?? 0;
  const values = sql.join(
    [
      ...columns.map((field, index) => sql`${field.output} as ${sql.raw(`v${index}`)}`),
      ...sortKeys.map(([key], index) => sql`${key} as ${sql.raw(`s${index}`)}`),
    ],
    sql.raw(', '),
  );
  const inner = sql.join(
    sortKeys.map(([, asc, notNull], index) => sql`${sql.raw(`s${index}`)} ${direction(asc, notNull)}`),
    sql.raw(', '),
  );
  const outer = sql.join(
    sortKeys.map(([, asc, notNull], index) => sql`q.${sql.raw(`s${index}`)} ${direction(asc, notNull)}`),
    sql.raw(', '),
  );
  const page = sql`(select coalesce(json_agg(q order by ${outer}), '[]'::json) from (select ${values} from ${rows.from} where ${rows.where} order by ${inner} limit ${limit}::int offset ${offset}::int) q) as items`;
  const withTotal = !fields.tableWithoutTotal;
  const total = sql`(select count(*)::int from ${rows.from} where ${rows.where}) as total`;
  return finish(select(withTotal ? [page, total] : [page]), (row) => {
    const items = (Array.isArray(row?.items) ? (row.items as Record<string, unknown>[]) : []).map((entry) => {
      const item: ResultRow = {};
      columns.forEach((field, index) => {
        item[field.name] = resultValue(field, entry[`v${index}`]);
      });
      return item;
    });
    const first = items[0];
    if (fields.padsCaseTable && first) {
      for (const name of DEFAULT_CASE_TABLE_FIELDS) if (!(name in first)) first[name] = null;
    }
    return { items, ...(withTotal ? { total: Number(row?.total ?? 0) } : {}), ...decodeFacets(row) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Export

export interface ExportPlan {
  /** The columns, in order: the header row is their labels. */
  columns: ResolvedField[];
  /** The statement of the page after the row key `after` (null: the first), rows `{ c0..., k }` by row key. */
  page(after: string | null, size: number): CompiledQuery;
}

/**
 * The columns of an export: the row's id first, then every field isExportColumn keeps (no personal data, no
 * second name of a value), each value once.
 */
function exportColumns(fields: AreaRegistry): ResolvedField[] {
  const seen = new Set<string>();
  const out: ResolvedField[] = [];
  const id = fields.field('_id');
  for (const field of [...(id ? [id] : []), ...fields.fields]) {
    if (seen.has(field.identity) || !isExportColumn(field)) continue;
    seen.add(field.identity);
    out.push(field);
  }
  return out;
}

/** Keyset pages of the filtered rows of an area, for the CSV export. */
export function compileExport(
  area: AnalyticsArea,
  filters: Filters,
  registry: AnalyticsRegistry,
  workspaceId: string,
): ExportPlan {
  const fields = areaFields(area, {}, registry);
  const rows = filteredRows(fields, filters, workspaceId);
  const columns = exportColumns(fields);
  const values = sql.join(
    columns.map((field, index) => sql`${field.output} as ${sql.raw(`c${index}`)}`),
    sql.raw(', '),
  );
  return {
    columns,
    page(after, size) {
      if (after !== null && !UUID.test(after)) throw new Error('export keyset must be a row id');
      const keyset = after === null ? TRUE : sql`${fields.rowKey} > ${after}::uuid`;
      const statement = sql`select ${values}, ${fields.rowKey}::text as k from ${rows.from} where ${rows.where} and ${keyset} order by ${fields.rowKey} limit ${size}::int`;
      return finish(statement, () => ({ items: [] }));
    },
  };
}
