import { Transform } from 'node:stream';
import { READER_MESSAGES } from '@hde/contracts/text';
import { isUtf16, type TextEncodingName } from '@hde/file-reading';

/** What decoders make of bytes their encoding does not define: U+FFFD, or a lone surrogate in UTF-16. */
const REPLACEMENT = /\uFFFD/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Finds the first row holding bytes that are not valid in the encoding a CSV file is read in, so the import
 * can say so instead of silently importing replacement characters. UTF-8 may hold a U+FFFD on purpose, so
 * there one only counts once the bytes themselves were seen not to be UTF-8. The text of each chunk is
 * looked at once; rows are only searched after a chunk showed something, until the row holding it is found.
 */
export class InvalidTextWatch {
  readonly message: string;
  private readonly pattern: RegExp;
  private readonly utf8: InstanceType<typeof TextDecoder> | null;
  private invalidBytes: boolean;
  /** A chunk showed invalid text that no row has been found to hold yet. */
  private searching = false;
  private found = false;

  constructor(encoding: TextEncodingName, declared: boolean) {
    const utf8 = /^utf-?8$/i.test(encoding);
    this.utf8 = utf8 ? new TextDecoder('utf-8', { fatal: true }) : null;
    this.invalidBytes = !utf8;
    this.pattern = isUtf16(encoding) ? LONE_SURROGATE : REPLACEMENT;
    this.message = READER_MESSAGES.invalidText(encodingLabel(encoding), declared);
  }

  /** A pass-through stage before the decoder that checks the bytes (UTF-8 only; null otherwise). */
  byteCheck(): Transform | null {
    const decoder = this.utf8;
    if (!decoder) return null;
    const check = (decode: () => void) => {
      if (this.invalidBytes) return;
      try {
        decode();
      } catch {
        this.invalidBytes = true;
      }
    };
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        check(() => decoder.decode(chunk, { stream: true }));
        done(null, chunk);
      },
      flush: (done) => {
        check(() => decoder.decode());
        done();
      },
    });
  }

  /** Sees each decoded chunk before it is split into rows. */
  seeText(chunk: string): void {
    if (!this.found && !this.searching && this.invalidBytes && this.pattern.test(chunk))
      this.searching = true;
  }

  /** Whether this row is the first to hold invalid text. */
  isFirstBadRow(values: readonly string[]): boolean {
    if (!this.searching || !values.some((value) => this.pattern.test(value))) return false;
    this.searching = false;
    this.found = true;
    return true;
  }
}

function encodingLabel(encoding: TextEncodingName): string {
  if (/^utf-?8$/i.test(encoding)) return 'UTF-8';
  if (isUtf16(encoding)) return 'UTF-16';
  return encoding.replace(/^windows-/i, 'Windows-').replace(/^iso-/i, 'ISO-');
}
