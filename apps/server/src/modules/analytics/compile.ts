import { hash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  COUNT_KEY,
  DEFAULT_CASE_TABLE_FIELDS,
  DEFAULT_GROUP_LIMIT,
  DEFAULT_TABLE_LIMIT,
  QUERY_LIMITS,
  roundCoordinate,
  type AnalyticsArea,
  type FilterCondition,
  type FilterValue,
  type ParsedQueryBody,
  type QueryResult,
  type ResultRow,
  type WhereNode,
} from '@hde/contracts';
import { HttpError } from '../../platform/errors.js';
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

/**
 * The query compiler (ARCHITECTURE §7): a pure function of (area, body, registry, workspace) to one
 * parameterised statement and the function that turns its single result row into the reply. Every value of the
 * request is a bound parameter; every identifier comes from the registry.
 *
 * Filter semantics (spec §5):
 * - eq: strings and booleans equal one of the values; numbers: one value v is [v, v+1), two values [a, b] are
 *   [a, b+1), more are one [v, v+1) each; dates: the same in days (a date d is [d, d+1 day)). A null value
 *   matches empty fields.
 * - ne, nin: the negation of eq, in: an empty field matches `ne 'x'` (and `ne null` means "not empty").
 * - in: equality with any of the values (dates: the day); an empty list matches nothing.
 * - gte, lte: one value; `lte` on a date runs to the end of that day (< d + 1 day).
 * - like: case-insensitive "contains" (any of the values), with %, _ and \ taken literally.
 * - `not` is pushed down to the conditions, so an empty field never turns a negation into "unknown".
 */

/** A query the caller must change: 400 with the reason. */
export class QueryError extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'QueryError';
  }
}

/** One result row of the statement: its columns as the driver gives them (json already parsed). */
export type { StatementRow };

/** The statement (read-only.ts: as drizzle SQL, as text with its values, and its prepared name, if any). */
export interface CompiledQuery extends ReadStatement {
  /** The reply, from the statement's single row. */
  decode(row: StatementRow | undefined): QueryResult;
}

/** Bound values a statement may carry: PostgreSQL's protocol allows 65535; one request stays far below. */
export const MAX_STATEMENT_PARAMS = 20_000;

const dialect = new PgDialect();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
const INT4_MAX = 2_147_483_647;

const TRUE = sql.raw('true');
const FALSE = sql.raw('false');

function andAll(parts: SQL[]): SQL {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0] as SQL;
  return sql`(${sql.join(parts, sql.raw(' and '))})`;
}

function orAll(parts: SQL[]): SQL {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0] as SQL;
  return sql`(${sql.join(parts, sql.raw(' or '))})`;
}

function shown(value: FilterValue): string {
  const text = typeof value === 'string' ? `"${value}"` : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// ---------------------------------------------------------------------------------------------------------
// Values

function stringValue(value: Exclude<FilterValue, null>): string {
  return String(value);
}

function numberValue(field: ResolvedField, value: Exclude<FilterValue, null>): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new QueryError(`The field "${field.name}" takes numbers, not ${shown(value)}`);
}

function booleanValue(field: ResolvedField, value: Exclude<FilterValue, null>): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new QueryError(`The field "${field.name}" takes true or false, not ${shown(value)}`);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A date filter value: its calendar day (as written) and the instant its day starts at. */
interface DayValue {
  day: string;
  startMs: number;
}

