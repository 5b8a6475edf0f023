import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { READER_MESSAGES } from '@hde/contracts/text';
import {
  CSV_SAMPLE_BYTES,
  CsvBrokenRecord,
  csvFormatOf,
  CsvRecordSplitter,
  type CsvProblem,
  type CsvRecord,
} from '@hde/file-reading';
import { InvalidTextWatch } from './csv-invalid-text.js';
import { ImportFileError } from './import-file-error.js';
import { MAX_ROW_CHARS, tableRowProblem } from './row-limits.js';
import { textDecodingStream } from './text-decoding-stream.js';
import type { TableRow } from './types.js';

const PROBLEM_MESSAGES: Record<CsvProblem, string> = {
  quoteNotClosed: READER_MESSAGES.csvQuoteNotClosed,
  invalidClosingQuote: READER_MESSAGES.csvTextAfterQuote,
  recordTooLong: READER_MESSAGES.rowTooLong(MAX_ROW_CHARS),
};

/**
 * The non-blank rows of a CSV file, header included, as untrimmed strings. rowNumber counts every record,
 * blank ones too, so it matches the row a spreadsheet shows; a quoted line break does not start a new row.
 * A row that cannot be read or breaks a per-row limit comes with its `problem` and reading goes on; the first
 * row holding bytes the file's encoding does not define comes with a `warning`.
 */
export async function* readCsvRows(filePath: string): AsyncGenerator<TableRow, void> {
  const sample = await readStart(filePath, CSV_SAMPLE_BYTES);
  if (sample.length === 0) throw new ImportFileError(READER_MESSAGES.empty);
  const format = csvFormatOf(sample);
  if (format === 'binary') throw new ImportFileError(READER_MESSAGES.notCsv);
  const { encoding, bomLength, delimiter } = format;

  const splitter = new CsvRecordSplitter(delimiter, MAX_ROW_CHARS);
  const watch = new InvalidTextWatch(encoding, bomLength > 0);
  const byteCheck = watch.byteCheck();
  // A read error reaches the loop below through the decoder, which the pipeline destroys with it.
  const file = createReadStream(filePath, { start: bomLength });
  const decoder = textDecodingStream(encoding);
  const text = byteCheck ? pipeline(file, byteCheck, decoder, () => {}) : pipeline(file, decoder, () => {});
  let rowNumber = 0;
  function* rowsOf(records: CsvRecord[]): Generator<TableRow> {
    for (const record of records) {
      rowNumber += 1;
      if (record instanceof CsvBrokenRecord) {
        yield { rowNumber, values: [], problem: PROBLEM_MESSAGES[record.problem] };
        continue;
      }
      if (!record.some((value) => value.trim() !== '')) continue;
      const problem = tableRowProblem(record, false);
      if (problem) yield { rowNumber, values: [], problem };
      else if (watch.isFirstBadRow(record)) yield { rowNumber, values: record, warning: watch.message };
      else yield { rowNumber, values: record };
    }
  }
  for await (const chunk of text as AsyncIterable<string>) {
    watch.seeText(chunk);
    yield* rowsOf(splitter.push(chunk));
  }
  yield* rowsOf(splitter.end());
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
