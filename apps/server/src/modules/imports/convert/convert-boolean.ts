import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';

const TRUE_WORDS = new Set(['y', 'yes', 'true', 't', '1']);
const FALSE_WORDS = new Set(['n', 'no', 'false', 'f', '0']);
/** Said outright to be unknown: empty, not an error, with a warning that says so. */
const UNKNOWN_WORDS = new Set(['u', 'unk', 'unknown', 'n/a', 'na']);

/** Y/N, Yes/No, True/False, T/F, 1/0 in any case; "Unknown" is empty. */
export function convertBoolean(raw: RawCell): Conversion<boolean> {
  if (isBlank(raw)) return EMPTY;
  if (typeof raw === 'boolean') return converted(raw);
  if (raw instanceof Date) return failed(CONVERSION_MESSAGES.notABoolean(cellText(raw)));
  const word = String(raw).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return converted(true);
  if (FALSE_WORDS.has(word)) return converted(false);
  if (UNKNOWN_WORDS.has(word))
    return { value: null, warning: CONVERSION_MESSAGES.unknownBoolean(cellText(raw)) };
  return failed(CONVERSION_MESSAGES.notABoolean(cellText(raw)));
}
