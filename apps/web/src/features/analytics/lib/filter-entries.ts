import {
  FILTER_OPERATOR_LABELS,
  type AnalyticsField,
  type FilterEntry,
  type FilterKind,
  type FilterOperator,
  type FilterValue,
} from '@hde/contracts';
import type { QUICK_DATE_RANGES } from '@hde/contracts';

/**
 * Operators each kind of filter offers. Date and number filters take one value or a from-to range, so the list
 * operators (is one of, is not one of) are left to the list and typeahead kinds.
 */
const KIND_OPERATORS: Record<FilterKind, readonly FilterOperator[]> = {
  list: ['eq', 'ne', 'in', 'nin'],
  typeahead: ['eq', 'ne', 'like', 'in', 'nin'],
  date: ['eq', 'ne', 'gte', 'lte'],
  number: ['eq', 'ne', 'gte', 'lte'],
};

export function operatorsFor(field: AnalyticsField): FilterOperator[] {
  const kind = field.filter ?? 'typeahead';
  return field.operators.filter((operator) => KIND_OPERATORS[kind].includes(operator));
}

/** A list filter starts on "is one of" (its values are a multi-select); the others on their first operator. */
export function defaultOperator(field: AnalyticsField): FilterOperator {
  const operators = operatorsFor(field);
  if (field.filter === 'list' && operators.includes('in')) return 'in';
  return operators[0] ?? 'eq';
}

/** Operators whose values are a list of choices. */
export const takesManyValues = (operator: FilterOperator) => operator === 'in' || operator === 'nin';

/**
 * Date and number filters with is / is not take a from-to range (one value: that value alone). The server reads
 * `eq [a, b]` as a to b inclusive (a date range ends at the end of its last day), `ne` as its negation.
 */
export const takesRange = (field: AnalyticsField | undefined, operator: FilterOperator) =>
  (field?.filter === 'date' || field?.filter === 'number') && (operator === 'eq' || operator === 'ne');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` filter value shown as MM/DD/YYYY; anything else as it is. */
export function displayValue(value: FilterValue): string {
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    return date ? `${date[2]}/${date[3]}/${date[1]}` : value;
  }
  return String(value);
}

/** The chip of a filter: "<label> <operator label> <values>" (a range as "from - to"). */
export function chipLabel(entry: FilterEntry, field: AnalyticsField | undefined): string {
  const values = entry.values.map(displayValue);
  const shown =
    takesRange(field, entry.operator) && values.length === 2 ? values.join(' - ') : values.join(', ');
  return `${field?.label ?? entry.id} ${FILTER_OPERATOR_LABELS[entry.operator]} ${shown}`;
}

/** A local calendar day as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type QuickDateRange = (typeof QUICK_DATE_RANGES)[number];

const QUICK_RANGE_DAYS: Record<QuickDateRange, number> = {
  'Last 24 Hours': 1,
  'Last 7 Days': 7,
  'Last 30 Days': 30,
};

/** From and to of a quick date range, ending today. */
export function quickRange(range: QuickDateRange, today: Date): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - QUICK_RANGE_DAYS[range]);
  return { from: isoDay(start), to: isoDay(today) };
}
