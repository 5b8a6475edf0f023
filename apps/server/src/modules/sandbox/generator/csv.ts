const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, with quotes doubled. */
function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One RFC 4180 record, CRLF-terminated. */
export function csvLine(values: readonly string[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) {
    if (i > 0) line += ',';
    line += csvField(values[i] as string);
  }
  return `${line}\r\n`;
}

/** The fields of a row in column order (missing keys are empty). */
export function csvRecord<K extends string>(columns: readonly K[], row: Readonly<Record<K, string>>): string {
  return csvLine(columns.map((column) => row[column] ?? ''));
}
