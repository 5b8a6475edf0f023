import type { FilterOperator } from '@hde/contracts';
import { FILTER_OPERATOR_LABELS, type FilterEntry, type FilterValue } from '@hde/contracts/api';
import {
  CASE_ANALYTICS_FIELDS,
  fieldLabel,
  fieldValueText,
  type AnalyticsField,
  type FilterKind,
} from '@hde/contracts/fields';
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

/** A filter value as every screen shows it: `YYYY-MM-DD` as MM/DD/YYYY, enum codes by name ("Female"). */
export function displayValue(value: FilterValue, fieldName = ''): string {
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    if (date) return `${date[2]}/${date[3]}/${date[1]}`;
  }
  return value === null ? String(value) : fieldValueText(fieldName, value);
}

/**
 * The chip of a filter: "<label> <operator label> <values>" (a range as "from - to"). A field the menu no longer
 * lists (a saved template's `sex`) reads as the registry names it.
 */
export function chipLabel(entry: FilterEntry, field: AnalyticsField | undefined): string {
  const known = field ?? CASE_ANALYTICS_FIELDS.find((candidate) => candidate.name === entry.id);
  const values = entry.values.map((value) => displayValue(value, entry.id));
  const shown =
    takesRange(known, entry.operator) && values.length === 2 ? values.join(' - ') : values.join(', ');
  const label = fieldLabel(entry.id, { fields: known ? [known] : [] });
  return `${label} ${FILTER_OPERATOR_LABELS[entry.operator]} ${shown}`;
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
