import { DATE_PART_MESSAGES, DATE_PARTS, type DatePart, type FieldDefinition } from '@hde/contracts/fields';
import { DATE_YEAR_RANGE, isoDate, isRealDate, monthNumber } from '../convert/calendar.js';
import { cellText, isBlank, type RawCell } from '../convert/conversion.js';

/** The non-blank year, month and day cells of one date field in a row, with the headers they came from. */
export interface DatePartCells {
  readonly field: FieldDefinition;
  readonly cells: Partial<Record<DatePart, { raw: RawCell; header: string }>>;
}

/** A date part warning's field name lists the headers of the parts given, joined by this. */
export const DATE_PART_HEADER_SEPARATOR = ', ';

export type DatePartResult = { value: string } | { warning: string; fieldName: string } | null;

const PART_LIMITS: Record<DatePart, { min: number; max: number }> = {
  year: DATE_YEAR_RANGE,
  month: { min: 1, max: 12 },
  day: { min: 1, max: 31 },
};

function partNumber(part: DatePart, raw: RawCell): number | undefined {
  const text = cellText(raw);
  const number =
    typeof raw === 'number'
      ? raw
      : /^\d{1,4}$/.test(text)
        ? Number(text)
        : part === 'month'
          ? monthNumber(text)
          : NaN;
  const { min, max } = PART_LIMITS[part];
  return Number.isInteger(number) && number! >= min && number! <= max ? number : undefined;
}

/**
 * One date from its year, month and day columns (a composite mapping, `<field id>:<part>`). No part given:
 * no date and no warning. A missing part, a part that is no year, month or day, or an impossible date (the
 * 30th of February) leaves the date out with a warning naming the values.
 */
export function combineDateParts({ field, cells }: DatePartCells): DatePartResult {
  const given = DATE_PARTS.filter((part) => cells[part] && !isBlank(cells[part].raw));
  if (given.length === 0) return null;
  const fieldName = DATE_PARTS.flatMap((part) => cells[part]?.header ?? []).join(DATE_PART_HEADER_SEPARATOR);
  const written = given.map((part) => `${part} ${cellText(cells[part]!.raw)}`).join(', ');
  const missing = DATE_PARTS.filter((part) => !given.includes(part));
  if (missing.length > 0) {
    return { fieldName, warning: DATE_PART_MESSAGES.missingParts(field.label, written, missing) };
  }
  const [year, month, day] = DATE_PARTS.map((part) => partNumber(part, cells[part]!.raw));
  const date = { year: year ?? NaN, month: month ?? NaN, day: day ?? NaN };
  if (!isRealDate(date)) return { fieldName, warning: DATE_PART_MESSAGES.notADate(field.label, written) };
  return { value: isoDate(date) };
}
