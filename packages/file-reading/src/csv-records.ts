const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export type CsvProblem = 'quoteNotClosed' | 'invalidClosingQuote' | 'recordTooLong';

/** A record the splitter could not read; it stands in the record sequence where that record was. */
export class CsvBrokenRecord {
  constructor(readonly problem: CsvProblem) {}
}

/** Raw values, or the mark of a record that could not be read. */
export type CsvRecord = string[] | CsvBrokenRecord;

/** Needs more text to tell where the record ends. */
const INCOMPLETE = null;

interface ParsedRecord {
  values: string[];
  next: number;
}

/** Where a broken record stopped making sense: reading resumes after the first line break from `at`. */
interface Broken {
  problem: CsvProblem;
  at: number;
}

/** The line break search met the end of the text before a break (or between a CR and a possible LF). */
const NO_BREAK_YET = -1;

/**
 * Splits decoded CSV text, given in chunks, into records of raw values (RFC 4180 quoting: a value that starts
 * with a quote runs to the closing quote, doubled quotes inside it stand for one; any other quote is kept as
 * written). CRLF, LF and a lone CR each end a record; an empty line is a record of one empty value; a line
 * end at the very end of the text starts no further record. Written for speed, since every imported row
 * passes through it: index scans and slices over the text, no per-character allocation.
 *
 * A record that cannot be read (a quote never closed, text after a closing quote, more than `maxRecordChars`)
 * comes out as a CsvBrokenRecord and reading goes on after the first line break past where it went wrong: for
 * a quoted value left open (at the end of the text, or still open after `maxRecordChars`), that is the break
 * after its opening quote, since such a quote is almost always a stray one, and the record is reported as
 * such; a complete record that is merely too long is skipped whole. Memory stays within about
 * `maxRecordChars` whatever the file holds.
 */
export class CsvRecordSplitter {
  private pending = '';
  /** A broken record's text is being dropped up to the next line break. */
  private skipping = false;
  /** Where the quoted value that made the record incomplete opened, if it did. */
  private openQuote: number | null = null;
  private readonly delimiter: number;

  constructor(
    delimiter: string,
    private readonly maxRecordChars: number,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The records completed by this chunk. */
  push(chunk: string): CsvRecord[] {
    this.pending += chunk;
    return this.drain(false);
  }

  /** The last record, once the text has ended. */
  end(): CsvRecord[] {
    return this.drain(true);
  }

  private drain(final: boolean): CsvRecord[] {
    const text = this.pending;
    const records: CsvRecord[] = [];
    let start = 0;
    if (this.skipping) {
      start = afterLineBreak(text, 0, final);
      if (start === NO_BREAK_YET) {
        this.skipping = !final;
        this.pending = !final && text.endsWith('\r') ? '\r' : '';
        return records;
      }
      this.skipping = false;
    }
    while (start < text.length && !this.skipping) {
      this.openQuote = null;
      const parsed = this.parseRecord(text, start, final);
      if (parsed === INCOMPLETE) {
        if (text.length - start <= this.maxRecordChars) break;
        records.push(new CsvBrokenRecord(this.openQuote === null ? 'recordTooLong' : 'quoteNotClosed'));
        // Left open by a quote: resume after that quote's line. Otherwise the record's line has not ended yet
        // (the last character is looked at again, in case it is the CR of a CRLF).
        start = this.resume(text, this.openQuote ?? Math.max(start, text.length - 1), final);
      } else if ('problem' in parsed) {
        records.push(new CsvBrokenRecord(parsed.problem));
        start = this.resume(text, parsed.at, final);
      } else {
        const tooLong = parsed.next - start > this.maxRecordChars;
        records.push(tooLong ? new CsvBrokenRecord('recordTooLong') : parsed.values);
        start = parsed.next;
      }
    }
    this.pending = start >= text.length ? '' : start === 0 ? text : text.slice(start);
    return records;
  }

  /** Where reading resumes after a broken record; the end of the text, skipping on, when no break is there yet. */
  private resume(text: string, from: number, final: boolean): number {
    const next = afterLineBreak(text, from, final);
    if (next !== NO_BREAK_YET) return next;
    this.skipping = !final;
    // A CR at the very end may be the first half of a CRLF: kept, so the skip ends on the LF, not before it.
    return text.endsWith('\r') && !final ? text.length - 1 : text.length;
  }

  /** The record starting at `start`, a broken record, or INCOMPLETE when the text may go on past what is here. */
  private parseRecord(text: string, start: number, final: boolean): ParsedRecord | Broken | null {
    const values: string[] = [];
    let index = start;
    for (;;) {
      let end: number;
      if (text.charCodeAt(index) === QUOTE) {
        const quoted = this.quotedValue(text, index, final);
        if (quoted === INCOMPLETE) {
          if (!final) {
            this.openQuote = index;
            return INCOMPLETE;
          }
          return { problem: 'quoteNotClosed', at: index };
        }
        values.push(quoted.value);
        end = quoted.next;
        if (end < text.length && !this.endsValue(text.charCodeAt(end))) {
          return { problem: 'invalidClosingQuote', at: end };
        }
      } else {
        end = index;
        while (end < text.length && !this.endsValue(text.charCodeAt(end))) end += 1;
        values.push(text.slice(index, end));
      }
      if (end >= text.length) return final ? { values, next: end } : INCOMPLETE;
      const code = text.charCodeAt(end);
      if (code === this.delimiter) {
        index = end + 1;
        continue;
      }
      return lineEnd(text, end, final, values);
    }
  }

  private endsValue(code: number): boolean {
    return code === this.delimiter || code === LF || code === CR;
  }

  /** The quoted value opening at `open`, or INCOMPLETE when its closing quote is not in the text (yet). */
  private quotedValue(text: string, open: number, final: boolean) {
    let value = '';
    let from = open + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote < 0 || (quote + 1 >= text.length && !final)) return INCOMPLETE;
      if (text.charCodeAt(quote + 1) === QUOTE) {
        value += text.slice(from, quote + 1);
        from = quote + 2;
        continue;
      }
      return { value: value + text.slice(from, quote), next: quote + 1 };
    }
  }
}

/** The record ends at the line end at `at`: CRLF counts as one, so a CR at the end of the text must wait. */
function lineEnd(text: string, at: number, final: boolean, values: string[]): ParsedRecord | null {
  if (text.charCodeAt(at) === LF) return { values, next: at + 1 };
  if (at + 1 >= text.length) return final ? { values, next: at + 1 } : INCOMPLETE;
  return { values, next: text.charCodeAt(at + 1) === LF ? at + 2 : at + 1 };
}

/** The index just past the first line break at or after `from`, or NO_BREAK_YET. */
function afterLineBreak(text: string, from: number, final: boolean): number {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === LF) return index + 1;
    if (code !== CR) continue;
    if (index + 1 < text.length) return text.charCodeAt(index + 1) === LF ? index + 2 : index + 1;
    return final ? index + 1 : NO_BREAK_YET;
  }
  return NO_BREAK_YET;
}
