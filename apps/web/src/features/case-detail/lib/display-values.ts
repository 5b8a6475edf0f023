import { CASE_DETAIL_TEXT, type CaseDetail } from '@hde/contracts';
import { categoryLabel } from '@hde/charts';

export type FieldValue = CaseDetail['extra'][string];

/** Yes or No; null stays missing. */
export function formatYesNo(value: boolean | null): string | null {
  if (value === null) return null;
  return value ? CASE_DETAIL_TEXT.yes : CASE_DETAIL_TEXT.no;
}

/** A value of a panel or a table: Yes/No for booleans, manners of death in words, --- when missing. */
export function displayValue(value: FieldValue | undefined, field?: string): string {
  if (value === null || value === undefined) return CASE_DETAIL_TEXT.missing;
  if (typeof value === 'boolean') return formatYesNo(value)!;
  const text = String(value).trim();
  return text === '' ? CASE_DETAIL_TEXT.missing : categoryLabel(field, text);
}

/** A turnaround in days; -1 (or any negative interval) means missing (spec §5). */
export function formatTurnaround(days: number | null): string | null {
  return days === null || days < 0 ? null : CASE_DETAIL_TEXT.days(days);
}

/** A custom field's key as imported, with `__` standing for a dot (spec §2.8). */
export const customFieldLabel = (key: string) => key.replaceAll('__', '.');

/** "First Middle Last" from the parts that are known; null when none is. */
export function fullName(...parts: readonly (string | null)[]): string | null {
  const known = parts.map((part) => part?.trim()).filter(Boolean);
  return known.length > 0 ? known.join(' ') : null;
}
