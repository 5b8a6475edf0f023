import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvBrokenRecord, CsvRecordSplitter, type CsvRecord } from './csv-records.js';

function split(text: string, chunkSizes: number[] = [text.length], delimiter = ',', max = 1_000_000) {
  const splitter = new CsvRecordSplitter(delimiter, max);
  const records: CsvRecord[] = [];
  let at = 0;
  for (const size of chunkSizes) {
    records.push(...splitter.push(text.slice(at, at + size)));
    at += size;
  }
  records.push(...splitter.push(text.slice(at)), ...splitter.end());
  return records;
}

/** Records as values, a broken one as its problem. */
function shown(records: CsvRecord[]) {
  return records.map((record) => (record instanceof CsvBrokenRecord ? record.problem : record));
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

  it('marks a record it cannot read and goes on after the line where it went wrong', () => {
    expect(shown(split('a\nb\n"open\nmore\n'))).toEqual([['a'], ['b'], 'quoteNotClosed', ['more']]);
    expect(shown(split('a\n"x"y,z\nc\n'))).toEqual([['a'], 'invalidClosingQuote', ['c']]);
    expect(shown(split('ab\nabcdef\ncd\n', undefined, ',', 5))).toEqual([['ab'], 'recordTooLong', ['cd']]);
  });

  it('skips a line too long to hold, however it is cut, and reads every line after it', () => {
    const long = 'x'.repeat(50);
    const text = `h1,h2\r\n1,2\r\n${long},${long}\r\n3,4\r\n5,"six"\r\n`;
    const expected = [['h1', 'h2'], ['1', '2'], 'recordTooLong', ['3', '4'], ['5', 'six']];
    for (const cuts of [[text.length], [7, 3, 30, 40, 2, 1, 5], Array.from({ length: 200 }, () => 1)]) {
      expect(shown(split(text, cuts, ',', 20))).toEqual(expected);
    }
  });

  it('takes a quote left open past the limit for a stray one and goes on after its line', () => {
    const rest = Array.from({ length: 10 }, (_, index) => `r${index},v${index}`).join('\n');
    const text = `a,b\n1,"stray\n${rest}\n`;
    expect(shown(split(text, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 100], ',', 30))).toEqual([
      ['a', 'b'],
      'quoteNotClosed',
      ...Array.from({ length: 10 }, (_, index) => [`r${index}`, `v${index}`]),
    ]);
  });

  it('skips a too long record whole when its end is in the text at hand, quoted line breaks and all', () => {
    const text = `a\n"${'x\n'.repeat(20)}"\nb\n`;
    expect(shown(split(text, undefined, ',', 100))).toEqual([['a'], ['x\n'.repeat(20)], ['b']]);
    expect(shown(split(text, undefined, ',', 30))).toEqual([['a'], 'recordTooLong', ['b']]);
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
          expect(shown(split(text, cuts))).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });
});