/** Midnight UTC of a calendar day; unlike Date.UTC, years 0-99 are not taken for 1900-1999. */
function utcDay(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function dayText(ms: number): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function dateValue(field: ResolvedField, value: Exclude<FilterValue, null>): DayValue {
  const invalid = () =>
    new QueryError(
      `The field "${field.name}" takes dates (YYYY-MM-DD or ISO date-times), not ${shown(value)}`,
    );
  if (typeof value !== 'string') throw invalid();
  const dateOnly = DATE_ONLY.exec(value);
  const dateTime = dateOnly ? null : DATE_TIME.exec(value);
  const parts = dateOnly ?? dateTime;
  if (!parts) throw invalid();
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const dayMs = utcDay(year, month - 1, day);
  if (year < 1 || dayText(dayMs) !== value.slice(0, 10)) throw invalid();
  if (dateOnly) return { day: value, startMs: dayMs };
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const startMs = Date.parse(zoned);
  if (!Number.isFinite(startMs)) throw invalid();
  return { day: value.slice(0, 10), startMs };
}

/** A bound value cast to the type of the field's value expression. */
function bound(field: ResolvedField, value: string | number | boolean): SQL {
  switch (field.kind) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT4_MAX
        ? sql`${value}::int`
        : sql`${value}::numeric`;
    case 'double':
      return sql`${value}::float8`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'date':
      return sql`${value}::date`;
    case 'timestamp':
      return sql`${value}::timestamptz`;
    case 'text':
      return sql`${value}::text`;
  }
}

/** The first instant (or day) of a date value, and the first after its day, as bound values. */
function dayBounds(field: ResolvedField, value: DayValue, lastDay: DayValue = value): [SQL, SQL] {
  if (field.kind === 'date') {
    return [bound(field, value.day), bound(field, dayText(utcDay(...ymd(lastDay.day)) + DAY_MS))];
  }
  return [
    bound(field, new Date(value.startMs).toISOString()),
    bound(field, new Date(lastDay.startMs + DAY_MS).toISOString()),
  ];
}

function ymd(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month - 1, date];
}

function between(field: ResolvedField, from: SQL, until: SQL): SQL {
  return sql`(${field.value} >= ${from} and ${field.value} < ${until})`;
}

function scalarList(field: ResolvedField, values: (string | number | boolean)[]): SQL {
  const [single] = values;
  if (values.length === 1 && single !== undefined) return sql`${field.value} = ${bound(field, single)}`;
  return sql`${field.value} in (${sql.join(
    values.map((value) => bound(field, value)),
    sql.raw(', '),
  )})`;
}

function splitNull(values: readonly FilterValue[]) {
  const present = values.filter((value): value is Exclude<FilterValue, null> => value !== null);
  return { present, hasNull: present.length < values.length };
}

function requireField(fields: AreaRegistry, name: string): ResolvedField {
  const field = fields.field(name);
  if (!field) throw new QueryError(`Unknown field "${name.slice(0, 100)}" for ${fields.area}`);
  return field;
}

// ---------------------------------------------------------------------------------------------------------
// Conditions

/** `is null` when null is among the values, OR-ed with what `ofPresent` makes of the others. */
function orNull(
  field: ResolvedField,
  values: readonly FilterValue[],
  ofPresent: (present: Exclude<FilterValue, null>[]) => SQL[],
): SQL {
  const { present, hasNull } = splitNull(values);
  const parts: SQL[] = hasNull ? [sql`${field.value} is null`] : [];
  if (present.length > 0) parts.push(...ofPresent(present));
  return orAll(parts);
}

/** Exact matches of a boolean or text field (a folded text: whatever its letter case and surrounding spaces). */
function exactValues(field: ResolvedField, present: Exclude<FilterValue, null>[]): SQL {
  if (field.fold && field.type !== 'boolean') {
    const folded = present.map((value) => sql`lower(btrim(${stringValue(value)}::text))`);
    return sql`${field.fold} in (${sql.join(folded, sql.raw(', '))})`;
  }
  return field.type === 'boolean'
    ? scalarList(
        field,
        present.map((value) => booleanValue(field, value)),
      )
    : scalarList(field, present.map(stringValue));
}

