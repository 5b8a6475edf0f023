import type { AnalyticsArea, FilterCondition, ParsedQueryBody, WhereNode } from '@hde/contracts/api';
import type { AreaRegistry, ResolvedField } from '../registry.js';

/**
 * Count summaries ("rollups") of a workspace's cases: for a set of `cases` columns, every distinct combination
 * of their values with its number of cases. A count or grouping whose fields and filters read only those columns
 * gives the same answer over the summary's rows, weighted by their counts, as over the cases themselves: the
 * compiler evaluates the very same expressions on the very same values. A date column may be kept by month or
 * by year (its first day) only when every use of it is exact at that grain: its year or month field, empty or
 * not, ranges starting and ending on the grain's edges.
 */

/** Finest first: a summary at one grain answers what needs that grain or a coarser one. */
const ROLLUP_GRAINS = ['value', 'month', 'year'] as const;
export type RollupGrain = (typeof ROLLUP_GRAINS)[number];

const rank = (grain: RollupGrain) => ROLLUP_GRAINS.indexOf(grain);
const finer = (a: RollupGrain, b: RollupGrain) => (rank(a) <= rank(b) ? a : b);

export interface RollupDimension {
  column: string;
  grain: RollupGrain;
}

export interface RollupSpec {
  /** Dimensions in column order; its `key` names the summary. */
  key: string;
  dimensions: RollupDimension[];
}

/** A summary written for the workspace's current data, with its number of rows. */
export interface StoredRollup {
  key: string;
  rows: number;
}

/** Column types a summary stores as text and reads back to the identical value. */
export const ROLLUP_SQL_TYPES: ReadonlySet<string> = new Set([
  'text',
  'integer',
  'double precision',
  'date',
  'boolean',
]);

/** The key of the summary without dimensions: the number of cases. */
export const TOTAL_ROLLUP_KEY = '*';

export function rollupKey(dimensions: readonly RollupDimension[]): string {
  if (dimensions.length === 0) return TOTAL_ROLLUP_KEY;
  return dimensions.map(({ column, grain }) => (grain === 'value' ? column : `${column}@${grain}`)).join(',');
}

export function parseRollupKey(key: string): RollupDimension[] {
  if (key === TOTAL_ROLLUP_KEY) return [];
  return key.split(',').map((part) => {
    const [column = '', grain] = part.split('@');
    return { column, grain: ROLLUP_GRAINS.find((known) => known === grain) ?? 'value' };
  });
}

export function rollupSpec(dimensions: RollupDimension[]): RollupSpec {
  const sorted = [...dimensions].sort((a, b) => (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
  return { key: rollupKey(sorted), dimensions: sorted };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The grain whose periods start on the day of a `YYYY-MM-DD...` value (or on the day after, with `after`). */
function edgeGrain(day: string, after: boolean): RollupGrain {
  const [, year, month, date] = DAY.exec(day) ?? [];
  if (!year || !month || !date) return 'value';
  const edge = new Date(0);
  edge.setUTCFullYear(Number(year), Number(month) - 1, Number(date) + (after ? 1 : 0));
  if (edge.getUTCDate() !== 1) return 'value';
  return edge.getUTCMonth() === 0 ? 'year' : 'month';
}

/** The coarsest grain of a date column (not a derived field) at which a condition on it is still exact. */
function conditionGrain(condition: FilterCondition): RollupGrain {
  const { operator, values } = condition;
  if ((operator === 'eq' || operator === 'ne') && values.length > 0 && values.every((v) => v === null)) {
    return 'year';
  }
  const [value] = values;
  if (values.length !== 1 || typeof value !== 'string') return 'value';
  if (operator === 'gte') return edgeGrain(value, false);
  if (operator === 'lte') return edgeGrain(value, true);
  return 'value';
}

function conditionsOf(root: WhereNode | undefined, into: FilterCondition[]): void {
  if (!root) return;
  const stack: WhereNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as WhereNode;
    if ('and' in node) stack.push(...node.and);
    else if ('or' in node) stack.push(...node.or);
    else if ('not' in node) stack.push(node.not);
    else into.push(node);
  }
}

/** Answers from the case rows alone: tables, quick search, child rows. */
function readsCaseRows(area: AnalyticsArea, body: ParsedQueryBody): boolean {
  if (area !== 'CASE' || body.unwind || body.text?.trim()) return true;
  const grouped = (body.groupBy?.length ?? 0) > 0;
  return !grouped && !(body.addCount && !(body.fields && body.fields.length > 0));
}

/**
 * The summary a query could be answered from: its columns, each at the coarsest grain every use allows;
 * undefined when the query must read the cases (or names something the compiler will refuse).
 */
export function rollupNeed(
  area: AnalyticsArea,
  body: ParsedQueryBody,
  fields: AreaRegistry,
): RollupSpec | undefined {
  if (readsCaseRows(area, body)) return undefined;
  const grains = new Map<string, RollupGrain>();
  const use = (field: ResolvedField | undefined, rawGrain: RollupGrain) => {
    const source = field?.caseColumn;
    if (!source || !ROLLUP_SQL_TYPES.has(source.sqlType)) return false;
    const grain = source.sqlType === 'date' ? (source.derive ?? rawGrain) : 'value';
    grains.set(source.column, finer(grains.get(source.column) ?? 'year', grain));
    return true;
  };
  const grouped = [
    ...(body.groupBy ?? []),
    ...Object.values(body.facets ?? {}).flatMap((facet) => facet.groupBy),
  ];
  for (const name of grouped) if (!use(fields.field(name), 'value')) return undefined;
  const conditions: FilterCondition[] = [];
  conditionsOf(body.where, conditions);
  conditionsOf(body.initialFilter, conditions);
  for (const condition of conditions) {
    if (!use(fields.field(condition.field), conditionGrain(condition))) return undefined;
  }
  return rollupSpec([...grains].map(([column, grain]) => ({ column, grain })));
}

/** The smallest stored summary that holds every dimension the query needs, at a grain fine enough. */
export function pickRollup(need: RollupSpec, stored: readonly StoredRollup[]): StoredRollup | undefined {
  let best: StoredRollup | undefined;
  for (const candidate of stored) {
    const dimensions = new Map(parseRollupKey(candidate.key).map((d) => [d.column, d.grain]));
    const covers = need.dimensions.every(({ column, grain }) => {
      const held = dimensions.get(column);
      return held !== undefined && rank(held) <= rank(grain);
    });
    if (covers && (!best || candidate.rows < best.rows)) best = candidate;
  }
  return best;
}
