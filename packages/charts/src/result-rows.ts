import type { DashboardWidget } from '@hde/contracts';
import {
  COUNT_KEY,
  SUPPRESSED_KEY,
  SUPPRESSION_RULES,
  type QueryResult,
  type ResultRow,
  type SuppressionRule,
} from '@hde/contracts/api';
import { categoryLabel } from './category-labels.js';

/** One group of a counted result, ready to draw. */
export interface CountedGroup {
  /** The group value as the query answered it. */
  value: ResultRow[string];
  label: string;
  /** Null when the count was suppressed. */
  count: number | null;
  /** The rule that withheld the count, or null when it is shown. */
  suppression: SuppressionRule | null;
}

/** The grouping fields of a widget: its query's groupBy, or the non-count keys of the first row. */
export function groupFields(widget: DashboardWidget, result: QueryResult): string[] {
  const { groupBy } = widget.query;
  if (typeof groupBy === 'string') return [groupBy];
  if (Array.isArray(groupBy) && groupBy.length > 0) return [...groupBy];
  const first = result.items[0];
  return first ? Object.keys(first).filter((key) => key !== COUNT_KEY && key !== SUPPRESSED_KEY) : [];
}

/** The rule that withheld a public row's count (ARCHITECTURE §11), or null when the row carries its count. */
export function suppressionOf(row: ResultRow): SuppressionRule | null {
  const rule = row[SUPPRESSED_KEY];
  return SUPPRESSION_RULES.find((known) => known === rule) ?? null;
}

export function isSuppressed(row: ResultRow): boolean {
  return suppressionOf(row) !== null;
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
      byLabel.set(label, { value, label, count, suppression: suppressionOf(row) });
    } else if (count !== null) {
      existing.count = (existing.count ?? 0) + count;
      existing.suppression = null;
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
