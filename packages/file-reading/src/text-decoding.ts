import { incompleteTailLength, utf8Length, type TextEncodingName } from './encoding.js';

const LF = 0x0a;
const CR = 0x0d;
/**
 * Windows-1252's characters for bytes 0x80-0x9F, U+FFFD for the five it leaves undefined. Applied after
 * TextDecoder because some runtimes (Node 20 among them) decode the `windows-1252` label as plain Latin-1,
 * which leaves curly quotes, dashes and the euro sign as C1 control characters.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd' +
  '\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';
const C1_CONTROL = /[\u0080-\u009f]/g;
/** A line longer than this is decoded in pieces, so memory stays bounded whatever the file holds. */
const MAX_LINE_BYTES = 1024 * 1024;

type LineKind = 'ascii' | 'utf-8' | 'windows-1252';

/**
 * Decodes a file's bytes, given in chunks, into text. Bytes an encoding does not define become U+FFFD. In
 * `windows-1252` each line is decoded on its own: as UTF-8 when it is valid UTF-8, else as Windows-1252 (see
 * TextEncodingName); consecutive lines of one kind are decoded together. Line breaks are ASCII in both, so
 * they can be found in the bytes before decoding.
 */
export class TextDecoding {
  private readonly whole: TextDecoder | null;
  private readonly utf8 = new TextDecoder('utf-8');
  private readonly windows1252 = new TextDecoder('windows-1252');
  /** windows-1252: the bytes of a line whose end has not arrived. */
  private carry = new Uint8Array(0);

  constructor(encoding: TextEncodingName) {
    this.whole = encoding === 'windows-1252' ? null : new TextDecoder(encoding, { ignoreBOM: true });
  }

  push(chunk: Uint8Array): string {
    if (this.whole) return this.whole.decode(chunk, { stream: true });
    const bytes = this.carry.length === 0 ? chunk : concat(this.carry, chunk);
    let complete = lastLineBreak(bytes) + 1;
    if (complete === 0 && bytes.length > MAX_LINE_BYTES)
      complete = bytes.length - incompleteTailLength(bytes);
    this.carry = bytes.slice(complete);
    return this.lines(bytes.subarray(0, complete));
  }

  /** The text of the last bytes, once the file has ended. */
  end(): string {
    if (this.whole) return this.whole.decode();
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return this.lines(rest);
  }

  private lines(bytes: Uint8Array): string {
    let text = '';
    let runStart = 0;
    let runKind: LineKind = 'ascii';
    let lineStart = 0;
    while (lineStart < bytes.length) {
      let lineEnd = lineStart;
      let ascii = true;
      while (lineEnd < bytes.length && bytes[lineEnd] !== LF && bytes[lineEnd] !== CR) {
        if ((bytes[lineEnd] ?? 0) >= 0x80) ascii = false;
        lineEnd += 1;
      }
      const kind = ascii ? 'ascii' : lineKind(bytes, lineStart, lineEnd);
      if (kind !== 'ascii' && runKind !== 'ascii' && kind !== runKind) {
        text += this.decode(bytes.subarray(runStart, lineStart), runKind);
        runStart = lineStart;
      }
      if (kind !== 'ascii') runKind = kind;
      lineStart = lineEnd + 1;
    }
    return text + this.decode(bytes.subarray(runStart), runKind);
  }

  private decode(bytes: Uint8Array, kind: LineKind): string {
    if (kind !== 'windows-1252') return this.utf8.decode(bytes);
    return this.windows1252
      .decode(bytes)
      .replace(C1_CONTROL, (char) => WINDOWS_1252_HIGH.charAt(char.charCodeAt(0) - 0x80));
  }
}

function lineKind(bytes: Uint8Array, start: number, end: number): LineKind {
  return utf8Length(bytes, start, end) === end - start ? 'utf-8' : 'windows-1252';
}

function lastLineBreak(bytes: Uint8Array): number {
  for (let index = bytes.length - 1; index >= 0; index -= 1) {
    if (bytes[index] === LF || bytes[index] === CR) return index;
  }
  return -1;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}