/** eq: see the module comment. Never true for an empty field unless null is one of the values. */
function equals(field: ResolvedField, values: readonly FilterValue[]): SQL {
  return orNull(field, values, (present) => {
    if (field.type === 'number') {
      const numbers = present.map((value) => numberValue(field, value));
      if (numbers.length === 2) {
        const [low, high] = numbers as [number, number];
        return [between(field, bound(field, low), bound(field, high + 1))];
      }
      return numbers.map((low) => between(field, bound(field, low), bound(field, low + 1)));
    }
    if (field.type === 'date') {
      const days = present.map((value) => dateValue(field, value));
      if (days.length === 2) {
        const [first, last] = days as [DayValue, DayValue];
        return [between(field, ...dayBounds(field, first, last))];
      }
      return days.map((day) => between(field, ...dayBounds(field, day)));
    }
    return [exactValues(field, present)];
  });
}

/** in: equality with any value (a date: its day); an empty list matches nothing. */
function member(field: ResolvedField, values: readonly FilterValue[]): SQL {
  return orNull(field, values, (present) => {
    if (field.type === 'date') {
      const days = present.map((value) => dateValue(field, value));
      if (field.kind === 'date') {
        return [
          scalarList(
            field,
            days.map((day) => day.day),
          ),
        ];
      }
      return days.map((day) => between(field, ...dayBounds(field, day)));
    }
    if (field.type === 'number') {
      return [
        scalarList(
          field,
          present.map((value) => numberValue(field, value)),
        ),
      ];
    }
    return [exactValues(field, present)];
  });
}

function singleValue(condition: FilterCondition): Exclude<FilterValue, null> {
  const [value] = condition.values;
  if (condition.values.length !== 1 || value === null || value === undefined) {
    throw new QueryError(
      `The operator "${condition.operator}" on "${condition.field}" takes exactly one value`,
    );
  }
  return value;
}

function compare(field: ResolvedField, condition: FilterCondition): SQL {
  const value = singleValue(condition);
  const greater = condition.operator === 'gte';
  if (field.type === 'date') {
    const [start, next] = dayBounds(field, dateValue(field, value));
    return greater ? sql`${field.value} >= ${start}` : sql`${field.value} < ${next}`;
  }
  const operand =
    field.type === 'number' ? bound(field, numberValue(field, value)) : bound(field, stringValue(value));
  return greater ? sql`${field.value} >= ${operand}` : sql`${field.value} <= ${operand}`;
}

/** The text with `%`, `_` and `\` escaped, so in a LIKE pattern they match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that finds the text anywhere. */
export function likePattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

function contains(field: ResolvedField, condition: FilterCondition): SQL {
  const { present, hasNull } = splitNull(condition.values);
  if (present.length === 0 || hasNull) {
    throw new QueryError(`The operator "like" on "${condition.field}" takes one or more texts`);
  }
  if (field.kind !== 'text') {
    throw new QueryError(`The operator "like" does not apply to the field "${field.name}"`);
  }
  return orAll(present.map((value) => sql`${field.value} ilike ${likePattern(stringValue(value))}::text`));
}

function condition(fields: AreaRegistry, node: FilterCondition, negated: boolean): SQL {
  const field = requireField(fields, node.field);
  if (!field.operators.includes(node.operator)) {
    throw new QueryError(`The operator "${node.operator}" does not apply to the field "${field.name}"`);
  }
  let positive: SQL;
  let negate = negated;
  switch (node.operator) {
    case 'eq':
    case 'ne': {
      if (node.operator === 'ne') negate = !negate;
      if (node.values.length > 0 && node.values.every((value) => value === null)) {
        return negate ? sql`${field.value} is not null` : sql`${field.value} is null`;
      }
      positive = equals(field, node.values);
      break;
    }
    case 'in':
    case 'nin':
      if (node.operator === 'nin') negate = !negate;
      positive = member(field, node.values);
      break;
    case 'gte':
    case 'lte':
      positive = compare(field, node);
      break;
    case 'like':
      positive = contains(field, node);
      break;
  }
  if (!negate) return positive;
  if (positive === TRUE) return FALSE;
  if (positive === FALSE) return TRUE;
  // Two-valued: an empty field (NULL) fails the positive form, so it passes the negation.
  return sql`((${positive}) is not true)`;
}

