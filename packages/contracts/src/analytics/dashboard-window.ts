import { CASE_ANALYTICS_FIELDS } from './fields.js';
import {
  COUNT_KEY,
  type FilterCondition,
  type QueryResult,
  type ResultRow,
  type WhereNode,
} from './query.js';
import type { DashboardWidget } from './dashboards.js';

// A widget's default date window (the deaths-by-month chart): which filters replace it, and what it keeps.

/** Fields of the case area by name, for the date a window reads. */
const CASE_FIELDS_BY_NAME = new Map(CASE_ANALYTICS_FIELDS.map((entry) => [entry.name, entry]));

function conditionsOf(root: WhereNode): FilterCondition[] {
  if ('and' in root) return root.and.flatMap(conditionsOf);
  if ('or' in root) return root.or.flatMap(conditionsOf);
  if ('not' in root) return conditionsOf(root.not);
  return [root];
}

/**
 * Whether the filters set the window's date (the date itself, its year or its month): then the user's range
 * replaces the default window.
 */
export function filtersReplaceWindow(widget: DashboardWidget, filters: WhereNode | undefined): boolean {
  if (!widget.window || !filters) return false;
  const column = CASE_FIELDS_BY_NAME.get(widget.window.field)?.column;
  return conditionsOf(filters).some(
    (condition) => column !== undefined && CASE_FIELDS_BY_NAME.get(condition.field)?.column === column,
  );
}

const YEAR_MONTH = /^(\d{4})-(\d{2})/;

/**
 * The part of a windowed widget's answer the chart draws: with no date filter of the user's, the months of the
 * `years` years before the latest one and of that year. Months older than the window are dropped; when there
 * were any, the window's first month is given (with 0 if it had no deaths) so the chart draws from the window's
 * start rather than from the first month that had a death.
 */
export function windowResult(
  widget: DashboardWidget,
  filters: WhereNode | undefined,
  result: QueryResult,
): QueryResult {
  if (!widget.window || filtersReplaceWindow(widget, filters)) return result;
  const [monthField] = [widget.query.groupBy ?? []].flat();
  if (monthField === undefined) return result;
  const yearOf = (row: ResultRow) => Number(YEAR_MONTH.exec(String(row[monthField] ?? ''))?.[1] ?? NaN);
  const years = result.items.map(yearOf).filter((year) => Number.isFinite(year));
  if (years.length === 0) return result;
  const firstYear = Math.max(...years) - widget.window.years;
  const items = result.items.filter((row) => yearOf(row) >= firstYear);
  const firstMonth = `${String(firstYear).padStart(4, '0')}-01`;
  const cut = items.length < result.items.length;
  if (cut && !items.some((row) => String(row[monthField]).startsWith(firstMonth))) {
    items.push({ [monthField]: firstMonth, [COUNT_KEY]: 0 });
  }
  return { ...result, items };
}
