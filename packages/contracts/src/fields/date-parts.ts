import { findField } from './catalogue.js';
import type { FieldDefinition } from './field-definition.js';

/**
 * A date spread over year, month and day columns maps to one date field: each column's mapping target is
 * `<field id>:<part>`, e.g. "date_of_death:year", and the import combines the three.
 */
export const DATE_PARTS = ['year', 'month', 'day'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

const SEPARATOR = ':';

export function datePartTarget(fieldId: string, part: DatePart): string {
  return `${fieldId}${SEPARATOR}${part}`;
}

export interface DatePartMapping {
  readonly field: FieldDefinition;
  readonly part: DatePart;
}

/** The date field and part a mapping target names, or undefined when it is not a date part of the data type. */
export function datePartOf(dataType: string, target: string | null): DatePartMapping | undefined {
  if (target === null) return undefined;
  const at = target.lastIndexOf(SEPARATOR);
  if (at < 0) return undefined;
  const part = target.slice(at + 1) as DatePart;
  const field = findField(dataType, target.slice(0, at));
  return field?.type === 'date' && DATE_PARTS.includes(part) ? { field, part } : undefined;
}

/** The catalogue field a mapping target feeds, whole or by a date part; undefined for custom or none. */
export function mappedFieldOf(dataType: string, target: string | null): FieldDefinition | undefined {
  if (target === null) return undefined;
  return findField(dataType, target) ?? datePartOf(dataType, target)?.field;
}

export const DATE_PART_MESSAGES = {
  missingParts: (label: string, given: string, missing: readonly DatePart[]) =>
    `${label} has ${given} but no ${missing.join(' or ')}; the date is left out.`,
  notADate: (label: string, given: string) => `${label}: ${given} is not a real date; the date is left out.`,
} as const;