/** Depth and size of a filter tree, walked without recursion (a hostile tree may be very deep). */
export function measureWhere(root: WhereNode): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: [WhereNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, level] = stack.pop() as [WhereNode, number];
    nodes += 1;
    depth = Math.max(depth, level);
    if (depth > QUERY_LIMITS.whereDepth || nodes > QUERY_LIMITS.whereNodes) break;
    if ('and' in node) for (const child of node.and) stack.push([child, level + 1]);
    else if ('or' in node) for (const child of node.or) stack.push([child, level + 1]);
    else if ('not' in node) stack.push([node.not, level + 1]);
  }
  return { depth, nodes };
}

function checkLimits(root: WhereNode): void {
  const { depth, nodes } = measureWhere(root);
  if (depth > QUERY_LIMITS.whereDepth) {
    throw new QueryError(`The filter is nested too deeply: at most ${QUERY_LIMITS.whereDepth} levels`);
  }
  if (nodes > QUERY_LIMITS.whereNodes) {
    throw new QueryError(`The filter has too many conditions: at most ${QUERY_LIMITS.whereNodes}`);
  }
}

function whereNode(fields: AreaRegistry, node: WhereNode, negated: boolean): SQL {
  if ('and' in node) {
    const parts = node.and.map((child) => whereNode(fields, child, negated));
    return negated ? orAll(parts) : andAll(parts);
  }
  if ('or' in node) {
    const parts = node.or.map((child) => whereNode(fields, child, negated));
    return negated ? andAll(parts) : orAll(parts);
  }
  if ('not' in node) return whereNode(fields, node.not, !negated);
  return condition(fields, node, negated);
}

/** The SQL of a filter tree, after its limits are checked. */
export function compileWhere(fields: AreaRegistry, root: WhereNode): SQL {
  checkLimits(root);
  return whereNode(fields, root, false);
}

// ---------------------------------------------------------------------------------------------------------
// Rows of an area

export interface Filters {
  where?: WhereNode | undefined;
  initialFilter?: WhereNode | undefined;
  text?: string | undefined;
}

interface RowSource {
  from: SQL;
  where: SQL;
  /** The number of cases of the rows counted. */
  count: SQL;
}

const COUNT_ROWS = sql.raw('count(*)');

function workspaceParam(workspaceId: string): SQL {
  if (!UUID.test(workspaceId)) throw new QueryError('Unknown workspace');
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
export function filteredRows(
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
    if (!fields.searchable) throw new QueryError(`Quick search does not apply to ${fields.area}`);
    parts.push(quickSearch(text, workspace));
  }
  return { from: source.from, where: andAll(parts), count: source.count };
}

// ---------------------------------------------------------------------------------------------------------
// Statements

interface Grouping {
  fields: ResolvedField[];
  limit: number;
  offset: number;
  sortField: string | undefined;
  sortAsc: boolean | undefined;
}

function uniqueFields(fields: AreaRegistry, names: readonly string[]): ResolvedField[] {
  const seen = new Set<string>();
  const out: ResolvedField[] = [];
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(requireField(fields, name));
  }
  return out;
}

const direction = (ascending: boolean) => sql.raw(ascending ? 'asc nulls last' : 'desc nulls last');

/**
 * The groups of the rows, `{ g0, g1, g2, n }`. A folded field groups by its folded key and shows the spelling most
 * rows have (then the first in order); `n` sums the counts, so a count summary's rows give the same groups.
 */
