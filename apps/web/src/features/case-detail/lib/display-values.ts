import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { fieldValueText } from '@hde/contracts/fields';

export type FieldValue = CaseDetail['extra'][string];

/** A value of a panel or a table as fieldValueText shows it ("Female", "Indeterminate", Yes/No), --- when missing. */
export function displayValue(value: FieldValue | undefined, field = ''): string {
  if (value === null || value === undefined) return CASE_DETAIL_TEXT.missing;
  const text = fieldValueText(field, value);
  return text === '' ? CASE_DETAIL_TEXT.missing : text;
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
