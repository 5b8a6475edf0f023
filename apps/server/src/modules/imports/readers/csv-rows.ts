import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { looksBinary } from './csv-binary.js';
import { detectDelimiter } from './csv-delimiter.js';
import { detectEncoding } from './csv-encoding.js';
import { ImportFileError } from './import-file-error.js';
import { READER_MESSAGES } from './messages.js';
import type { TableRow } from './types.js';

/** Bytes examined to choose the encoding and the delimiter and to tell text from binary data. */
const SAMPLE_BYTES = 64 * 1024;
/** A longer row almost always means an unbalanced quote swallowing the rest of the file. */
export const CSV_MAX_ROW_CHARS = 1_000_000;

/**
 * The non-blank rows of a CSV file, header included, as untrimmed strings. rowNumber counts every record,
 * blank ones too, so it matches the row a spreadsheet shows; a quoted line break does not start a new row.
 */
export async function* readCsvRows(filePath: string): AsyncGenerator<TableRow, void> {
  const sample = await readStart(filePath, SAMPLE_BYTES);
  if (sample.length === 0) throw new ImportFileError(READER_MESSAGES.empty);
  const { encoding, bomLength } = detectEncoding(sample);
  const sampleText = iconv.decode(sample.subarray(bomLength), encoding);
  if (looksBinary(sample, encoding, sampleText)) throw new ImportFileError(READER_MESSAGES.notCsv);

  const parser = parse({
    delimiter: detectDelimiter(sampleText, sample.length < SAMPLE_BYTES),
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: CSV_MAX_ROW_CHARS,
  });
  // Errors reach the loop below through the parser, which the pipeline destroys with them.
  pipeline(createReadStream(filePath, { start: bomLength }), iconv.decodeStream(encoding), parser, () => {});

  let rowNumber = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (values.some((value) => value.trim() !== '')) yield { rowNumber, values };
    }
  } catch (error) {
    throw csvFailure(error, rowNumber + 1);
  }
}

async function readStart(filePath: string, bytes: number): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function csvFailure(error: unknown, row: number): unknown {
  if (!(error instanceof CsvError)) return error;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new ImportFileError(READER_MESSAGES.csvQuoteNotClosed(row));
    case 'CSV_MAX_RECORD_SIZE':
      return new ImportFileError(READER_MESSAGES.csvRowTooLong(row, CSV_MAX_ROW_CHARS));
    default:
      return new ImportFileError(READER_MESSAGES.csvUnreadable(row));
  }
}
