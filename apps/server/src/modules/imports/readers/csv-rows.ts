import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import iconv from 'iconv-lite';
import { looksBinary } from './csv-binary.js';
import { CsvRecordError, CsvRecordSplitter } from './csv-records.js';
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

  const splitter = new CsvRecordSplitter(
    detectDelimiter(sampleText, sample.length < SAMPLE_BYTES),
    CSV_MAX_ROW_CHARS,
  );
  // A read error reaches the loop below through the decoder, which the pipeline destroys with it.
  const text = pipeline(
    createReadStream(filePath, { start: bomLength }),
    iconv.decodeStream(encoding),
    () => {},
  );
  let rowNumber = 0;
  function* nonBlank(records: string[][]): Generator<TableRow> {
    for (const values of records) {
      rowNumber += 1;
      if (values.some((value) => value.trim() !== '')) yield { rowNumber, values };
    }
  }
  try {
    for await (const chunk of text as AsyncIterable<string>) yield* nonBlank(splitter.push(chunk));
    yield* nonBlank(splitter.end());
  } catch (error) {
    throw csvFailure(error);
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

function csvFailure(error: unknown): unknown {
  if (!(error instanceof CsvRecordError)) return error;
  const row = error.recordIndex + 1;
  switch (error.problem) {
    case 'quoteNotClosed':
      return new ImportFileError(READER_MESSAGES.csvQuoteNotClosed(row));
    case 'recordTooLong':
      return new ImportFileError(READER_MESSAGES.csvRowTooLong(row, CSV_MAX_ROW_CHARS));
    case 'invalidClosingQuote':
      return new ImportFileError(READER_MESSAGES.csvUnreadable(row));
  }
}
