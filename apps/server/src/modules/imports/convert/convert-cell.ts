import { CONVERSION_MESSAGES, type FieldDefinition, type FieldValue } from '@hde/contracts/fields';
import {
  cellText,
  EMPTY,
  failed,
  isBlank,
  looksLikeFormula,
  type Conversion,
  type RawCell,
} from './conversion.js';
import { convertBoolean } from './convert-boolean.js';
import { convertDate } from './convert-date.js';
import { convertEnum } from './convert-enum.js';
import { convertInteger, convertNumber } from './convert-number.js';
import { convertText, convertString } from './convert-text.js';
import { convertTime } from './convert-time.js';

/** A number outside the field's range is left empty, with a warning naming the value. */
function withinRange(field: FieldDefinition, raw: RawCell, result: Conversion<number>): Conversion<number> {
  const { range } = field;
  if (!range || 'error' in result || result.value === null) return result;
  if (result.value >= range.min && result.value <= range.max) return result;
  return {
    value: null,
    warning: CONVERSION_MESSAGES.outOfRange(field.label, cellText(raw), range.min, range.max),
  };
}

/** A raw cell converted by its field's type. Formulas stay text in text fields and fail in typed ones. */
export function convertCell(field: FieldDefinition, raw: RawCell): Conversion<FieldValue> {
  if (isBlank(raw)) return EMPTY;
  if (field.type !== 'string' && field.type !== 'text' && looksLikeFormula(raw)) {
    return failed(CONVERSION_MESSAGES.formula(raw.trim()));
  }
  switch (field.type) {
    case 'string':
      return convertString(raw);
    case 'text':
      return convertText(raw);
    case 'integer':
      return withinRange(field, raw, convertInteger(raw, field.unit));
    case 'number':
      return withinRange(field, raw, convertNumber(raw, field.unit));
    case 'date':
      return convertDate(raw);
    case 'time':
      return convertTime(raw);
    case 'boolean':
      return convertBoolean(raw);
    case 'enum':
      return convertEnum(raw, field);
  }
}
