import { READER_MESSAGES } from '@hde/contracts/text';
import type { RawCell } from '../convert/conversion.js';

/** A longer row almost always means an unbalanced quote swallowing the rest of the file. */
export const MAX_ROW_CHARS = 1_000_000;
/** Excel's own column limit: no spreadsheet row holds more. */
export const MAX_ROW_VALUES = 16_384;

/** Why a table row breaks a per-row limit, or null (CSV rows have their length checked while split). */
export function tableRowProblem(values: readonly RawCell[], checkLength: boolean): string | null {
  if (values.length > MAX_ROW_VALUES) return READER_MESSAGES.rowTooManyValues(MAX_ROW_VALUES);
  if (!checkLength) return null;
  let chars = 0;
  for (const value of values) {
    if (typeof value === 'string') chars += value.length;
    if (chars > MAX_ROW_CHARS) return READER_MESSAGES.rowTooLong(MAX_ROW_CHARS);
  }
  return null;
}

/** Why a JSON record breaks a per-row limit (top-level keys as columns; keys and text as its length), or null. */
export function recordProblem(record: Record<string, unknown>): string | null {
  if (Object.keys(record).length > MAX_ROW_VALUES) return READER_MESSAGES.rowTooManyValues(MAX_ROW_VALUES);
  return textLength(record, 0) > MAX_ROW_CHARS ? READER_MESSAGES.rowTooLong(MAX_ROW_CHARS) : null;
}

/** Characters of the keys and strings in `value`, counted until they pass the limit. */
function textLength(value: unknown, counted: number): number {
  if (typeof value === 'string') return counted + value.length;
  if (typeof value !== 'object' || value === null) return counted + 1;
  let total = counted;
  for (const [key, item] of Object.entries(value)) {
    total = textLength(item, total + key.length);
    if (total > MAX_ROW_CHARS) break;
  }
  return total;
}
