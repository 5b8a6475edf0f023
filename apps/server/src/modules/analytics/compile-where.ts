import { sql, type SQL } from 'drizzle-orm';
import { QUERY_LIMITS, type FilterCondition, type FilterValue, type WhereNode } from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import type { AreaRegistry, ResolvedField } from './registry.js';

/**
 * The conditions of the query compiler (compile.ts): a filter tree to one SQL condition whose values are all
 * bound parameters.
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

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
const INT4_MAX = 2_147_483_647;

export const TRUE = sql.raw('true');
const FALSE = sql.raw('false');

export function andAll(parts: SQL[]): SQL {
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
  throw new QueryError(ANALYTICS_ERRORS.notNumber(field.name, shown(value)));
}

function booleanValue(field: ResolvedField, value: Exclude<FilterValue, null>): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new QueryError(ANALYTICS_ERRORS.notBoolean(field.name, shown(value)));
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
  const invalid = () => new QueryError(ANALYTICS_ERRORS.notDate(field.name, shown(value)));
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
    case 'uuid':
      return sql`${value}::uuid`;
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

export function requireField(fields: AreaRegistry, name: string): ResolvedField {
  const field = fields.field(name);
  if (!field) throw new QueryError(ANALYTICS_ERRORS.unknownField(name.slice(0, 100), fields.area));
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
    throw new QueryError(ANALYTICS_ERRORS.oneValueOnly(condition.operator, condition.field));
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
    throw new QueryError(ANALYTICS_ERRORS.likeWithoutText(condition.field));
  }
  if (field.kind !== 'text') {
    throw new QueryError(ANALYTICS_ERRORS.operatorNotApplicable('like', field.name));
  }
  return orAll(present.map((value) => sql`${field.value} ilike ${likePattern(stringValue(value))}::text`));
}

function condition(fields: AreaRegistry, node: FilterCondition, negated: boolean): SQL {
  const field = requireField(fields, node.field);
  if (!field.operators.includes(node.operator)) {
    throw new QueryError(ANALYTICS_ERRORS.operatorNotApplicable(node.operator, field.name));
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
    throw new QueryError(ANALYTICS_ERRORS.nestedTooDeeply);
  }
  if (nodes > QUERY_LIMITS.whereNodes) {
    throw new QueryError(ANALYTICS_ERRORS.tooManyConditions);
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
