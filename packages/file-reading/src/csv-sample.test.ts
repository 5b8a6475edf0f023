import { describe, expect, it } from 'vitest';
import { CSV_SAMPLE_BYTES } from './csv-format.js';
import { readCsvSample } from './csv-sample.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCsvSample', () => {
  it('reads the first non-blank rows with the delimiter the lines agree on', () => {
    const text = 'a,b;c\n\n1,2;3\n4,5;6\n7;8;9\n';
    expect(readCsvSample(utf8(text), true, 3)).toEqual([
      ['a', 'b;c'],
      ['1', '2;3'],
      ['4', '5;6'],
    ]);
  });

  it('keeps a last line without a line break only when the bytes are the whole file', () => {
    expect(readCsvSample(utf8('h1,h2\n1,2\n3,4'), true, 3)).toHaveLength(3);
    expect(readCsvSample(utf8('h1,h2\n1,2\n3,4'), false, 3)).toEqual([
      ['h1', 'h2'],
      ['1', '2'],
    ]);
  });

  it('leaves out rows the import cannot read, and ends at a header row it cannot read', () => {
    expect(readCsvSample(utf8('a,b\n"x"y,3\n4,5\n'), true, 3)).toEqual([
      ['a', 'b'],
      ['4', '5'],
    ]);
    expect(readCsvSample(utf8('"a"b,c\n1,2\n'), true, 3)).toEqual([]);
  });

  it('says a binary file is not text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(readCsvSample(png, true, 3)).toBeNull();
  });

  it('chooses the delimiter from the first CSV_SAMPLE_BYTES only', () => {
    const header = `a|b|c\n`;
    const filler = '1|2|3\n'.repeat(CSV_SAMPLE_BYTES / 6);
    expect(readCsvSample(utf8(header + filler + 'x,y,z,w\n'), true, 2)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });
});
