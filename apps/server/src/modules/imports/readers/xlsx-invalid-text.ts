import { pipeline, Transform, type Readable } from 'node:stream';
import type { RawCell } from '../convert/conversion.js';
import { Utf8Repair, type RepairedChunk } from './utf8-repair.js';

/**
 * Workbook XML is UTF-8, and the XML reader turns bytes that are not into U+FFFD without a word. The shared
 * strings and the sheet pass through here so such bytes are seen; the first row then holding a U+FFFD is the
 * one to warn on (shared strings are read before any row, so a row quoting a bad one is the first to show it).
 */
export class WorkbookTextWatch {
  private invalidBytes = false;
  private found = false;

  /** The part's bytes, unchanged where valid, noted when not. */
  checked(part: Readable): Readable {
    const repair = new Utf8Repair();
    const pass = ({ bytes, firstInvalid }: RepairedChunk) => {
      if (firstInvalid !== null) this.invalidBytes = true;
      return bytes;
    };
    const check = new Transform({
      transform: (chunk: Buffer, _encoding, done) => done(null, pass(repair.push(chunk))),
      flush: (done) => done(null, pass(repair.end())),
    });
    return pipeline(part, check, () => {});
  }

  /** Whether this row is the first to hold text replaced for invalid bytes. */
  isFirstBadRow(values: readonly RawCell[]): boolean {
    if (this.found || !this.invalidBytes) return false;
    if (!values.some((value) => typeof value === 'string' && value.includes('\uFFFD'))) return false;
    this.found = true;
    return true;
  }
}
