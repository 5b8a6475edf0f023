import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { MAPPING_SAMPLE_ROWS } from '@hde/contracts';
import { CSV_DELIMITERS, headersOf, readCsvSample, type CsvDelimiter } from '@hde/file-reading';
import { ImportFileError } from './import-file-error.js';
import { fixtureFolder, readTable } from './test-support/fixtures.js';

/*
 * The browser's mapping step samples a CSV file with readCsvSample and names its columns with headersOf
 * (apps/web import-wizard csv-rows.ts and file-sample.ts; their own tests cover reading the bytes from a Blob).
 * The import opens the same file with openImportFile. Both must see the same headers and the same first rows,
 * or a mapped column is silently skipped.
 */

const files = fixtureFolder();

const ENCODINGS = ['utf-8', 'utf-8 BOM', 'windows-1252', 'utf-16le BOM', 'mixed lines'] as const;
type FileEncoding = (typeof ENCODINGS)[number];

/** Characters Windows-1252 can hold too, so every encoding can write every cell. */
const unit = fc.constantFrom(
  ...[',', ';', '\t', '|', '"', '\n', '\r\n', ' ', 'a', 'B', '1', '-', '#', '.'],
  ...['é', 'É', 'ñ', 'ü', 'ç', 'ø', '€', '–', '“', '”', 'œ', 'Ž'],
);
const word = fc.constantFrom('Case', 'ID', 'Date', 'Décès', 'Manner', 'José', 'Städt', 'N°', 'Montréal');
const cell = fc.oneof(fc.string({ unit, maxLength: 12 }), word);
const header = fc.oneof(
  word,
  fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  cell,
);

const table = fc
  .integer({ min: 1, max: 6 })
  .chain((width) =>
    fc.tuple(
      fc.array(header, { minLength: width, maxLength: width }),
      fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 6 }),
    ),
  );

function writeCsv(rows: string[][], delimiter: CsvDelimiter, lineEnd: string): string {
  const field = (value: string) =>
    value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return rows.map((row) => row.map(field).join(delimiter)).join(lineEnd) + lineEnd;
}

function encode(text: string, encoding: FileEncoding): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text);
    case 'utf-8 BOM':
      return Buffer.from(`\uFEFF${text}`);
    case 'windows-1252':
      return iconv.encode(text, 'windows-1252');
    case 'utf-16le BOM':
      return iconv.encode(text, 'utf-16le', { addBOM: true });
    case 'mixed lines':
      // Files pasted together from two exports: every other line in the other encoding.
      return Buffer.concat(
        text
          .split('\n')
          .map((line, index) => (index % 2 === 0 ? Buffer.from(line) : iconv.encode(line, 'windows-1252')))
          .flatMap((line, index) => (index === 0 ? [line] : [Buffer.from('\n'), line])),
      );
  }
}

/** Headers and first data rows as the import reads them, or null when it refuses the header row. */
async function importReads(path: string) {
  try {
    const read = await readTable(path, 'CSV');
    const rows = read.rows.filter((row) => !('problem' in row)).map((row) => row.values);
    return { headers: read.headers, rows: rows.slice(0, MAPPING_SAMPLE_ROWS - 1) };
  } catch (error) {
    if (error instanceof ImportFileError) return null;
    throw error;
  }
}

function browserReads(bytes: Uint8Array) {
  const [headerRow, ...rows] = readCsvSample(bytes, true, MAPPING_SAMPLE_ROWS) ?? [];
  return headerRow ? { headers: headersOf(headerRow), rows } : null;
}

describe('the browser sample and the import', () => {
  it('read the same headers and first rows from any file', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.constantFrom(...CSV_DELIMITERS),
        fc.constantFrom(...ENCODINGS),
        fc.constantFrom('\n', '\r\n'),
        async ([headers, rows], delimiter, encoding, lineEnd) => {
          const bytes = encode(writeCsv([headers, ...rows], delimiter, lineEnd), encoding);
          const path = await files.write(`agreement-${(run += 1)}.csv`, bytes);
          expect(browserReads(bytes)).toEqual(await importReads(path));
        },
      ),
      { numRuns: 300 },
    );
  });
});
