import type { DashboardWidget } from '@hde/contracts';
import { COUNT_KEY, SUPPRESSED_KEY, type QueryResult, type ResultRow } from '@hde/contracts/api';
import { categoryLabel } from './category-labels.js';

/** One group of a counted result, ready to draw. */
export interface CountedGroup {
  /** The group value as the query answered it. */
  value: ResultRow[string];
  label: string;
  /** Null when the count was suppressed or absent. */
  count: number | null;
  /** Disclosure control withheld the count. */
  suppressed: boolean;
}

/** The grouping fields of a widget: its query's groupBy, or the non-count keys of the first row. */
export function groupFields(widget: DashboardWidget, result: QueryResult): string[] {
  const { groupBy } = widget.query;
  if (typeof groupBy === 'string') return [groupBy];
  if (Array.isArray(groupBy) && groupBy.length > 0) return [...groupBy];
  const first = result.items[0];
  return first ? Object.keys(first).filter((key) => key !== COUNT_KEY && key !== SUPPRESSED_KEY) : [];
}

/** A public row whose count disclosure control withheld (ARCHITECTURE §11): no count, and the marker `true`. */
export function isSuppressed(row: ResultRow): boolean {
  return row[COUNT_KEY] === null && row[SUPPRESSED_KEY] === true;
}

/** The row's count; counts may arrive as numeric strings (bigint columns). Null when suppressed or absent. */
export function rowCount(row: ResultRow): number | null {
  if (isSuppressed(row)) return null;
  const value = row[COUNT_KEY];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/**
 * Rows grouped by one field, merged by label (a null and an empty group both read 'Unknown'), largest first,
 * then suppressed groups; ties by label.
 */
export function countedGroups(rows: readonly ResultRow[], field: string | undefined): CountedGroup[] {
  const byLabel = new Map<string, CountedGroup>();
  for (const row of rows) {
    const value = field === undefined ? null : (row[field] ?? null);
    const label = categoryLabel(field, value);
    const count = rowCount(row);
    const existing = byLabel.get(label);
    if (!existing) {
      byLabel.set(label, { value, label, count, suppressed: isSuppressed(row) });
    } else if (count !== null) {
      existing.count = (existing.count ?? 0) + count;
      existing.suppressed = false;
    }
  }
  return [...byLabel.values()].sort(compareGroups);
}

function compareGroups(a: CountedGroup, b: CountedGroup): number {
  if (a.count === null || b.count === null) {
    if (a.count !== b.count) return a.count === null ? 1 : -1;
  } else if (a.count !== b.count) {
    return b.count - a.count;
  }
  return a.label.localeCompare(b.label);
}
