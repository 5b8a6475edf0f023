import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvRecordError, CsvRecordSplitter } from './csv-records.js';

function split(text: string, chunkSizes: number[] = [text.length], delimiter = ',', max = 1_000_000) {
  const splitter = new CsvRecordSplitter(delimiter, max);
  const records: string[][] = [];
  let at = 0;
  for (const size of chunkSizes) {
    records.push(...splitter.push(text.slice(at, at + size)));
    at += size;
  }
  records.push(...splitter.push(text.slice(at)), ...splitter.end());
  return records;
}

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvRecordError) return [error.problem, error.recordIndex];
    throw error;
  }
  return null;
}

describe('CsvRecordSplitter', () => {
  it('ends records at LF, CRLF and a lone CR, and starts none after a final line end', () => {
    expect(split('a,b\nc,d\r\ne,f\rg,h\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
    expect(split('a,b')).toEqual([['a', 'b']]);
    expect(split('a,\n,\n')).toEqual([
      ['a', ''],
      ['', ''],
    ]);
  });

  it('reads an empty line as one empty value', () => {
    expect(split('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted values', () => {
    expect(split('"x, y","line\nbreak","say ""hi"""\n')).toEqual([['x, y', 'line\nbreak', 'say "hi"']]);
    expect(split('"",""\n')).toEqual([['', '']]);
  });

  it('keeps a quote that does not open a value as written', () => {
    expect(split('5" tall, "a"\n')).toEqual([['5" tall', ' "a"']]);
  });

  it('uses the delimiter it is given', () => {
    expect(split('a;b,c\t|d\n', undefined, ';')).toEqual([['a', 'b,c\t|d']]);
  });

  it('names the record of an unclosed quote, of text after a closing quote and of a record too long', () => {
    expect(problemOf(() => split('a\nb\n"open\nmore\n'))).toEqual(['quoteNotClosed', 2]);
    expect(problemOf(() => split('a\n"x"y,z\n'))).toEqual(['invalidClosingQuote', 1]);
    expect(problemOf(() => split('ab\nabcdef\n', undefined, ',', 5))).toEqual(['recordTooLong', 1]);
    expect(problemOf(() => split(`a\n"${'x'.repeat(20)}`, [3, 3, 3], ',', 10))).toEqual(['recordTooLong', 1]);
  });

  it('splits the same records however the text is cut into chunks', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('"', '""', '\r', '\n', '\r\n', ',', 'a"b'),
    );
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
    fc.assert(
      fc.property(
        table,
        fc.array(fc.nat({ max: 8 }), { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (rows, cuts, lineEnd) => {
          const text = rows.map((row) => row.map(quoted).join(',')).join(lineEnd) + lineEnd;
          expect(split(text, cuts)).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });
});
