import { csvFormatOf } from './csv-format.js';
import { CsvBrokenRecord, CsvRecordSplitter, type CsvRecord } from './csv-records.js';
import { TextDecoding } from './text-decoding.js';

/**
 * The first `limit` non-blank rows of a CSV file, read as the import reads them, for the mapping step's
 * sample. `start` is the whole file when `complete`, else its first bytes (then a last row cut short is left
 * out). Rows the import could not read are left out; a header row it could not read ends the sample, as it
 * ends the import. Null when the file is not text.
 */
export function readCsvSample(start: Uint8Array, complete: boolean, limit: number): string[][] | null {
  const format = csvFormatOf(start);
  if (format === 'binary') return null;
  const decoding = new TextDecoding(format.encoding);
  const splitter = new CsvRecordSplitter(format.delimiter, Number.POSITIVE_INFINITY);
  const records: CsvRecord[] = splitter.push(decoding.push(start.subarray(format.bomLength)));
  if (complete) records.push(...splitter.push(decoding.end()), ...splitter.end());
  const rows: string[][] = [];
  for (const record of records) {
    if (rows.length === limit) break;
    if (record instanceof CsvBrokenRecord) {
      if (rows.length === 0) break;
      continue;
    }
    if (record.some((value) => value.trim() !== '')) rows.push(record);
  }
  return rows;
}
