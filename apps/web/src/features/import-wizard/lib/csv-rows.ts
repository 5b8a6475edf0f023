import { readBlobBytes } from './blob-bytes';
import { decodeWindows1252 } from './windows-1252';

/** Only the start of a CSV file is read: three rows fit in it unless cells are enormous. */
export const CSV_READ_BYTES = 256 * 1024;

/** Delimiters tried on the header line, in the order that wins a tie. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * The text of a CSV file's first bytes: UTF-16 when it starts with a UTF-16 byte order mark, UTF-8 when the
 * bytes are valid UTF-8 (a UTF-8 byte order mark is dropped), Windows-1252 otherwise. A character cut at the
 * end of `bytes` is left out.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes, { stream: true });
  if (startsWith(bytes, UTF16BE_BOM)) return new TextDecoder('utf-16be').decode(bytes, { stream: true });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Each delimiter's count on the first line, outside quotes. */
function delimiterCounts(text: string): Map<CsvDelimiter, number> {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) {
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
    }
  }
  return counts;
}

/** The delimiter found most often in the header line (comma, semicolon, tab or pipe); comma when none is. */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const [delimiter, count] of delimiterCounts(text)) {
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

export interface CsvParseOptions {
  delimiter: CsvDelimiter;
  /** Rows wanted; blank lines do not count. */
  limit: number;
  /** False when `text` is only the start of the file: a last line without its line break may be cut short. */
  complete: boolean;
}

/**
 * The first `limit` non-blank rows of CSV text (RFC 4180: quoted cells may hold delimiters, line breaks and
 * doubled quotes; lines end with LF, CRLF or CR).
 */
export function parseCsvRows(text: string, { delimiter, limit, complete }: CsvParseOptions): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (!isBlankRow(row)) rows.push(row);
    row = [];
    cell = '';
  };

  for (let index = 0; index < text.length && rows.length < limit; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
    } else cell += char;
  }
  if (rows.length < limit && complete && (row.length > 0 || cell !== '')) endRow();
  return rows;
}

/** The first `limit` rows of a CSV file, read from its first CSV_READ_BYTES bytes. */
export async function readCsvRows(file: Blob, limit: number): Promise<string[][]> {
  const complete = file.size <= CSV_READ_BYTES;
  const text = decodeCsvBytes(await readBlobBytes(file, 0, CSV_READ_BYTES));
  return parseCsvRows(text, { delimiter: detectDelimiter(text), limit, complete });
}
