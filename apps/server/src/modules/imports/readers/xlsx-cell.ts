import ExcelJS, { type CellValue } from 'exceljs';
import type { RawCell } from '../convert/conversion.js';

type Value = CellValue | { sharedString: number };

/**
 * A worksheet cell as a plain value. Formulas are never evaluated: the result the file cached is used, or else
 * the formula as text with its leading `=`. Error values (`#DIV/0!` and the like) become null.
 */
export function rawCellOf(cell: ExcelJS.Cell): RawCell {
  if (cell.type !== ExcelJS.ValueType.Formula) return plainValueOf(cell.value);
  // `cell.value` drops a cached result that is falsy (0, '', an error read as NaN); `cell.result` keeps it.
  const result = cell.result as Value;
  if (result !== undefined) return plainValueOf(result);
  return cell.formula ? `=${cell.formula}` : null;
}

function plainValueOf(value: Value): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('hyperlink' in value) return plainValueOf(value.text);
  // An error value, a formula nested where none belongs, or a shared string the workbook has no table for.
  return null;
}
