import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import {
  DATE_YEAR_RANGE,
  fullYear,
  isoDate,
  isRealDate,
  monthNumber,
  type CalendarDate,
} from './calendar.js';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';
import { excelSerialToDate } from './excel-serial.js';

const TIME_TAIL = String.raw`(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|[+-]\d{2}:?\d{2})?)?`;
const ISO = new RegExp(String.raw`^(\d{4})[-/](\d{1,2})[-/](\d{1,2})${TIME_TAIL}$`, 'i');
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
/** Numeric day and month are always read month first (US), as the product's users write them. */
const US = new RegExp(String.raw`^(\d{1,2})[-/](\d{1,2})[-/](\d{4}|\d{2})${TIME_TAIL}$`, 'i');
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})[\s-]([a-z]{3,9})\.?[\s,-]+(\d{4}|\d{2})$/i;

function yearOf(text: string): number {
  return text.length === 2 ? fullYear(Number(text)) : Number(text);
}

/** The calendar date written in a text, ignoring any time or zone after it; undefined if none. */
export function parseDateText(text: string): CalendarDate | undefined {
  let match = ISO.exec(text) ?? COMPACT.exec(text);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  match = US.exec(text);
  if (match) return { year: yearOf(match[3]!), month: Number(match[1]), day: Number(match[2]) };
  match = MONTH_DAY_YEAR.exec(text);
  if (match) return { year: Number(match[3]), month: monthNumber(match[1]!) ?? 0, day: Number(match[2]) };
  match = DAY_MONTH_YEAR.exec(text);
  if (match) return { year: yearOf(match[3]!), month: monthNumber(match[2]!) ?? 0, day: Number(match[1]) };
  return undefined;
}

function fromNumber(value: number): CalendarDate | undefined {
  // A bare year (1980) is not a date, though it is also Excel's serial of a day in 1905.
  if (value >= DATE_YEAR_RANGE.min && value <= DATE_YEAR_RANGE.max) return undefined;
  if (Number.isInteger(value) && value >= 10_000_000) return parseDateText(String(value));
  return excelSerialToDate(value) ?? undefined;
}

/** Spreadsheet readers build date cells at UTC midnight, so the UTC fields are the calendar date. */
function fromDateObject(value: Date): CalendarDate | undefined {
  if (Number.isNaN(value.getTime())) return undefined;
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
}

/**
 * A calendar date `YYYY-MM-DD` from US (M/D/YYYY, MM/DD/YY), ISO (YYYY-MM-DD, with or without a time),
 * YYYYMMDD, month-name forms ("Jan 5, 2024", "05-JAN-24"), Excel serial numbers or a Date.
 */
export function convertDate(raw: RawCell): Conversion<string> {
  if (isBlank(raw)) return EMPTY;
  let date: CalendarDate | undefined;
  if (typeof raw === 'string') date = parseDateText(raw.trim());
  else if (typeof raw === 'number') date = fromNumber(raw);
  else if (raw instanceof Date) date = fromDateObject(raw);
  const text = cellText(raw);
  if (!date || !isRealDate(date)) return failed(CONVERSION_MESSAGES.notADate(text));
  if (date.year < DATE_YEAR_RANGE.min || date.year > DATE_YEAR_RANGE.max) {
    return failed(CONVERSION_MESSAGES.dateOutOfRange(text, DATE_YEAR_RANGE.min, DATE_YEAR_RANGE.max));
  }
  return converted(isoDate(date));
}
