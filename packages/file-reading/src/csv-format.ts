import { looksBinary } from './binary.js';
import { detectDelimiter, type CsvDelimiter } from './delimiter.js';
import { detectEncoding, type TextEncodingName } from './encoding.js';
import { TextDecoding } from './text-decoding.js';

/** Bytes from the start of a CSV file that choose its encoding and delimiter and tell text from binary data. */
export const CSV_SAMPLE_BYTES = 64 * 1024;

export interface CsvFormat {
  encoding: TextEncodingName;
  /** Bytes of byte order mark to skip before decoding. */
  bomLength: number;
  delimiter: CsvDelimiter;
}

/**
 * How to read a CSV file, from its first bytes (at least CSV_SAMPLE_BYTES of them, or the whole file; only
 * that many are examined), or 'binary' when they are not text. The browser and the server both open CSV
 * files with it, so the headers a user maps are the headers the import reads.
 */
export function csvFormatOf(start: Uint8Array): CsvFormat | 'binary' {
  const sample = start.subarray(0, CSV_SAMPLE_BYTES);
  const { encoding, bomLength } = detectEncoding(sample);
  const complete = sample.length < CSV_SAMPLE_BYTES;
  const decoding = new TextDecoding(encoding);
  const text = decoding.push(sample.subarray(bomLength)) + (complete ? decoding.end() : '');
  if (looksBinary(sample, encoding, text)) return 'binary';
  return { encoding, bomLength, delimiter: detectDelimiter(text, complete) };
}
