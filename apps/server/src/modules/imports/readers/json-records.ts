import { createReadStream } from 'node:fs';
import { JSONParser } from '@streamparser/json';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './import-file-error.js';
import { recordProblem } from './row-limits.js';
import type { RecordRow } from './types.js';
import { Utf8Repair, type RepairedChunk } from './utf8-repair.js';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACKET = 0x5b;

/**
 * The objects of a JSON file's top-level array, one at a time, nested arrays and objects kept as parsed. Bytes
 * that are not UTF-8 are read as U+FFFD, and the object holding the first of them carries a warning.
 */
export async function* readJsonRecords(filePath: string): AsyncGenerator<RecordRow, void> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const parsed: RecordRow[] = [];
  let failure: ImportFileError | null = null;
  /** Items of the array read so far: a failure stops the import at the item after them. */
  let items = 0;
  /** The item that holds the first invalid byte: bytes outside strings, and so outside items, are not JSON. */
  let invalidTextItem: number | null = null;
  parser.onValue = ({ value, key }) => {
    if (typeof key !== 'number') failure ??= new ImportFileError(READER_MESSAGES.jsonNotArray);
    else if (!isObject(value)) {
      failure ??= new ImportFileError(READER_MESSAGES.jsonItemNotObject(key + 1), { rowNumber: key + 1 });
    } else {
      items = key + 1;
      const problem = recordProblem(value);
      const warning = items === invalidTextItem ? { warning: READER_MESSAGES.invalidJsonText } : {};
      parsed.push(
        problem
          ? { rowNumber: items, record: {}, problem, ...warning }
          : { rowNumber: items, record: value, ...warning },
      );
    }
  };
  const repair = new Utf8Repair();
  /** Parses repaired bytes, noting which item the first replaced byte fell in. */
  const write = ({ bytes, firstInvalid }: RepairedChunk) => {
    if (firstInvalid === null) {
      parser.write(bytes);
      return;
    }
    parser.write(bytes.subarray(0, firstInvalid));
    invalidTextItem = items + 1;
    parser.write(bytes.subarray(firstInvalid));
  };
  parser.onError = () => {
    failure ??= new ImportFileError(READER_MESSAGES.jsonInvalid, { rowNumber: items + 1 });
  };

  let start: number | null = null;
  let bytesRead = 0;
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) {
    start ??= firstSignificantByte(chunk, bytesRead === 0);
    bytesRead += chunk.length;
    write(repair.push(chunk));
    if (failure) throw failure;
    yield* parsed.splice(0);
  }
  if (start === null) throw new ImportFileError(READER_MESSAGES.empty);
  const rest = repair.end();
  if (rest.bytes.length > 0) write(rest);
  if (!parser.isEnded) parser.end();
  if (failure) throw failure;
  // A document that is valid but not an array, such as a lone string or number, emits nothing.
  if (start !== OPEN_BRACKET) throw new ImportFileError(READER_MESSAGES.jsonNotArray);
}

/** The first byte that is neither whitespace nor the file's byte order mark, or null if none yet. */
function firstSignificantByte(chunk: Buffer, fileStart: boolean): number | null {
  const from = fileStart && UTF8_BOM.every((byte, index) => chunk[index] === byte) ? UTF8_BOM.length : 0;
  for (let index = from; index < chunk.length; index += 1) {
    const byte = chunk[index] ?? 0;
    if (!WHITESPACE.has(byte)) return byte;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