function groupedRows(rows: RowSource, fields: readonly ResolvedField[]): SQL {
  const positions = (count: number) =>
    sql.raw(Array.from({ length: count }, (_, index) => String(index + 1)).join(', '));
  if (!fields.some((field) => field.fold)) {
    const columns = sql.join(
      fields.map((field, index) => sql`${field.output} as ${sql.raw(`g${index}`)}`),
      sql.raw(', '),
    );
    return sql`select ${columns}, ${rows.count}::int as n from ${rows.from} where ${rows.where} group by ${positions(fields.length)}`;
  }
  const inner = fields.flatMap((field, index) =>
    field.fold
      ? [
          sql`${field.fold} as ${sql.raw(`k${index}`)}`,
          sql`btrim(${field.output}) as ${sql.raw(`s${index}`)}`,
        ]
      : [sql`${field.output} as ${sql.raw(`k${index}`)}`],
  );
  const outer = fields.map((field, index) =>
    field.fold
      ? sql.raw(`(array_agg(s${index} order by n desc, s${index} asc))[1] as g${index}`)
      : sql.raw(`k${index} as g${index}`),
  );
  const keys = sql.raw(fields.map((_, index) => `k${index}`).join(', '));
  return sql`select ${sql.join(outer, sql.raw(', '))}, sum(n)::int as n from (select ${sql.join(inner, sql.raw(', '))}, ${rows.count}::int as n from ${rows.from} where ${rows.where} group by ${positions(inner.length)}) w group by ${keys}`;
}

/** `json_agg` of a grouping: rows `{ g0, g1, g2, n }` in order. */
function groupingSql(rows: RowSource, grouping: Grouping): SQL {
  const keys = grouping.fields.map((_, index) => `g${index}`);
  const sortIndex =
    grouping.sortField === undefined || grouping.sortField === COUNT_KEY
      ? -1
      : grouping.fields.findIndex((field) => field.name === grouping.sortField);
  if (sortIndex === -1 && grouping.sortField !== undefined && grouping.sortField !== COUNT_KEY) {
    throw new QueryError(`A grouping sorts by ${COUNT_KEY} or one of its grouped fields`);
  }
  const order: [string, boolean][] = [];
  if (sortIndex === -1) {
    order.push(['n', grouping.sortAsc ?? false]);
    for (const key of keys) order.push([key, true]);
  } else {
    order.push([keys[sortIndex] as string, grouping.sortAsc ?? true]);
    order.push(['n', false]);
    keys.forEach((key, index) => index !== sortIndex && order.push([key, true]));
  }
  const inner = sql.join(
    order.map(([key, ascending]) => sql`${sql.raw(key)} ${direction(ascending)}`),
    sql.raw(', '),
  );
  const outer = sql.join(
    order.map(([key, ascending]) => sql`q.${sql.raw(key)} ${direction(ascending)}`),
    sql.raw(', '),
  );
  return sql`(select coalesce(json_agg(q order by ${outer}), '[]'::json) from (${groupedRows(rows, grouping.fields)} order by ${inner} limit ${grouping.limit}::int offset ${grouping.offset}::int) q)`;
}

function decodeGroups(grouping: Grouping, rows: unknown, withCount: boolean): ResultRow[] {
  return (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []).map((row) => {
    const item: ResultRow = {};
    grouping.fields.forEach((field, index) => {
      item[field.name] = resultValue(field, row[`g${index}`]);
    });
    if (withCount) item[COUNT_KEY] = Number(row.n);
    return item;
  });
}

