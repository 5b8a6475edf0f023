import { CONVERSION_MESSAGES, type FieldUnit } from '@hde/contracts/fields';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';
import { applyFactor, unitFactor } from './units.js';

/** A decimal number with optional sign, comma thousands separators and exponent, then anything (a unit). */
const NUMBER_THEN_REST = /^([+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*(.*)$/i;
/** 5'10", 5 ft 10 in, 6 feet: a height, in feet and inches. */
const FEET_INCHES =
  /^(\d+(?:\.\d+)?)\s*(?:'|’|ft\.?|feet|foot)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|”|''|in\.?|inch(?:es)?)?)?$/i;

function parseFeetAndInches(text: string, unit: FieldUnit | undefined): number | undefined {
  const match = unit === 'in' ? FEET_INCHES.exec(text) : null;
  if (!match) return undefined;
  return Number(match[1]) * 12 + Number(match[2] ?? 0);
}

/** A number in the field's unit from text ("1,234.5", "165 lb", "75 kg", "5'10\"") or a number. */
export function convertNumber(raw: RawCell, unit?: FieldUnit): Conversion<number> {
  if (isBlank(raw)) return EMPTY;
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? converted(raw) : failed(CONVERSION_MESSAGES.notANumber(cellText(raw)));
  }
  const text = cellText(raw);
  if (typeof raw !== 'string') return failed(CONVERSION_MESSAGES.notANumber(text));
  const height = parseFeetAndInches(text, unit);
  if (height !== undefined) return converted(height);
  const match = NUMBER_THEN_REST.exec(text);
  if (!match) return failed(CONVERSION_MESSAGES.notANumber(text));
  const value = Number(match[1]!.replaceAll(',', ''));
  if (!Number.isFinite(value)) return failed(CONVERSION_MESSAGES.notANumber(text));
  const writtenUnit = match[2]!;
  if (writtenUnit === '') return converted(value);
  if (!unit) return failed(CONVERSION_MESSAGES.unitNotAllowed(text));
  const factor = unitFactor(writtenUnit, unit);
  if (factor === undefined) return failed(CONVERSION_MESSAGES.unitNotConvertible(text, unit));
  return converted(applyFactor(value, factor));
}

/** A whole number; "12.0" is accepted, "12.5" is not. */
export function convertInteger(raw: RawCell, unit?: FieldUnit): Conversion<number> {
  const result = convertNumber(raw, unit);
  if ('error' in result || result.value === null || Number.isInteger(result.value)) return result;
  return failed(CONVERSION_MESSAGES.notAWholeNumber(cellText(raw)));
}
