import { fieldValueText } from '@hde/contracts/fields';

/**
 * CSV cells and lines (RFC 4180: CRLF lines, fields with a quote, comma or line break quoted, quotes doubled).
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading `'`
 * so it shows as text; numbers and booleans are written as they are.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') {
    text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    text = String(value);
  } else {
    text = JSON.stringify(value);
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A value of a field as the screens show it ("Female", "Homicide", "Yes"); no value stays an empty cell. */
export function exportValue(fieldName: string, value: unknown): unknown {
  return typeof value === 'string' || typeof value === 'boolean' ? fieldValueText(fieldName, value) : value;
}
