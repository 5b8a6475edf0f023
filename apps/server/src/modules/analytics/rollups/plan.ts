import type { AnalyticsArea, FilterCondition, ParsedQueryBody, WhereNode } from '@hde/contracts';
import type { AreaRegistry, ResolvedField } from '../registry.js';

/**
 * Count summaries ("rollups") of a workspace's cases: for a set of `cases` columns, every distinct combination
 * of their values with its number of cases. A count or grouping whose fields and filters read only those columns
 * gives the same answer over the summary's rows, weighted by their counts, as over the cases themselves: the
 * compiler evaluates the very same expressions on the very same values. A date column may be kept by month
 * only when every use of it is exact on the month (its year or month, empty or not, ranges on month edges).
 */

export type RollupGrain = 'value' | 'month';

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

const MONTH_SUFFIX = '@month';
/** The key of the summary without dimensions: the number of cases. */
export const TOTAL_ROLLUP_KEY = '*';

export function rollupKey(dimensions: readonly RollupDimension[]): string {
  if (dimensions.length === 0) return TOTAL_ROLLUP_KEY;
  return dimensions
    .map(({ column, grain }) => (grain === 'month' ? `${column}${MONTH_SUFFIX}` : column))
    .join(',');
}

export function parseRollupKey(key: string): RollupDimension[] {
  if (key === TOTAL_ROLLUP_KEY) return [];
  return key
    .split(',')
    .map((part) =>
      part.endsWith(MONTH_SUFFIX)
        ? { column: part.slice(0, -MONTH_SUFFIX.length), grain: 'month' as const }
        : { column: part, grain: 'value' as const },
    );
}

export function rollupSpec(dimensions: RollupDimension[]): RollupSpec {
  const sorted = [...dimensions].sort((a, b) => (a.column < b.column ? -1 : a.column > b.column ? 1 : 0));
  return { key: rollupKey(sorted), dimensions: sorted };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day after a `YYYY-MM-DD...` value is the first of a month. */
function endsMonth(day: string): boolean {
  const [, year, month, date] = DAY.exec(day) ?? [];
  if (!year || !month || !date) return false;
  const next = new Date(0);
  next.setUTCFullYear(Number(year), Number(month) - 1, Number(date) + 1);
  return next.getUTCDate() === 1;
}

/** A condition on a date column (not a derived field) that the month of the date decides. */
function monthExact(condition: FilterCondition): boolean {
  const { operator, values } = condition;
  if ((operator === 'eq' || operator === 'ne') && values.length > 0 && values.every((v) => v === null)) {
    return true;
  }
  const [value] = values;
  if (values.length !== 1 || typeof value !== 'string') return false;
  if (operator === 'gte') return DAY.exec(value)?.[3] === '01';
  if (operator === 'lte') return endsMonth(value);
  return false;
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
 * The summary a query could be answered from: its columns, each by month where every use allows it; undefined
 * when the query must read the cases (or names something the compiler will refuse).
 */
export function rollupNeed(
  area: AnalyticsArea,
  body: ParsedQueryBody,
  fields: AreaRegistry,
): RollupSpec | undefined {
  if (readsCaseRows(area, body)) return undefined;
  const monthly = new Map<string, boolean>();
  const use = (field: ResolvedField | undefined, exactOnMonth: (field: ResolvedField) => boolean) => {
    const source = field?.caseColumn;
    if (!field || !source || !ROLLUP_SQL_TYPES.has(source.sqlType)) return false;
    const byMonth = source.sqlType === 'date' && (source.derive !== undefined || exactOnMonth(field));
    monthly.set(source.column, (monthly.get(source.column) ?? true) && byMonth);
    return true;
  };
  const grouped = [
    ...(body.groupBy ?? []),
    ...Object.values(body.facets ?? {}).flatMap((facet) => facet.groupBy),
  ];
  for (const name of grouped) if (!use(fields.field(name), () => false)) return undefined;
  const conditions: FilterCondition[] = [];
  conditionsOf(body.where, conditions);
  conditionsOf(body.initialFilter, conditions);
  for (const condition of conditions) {
    if (!use(fields.field(condition.field), () => monthExact(condition))) return undefined;
  }
  return rollupSpec(
    [...monthly].map(([column, byMonth]) => ({ column, grain: byMonth ? 'month' : 'value' })),
  );
}

/** The smallest stored summary that holds every dimension the query needs, at a grain fine enough. */
export function pickRollup(need: RollupSpec, stored: readonly StoredRollup[]): StoredRollup | undefined {
  let best: StoredRollup | undefined;
  for (const candidate of stored) {
    const dimensions = new Map(parseRollupKey(candidate.key).map((d) => [d.column, d.grain]));
    const covers = need.dimensions.every(({ column, grain }) => {
      const held = dimensions.get(column);
      return held === 'value' || (held === 'month' && grain === 'month');
    });
    if (covers && (!best || candidate.rows < best.rows)) best = candidate;
  }
  return best;
}
