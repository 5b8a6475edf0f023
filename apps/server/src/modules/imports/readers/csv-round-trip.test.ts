import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS, type CsvDelimiter } from '@hde/file-reading';
import { fixtureFolder, readTable } from './test-support/fixtures.js';

const files = fixtureFolder();

/** Text as people type it: no control characters other than tab and line breaks. */
const isTypeable = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return char === '\t' || char === '\n' || char === '\r' || (code >= 0x20 && (code < 0x7f || code > 0x9f));
  });

const tricky = fc.string({
  unit: fc.constantFrom(',', ';', '\t', '|', '"', '\n', '\r', '\r\n', ' ', 'a', 'é', '€', '😀'),
});
const cell = fc.oneof(tricky, fc.string({ unit: 'grapheme' })).filter(isTypeable);

const table = fc.integer({ min: 2, max: 5 }).chain((width) =>
  fc.array(
    fc
      .array(cell, { minLength: width, maxLength: width })
      .filter((row) => row.some((value) => value.trim() !== '')),
    { minLength: 1, maxLength: 15 },
  ),
);

function writeCsv(rows: string[][], delimiter: CsvDelimiter, lineEnd: string): string {
  const field = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return rows.map((row) => row.map(field).join(delimiter)).join(lineEnd) + lineEnd;
}

describe('CSV round trip', () => {
  it('reads back any cells written with proper quoting, whatever the delimiter', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.constantFrom(...CSV_DELIMITERS),
        fc.constantFrom('\n', '\r\n'),
        async (rows, delimiter, lineEnd) => {
          const headers = rows[0]?.map((_, index) => `col${index + 1}`) ?? [];
          const path = await files.write(
            `round-trip-${(run += 1)}.csv`,
            writeCsv([headers, ...rows], delimiter, lineEnd),
          );
          const read = await readTable(path, 'CSV');
          expect(read.headers).toEqual(headers);
          expect(read.rows.map((row) => row.values)).toEqual(rows);
        },
      ),
      { numRuns: 200 },
    );
  });
});
