import { sql, type SQL } from 'drizzle-orm';
import { COUNT_KEY, DEFAULT_GROUP_LIMIT, type ParsedQueryBody, type ResultRow } from '@hde/contracts/api';
import { roundCoordinate } from '@hde/contracts/fields';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { QueryError, requireField } from './compile-where.js';
import type { AreaRegistry, ResolvedField } from './registry.js';

// The groupings of the query compiler (compile.ts): GROUP BY statements over a row source, and their decoding.

/** Where an area's rows come from: the cases (or a count summary), filtered. */
export interface RowSource {
  from: SQL;
  where: SQL;
  /** The number of cases of the rows counted. */
  count: SQL;
}

interface Grouping {
  fields: ResolvedField[];
  limit: number;
  offset: number;
  sortField: string | undefined;
  sortAsc: boolean | undefined;
}

export function uniqueFields(fields: AreaRegistry, names: readonly string[]): ResolvedField[] {
  const seen = new Set<string>();
  const out: ResolvedField[] = [];
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(requireField(fields, name));
  }
  return out;
}

export const direction = (ascending: boolean, notNull = false) =>
  sql.raw(notNull ? (ascending ? 'asc' : 'desc') : ascending ? 'asc nulls last' : 'desc nulls last');

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
export function groupingSql(rows: RowSource, grouping: Grouping): SQL {
  const keys = grouping.fields.map((_, index) => `g${index}`);
  const sortIndex =
    grouping.sortField === undefined || grouping.sortField === COUNT_KEY
      ? -1
      : grouping.fields.findIndex((field) => field.name === grouping.sortField);
  if (sortIndex === -1 && grouping.sortField !== undefined && grouping.sortField !== COUNT_KEY) {
    throw new QueryError(ANALYTICS_ERRORS.groupingSortField);
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

export function decodeGroups(grouping: Grouping, rows: unknown, withCount: boolean): ResultRow[] {
  return (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []).map((row) => {
    const item: ResultRow = {};
    grouping.fields.forEach((field, index) => {
      item[field.name] = resultValue(field, row[`g${index}`]);
    });
    if (withCount) item[COUNT_KEY] = Number(row.n);
    return item;
  });
}

export function resultValue(field: ResolvedField, value: unknown): ResultRow[string] {
  if (value === null || value === undefined) return null;
  if (field.coordinate && typeof value === 'number') return roundCoordinate(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

export function groupingOf(
  fields: AreaRegistry,
  spec: {
    groupBy: string[];
    limit?: number | undefined;
    sortField?: string | undefined;
    sortAsc?: boolean | undefined;
  },
  offset = 0,
): Grouping {
  if (spec.groupBy.length === 0) throw new QueryError(ANALYTICS_ERRORS.noGroupField);
  return {
    fields: uniqueFields(fields, spec.groupBy),
    limit: spec.limit ?? DEFAULT_GROUP_LIMIT,
    offset,
    sortField: spec.sortField,
    sortAsc: spec.sortAsc,
  };
}

export function facetsOf(fields: AreaRegistry, body: ParsedQueryBody): [string, Grouping][] {
  return Object.entries(body.facets ?? {}).map(([name, facet]) => [name, groupingOf(fields, facet)]);
}