function resultValue(field: ResolvedField, value: unknown): ResultRow[string] {
  if (value === null || value === undefined) return null;
  if (field.coordinate && typeof value === 'number') return roundCoordinate(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

function groupingOf(
  fields: AreaRegistry,
  spec: {
    groupBy: string[];
    limit?: number | undefined;
    sortField?: string | undefined;
    sortAsc?: boolean | undefined;
  },
  offset = 0,
): Grouping {
  if (spec.groupBy.length === 0) throw new QueryError('groupBy names no field');
  return {
    fields: uniqueFields(fields, spec.groupBy),
    limit: spec.limit ?? DEFAULT_GROUP_LIMIT,
    offset,
    sortField: spec.sortField,
    sortAsc: spec.sortAsc,
  };
}

function facetsOf(fields: AreaRegistry, body: ParsedQueryBody): [string, Grouping][] {
  return Object.entries(body.facets ?? {}).map(([name, facet]) => [name, groupingOf(fields, facet)]);
}

/**
 * `summary`: the statement reads a count summary, through its (workspace, key) index whatever the values, so one
 * plan suits every run and the statement is prepared by a name drawn from its text.
 */
function finish(statement: SQL, decode: CompiledQuery['decode'], summary = false): CompiledQuery {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length > MAX_STATEMENT_PARAMS) {
    throw new QueryError(`The query carries too many values: at most ${MAX_STATEMENT_PARAMS}`);
  }
  const preparedName = summary ? `summary_${hash('sha256', text).slice(0, 40)}` : undefined;
  return { sql: statement, text, params, decode, preparedName };
}

function checkUnwind(area: AnalyticsArea, body: ParsedQueryBody): void {
  if (!body.unwind) return;
  const own = area === 'TOXICOLOGY' ? 'toxicology' : area === 'DIAGNOSIS' ? 'diagnoses' : undefined;
  if (area !== 'CASE' && body.unwind !== own) {
    throw new QueryError(`unwind "${body.unwind}" does not apply to ${area}`);
  }
}

/** The fields a query may use: the registry of the area (with the child rows of `unwind`). */
export function areaFields(
  area: AnalyticsArea,
  body: Pick<ParsedQueryBody, 'unwind'>,
  registry: AnalyticsRegistry,
): AreaRegistry {
  checkUnwind(area, body as ParsedQueryBody);
  return registry.resolve(area, area === 'CASE' ? body.unwind : undefined);
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
    return finish(
      select([sql`${groupingSql(rows, grouping)} as items`]),
      (row) => ({ items: decodeGroups(grouping, row?.items, withCount), ...decodeFacets(row) }),
      fromSummary,
    );
  }

  const tableNames = body.fields && body.fields.length > 0 ? body.fields : undefined;
  if (body.addCount && !tableNames) {
    const count = sql`(select ${rows.count}::int from ${rows.from} where ${rows.where}) as n`;
    return finish(
      select([count]),
      (row) => ({ items: [{ [COUNT_KEY]: Number(row?.n ?? 0) }], ...decodeFacets(row) }),
      fromSummary,
    );
  }

  if (fromSummary) throw new Error('a table reads the case rows, never a count summary');
  const columns = uniqueFields(fields, tableNames ?? fields.defaultTableFields);
  if (body.sortField === COUNT_KEY) throw new QueryError(`A table cannot sort by ${COUNT_KEY}`);
  const sortField = requireField(fields, body.sortField ?? fields.defaultSort.field);
  const ascending = body.sortAsc ?? (body.sortField === undefined ? fields.defaultSort.ascending : true);
  const idField = requireField(fields, '_id');
  const sortKeys: [SQL, boolean][] = [[sortField.value, ascending]];
  if (sortField !== idField) sortKeys.push([idField.value, true]);
  sortKeys.push([fields.rowKey, true]);
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
    sortKeys.map(([, asc], index) => sql`${sql.raw(`s${index}`)} ${direction(asc)}`),
    sql.raw(', '),
  );
  const outer = sql.join(
    sortKeys.map(([, asc], index) => sql`q.${sql.raw(`s${index}`)} ${direction(asc)}`),
    sql.raw(', '),
  );
  const page = sql`(select coalesce(json_agg(q order by ${outer}), '[]'::json) from (select ${values} from ${rows.from} where ${rows.where} order by ${inner} limit ${limit}::int offset ${offset}::int) q) as items`;
  const total = sql`(select count(*)::int from ${rows.from} where ${rows.where}) as total`;
  return finish(select([page, total]), (row) => {
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
    return { items, total: Number(row?.total ?? 0), ...decodeFacets(row) };
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

/** The columns of an export: the row's id first, then every field not marked personal, each value once. */
export function exportColumns(fields: AreaRegistry): ResolvedField[] {
  const seen = new Set<string>();
  const out: ResolvedField[] = [];
  const id = fields.field('_id');
  for (const field of [...(id ? [id] : []), ...fields.fields]) {
    if (seen.has(field.identity) || (field.pii && field !== id)) continue;
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
