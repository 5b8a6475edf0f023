const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export type CsvProblem = 'quoteNotClosed' | 'invalidClosingQuote' | 'recordTooLong';

/** A record the splitter cannot read; `recordIndex` counts the records before it (0-based). */
export class CsvRecordError extends Error {
  constructor(
    readonly problem: CsvProblem,
    readonly recordIndex: number,
  ) {
    super(`CSV record ${recordIndex + 1}: ${problem}`);
  }
}

/** Needs more text to tell where the record ends. */
const INCOMPLETE = null;

interface ParsedRecord {
  values: string[];
  next: number;
}

/**
 * Splits decoded CSV text, given in chunks, into records of raw values (RFC 4180 quoting: a value that starts
 * with a quote runs to the closing quote, doubled quotes inside it stand for one; any other quote is kept as
 * written). CRLF, LF and a lone CR each end a record; an empty line is a record of one empty value; a line
 * end at the very end of the text starts no further record. Written for speed, since every imported row
 * passes through it: index scans and slices over the text, no per-character allocation.
 */
export class CsvRecordSplitter {
  private pending = '';
  private recordsDone = 0;
  private readonly delimiter: number;

  constructor(
    delimiter: string,
    private readonly maxRecordChars: number,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The records completed by this chunk. */
  push(chunk: string): string[][] {
    this.pending += chunk;
    return this.drain(false);
  }

  /** The last record, once the text has ended. */
  end(): string[][] {
    return this.drain(true);
  }

  private drain(final: boolean): string[][] {
    const text = this.pending;
    const records: string[][] = [];
    let start = 0;
    while (start < text.length) {
      const parsed = this.parseRecord(text, start, final, records.length);
      if (parsed === INCOMPLETE) break;
      if (parsed.next - start > this.maxRecordChars) this.fail('recordTooLong', records.length);
      records.push(parsed.values);
      start = parsed.next;
    }
    this.pending = start === 0 ? text : text.slice(start);
    if (this.pending.length > this.maxRecordChars) this.fail('recordTooLong', records.length);
    this.recordsDone += records.length;
    return records;
  }

  private fail(problem: CsvProblem, recordsBefore: number): never {
    throw new CsvRecordError(problem, this.recordsDone + recordsBefore);
  }

  /** The record starting at `start`, or INCOMPLETE when the text may go on past what is here. */
  private parseRecord(text: string, start: number, final: boolean, recordsBefore: number) {
    const values: string[] = [];
    let index = start;
    for (;;) {
      let end: number;
      if (text.charCodeAt(index) === QUOTE) {
        const quoted = this.quotedValue(text, index, final, recordsBefore);
        if (quoted === INCOMPLETE) return INCOMPLETE;
        values.push(quoted.value);
        end = quoted.next;
        if (end < text.length && !this.endsValue(text.charCodeAt(end))) {
          this.fail('invalidClosingQuote', recordsBefore);
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

  private quotedValue(text: string, open: number, final: boolean, recordsBefore: number) {
    let value = '';
    let from = open + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote < 0 || (quote + 1 >= text.length && !final)) {
        if (final) this.fail('quoteNotClosed', recordsBefore);
        return INCOMPLETE;
      }
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
