import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';

/** Short values stay short: they are grouped and indexed. */
export const STRING_MAX_LENGTH = 500;
/** The most one spreadsheet cell can hold. */
export const TEXT_MAX_LENGTH = 32_767;

function asText(raw: Exclude<RawCell, null | undefined>): string {
  if (raw instanceof Date) {
    const iso = raw.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  // PostgreSQL text cannot hold NUL.
  return String(raw).replaceAll('\u0000', '');
}

/** A cell that held only NUL characters (and spaces): nothing of it can be stored. */
function nothingPrintable(raw: RawCell): Conversion<never> {
  return {
    value: null,
    warning: CONVERSION_MESSAGES.noPrintableText(cellText(raw).replaceAll('\u0000', '\\0')),
  };
}

/** A single-line value: trimmed, runs of whitespace (line breaks too) made one space. */
export function convertString(raw: RawCell): Conversion<string> {
  if (isBlank(raw)) return EMPTY;
  const text = asText(raw).replace(/\s+/g, ' ').trim();
  if (text === '') return nothingPrintable(raw);
  return text.length > STRING_MAX_LENGTH
    ? failed(CONVERSION_MESSAGES.tooLong(STRING_MAX_LENGTH))
    : converted(text);
}

/** Free text as written, only trimmed. */
export function convertText(raw: RawCell): Conversion<string> {
  if (isBlank(raw)) return EMPTY;
  const text = asText(raw).trim();
  if (text === '') return nothingPrintable(raw);
  return text.length > TEXT_MAX_LENGTH
    ? failed(CONVERSION_MESSAGES.tooLong(TEXT_MAX_LENGTH))
    : converted(text);
}
