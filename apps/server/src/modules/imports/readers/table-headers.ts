import { headersOf as headerNames } from '@hde/file-reading';
import { cellText, isBlank, type RawCell } from '../convert/conversion.js';

/** Header names as the browser's mapping step names them too; a spreadsheet's cells are read as text first. */
export function headersOf(values: readonly RawCell[]): string[] {
  return headerNames(values.map(cellText));
}

export function isBlankRow(values: readonly RawCell[]): boolean {
  return values.every(isBlank);
}
