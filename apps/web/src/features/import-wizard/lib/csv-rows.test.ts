import { describe, expect, it } from 'vitest';
import { CSV_READ_BYTES, decodeCsvBytes, detectDelimiter, parseCsvRows, readCsvRows } from './csv-rows';

const utf8 = (text: string) => new TextEncoder().encode(text);
const parse = (text: string, limit = 3, complete = true) =>
  parseCsvRows(text, { delimiter: detectDelimiter(text), limit, complete });

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Case ID,Café')]))).toBe('Case ID,Café');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    // "Café", a curly-quoted “ME” and a euro sign as Excel saves them on Windows.
    const bytes = new Uint8Array([...utf8('Caf'), 0xe9, 0x2c, 0x93, ...utf8('ME'), 0x94, 0x2c, 0x80]);
    expect(decodeCsvBytes(bytes)).toBe('Café,“ME”,€');
  });

  it('reads UTF-16 files by their byte order mark', () => {
    const text = 'Case ID\tSex';
    const littleEndian = new Uint8Array(2 + text.length * 2);
    littleEndian.set([0xff, 0xfe]);
    [...text].forEach((char, index) => littleEndian.set([char.charCodeAt(0), 0], 2 + index * 2));
    expect(decodeCsvBytes(littleEndian)).toBe(text);
  });

  it('leaves out a character cut at the end of the bytes read', () => {
    const bytes = utf8('Name,Zoë');
    expect(decodeCsvBytes(bytes.subarray(0, bytes.length - 1))).toBe('Name,Zo');
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['Case ID,Sex,Age', ','],
    ['Case ID;Sex;Age', ';'],
    ['Case ID\tSex\tAge', '\t'],
    ['Case ID|Sex|Age', '|'],
    ['"Weight, lbs";"Height, in";Age', ';'],
    ['Case ID', ','],
  ])('%j -> %j', (header, delimiter) => {
    expect(detectDelimiter(`${header}\n1,2;3|4\t5`)).toBe(delimiter);
  });
});

describe('parseCsvRows', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(parse('Case ID,Notes,Age\n"A-1","Found at ""home"", kitchen",41\n"A-2","two\nlines",7\n')).toEqual(
      [
        ['Case ID', 'Notes', 'Age'],
        ['A-1', 'Found at "home", kitchen', '41'],
        ['A-2', 'two\nlines', '7'],
      ],
    );
  });

  it('takes LF, CRLF and CR line ends and skips blank lines', () => {
    expect(parse('a;b\r\n\r\n1;2\r3;4\n5;6', 4)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('stops at the limit', () => {
    expect(parse('h\n1\n2\n3\n4\n', 3)).toEqual([['h'], ['1'], ['2']]);
  });

  it('keeps a last line without a line break only when the text is the whole file', () => {
    expect(parse('h1,h2\n1,2\n3,4', 3, true)).toHaveLength(3);
    expect(parse('h1,h2\n1,2\n3,4', 3, false)).toEqual([
      ['h1', 'h2'],
      ['1', '2'],
    ]);
  });

  it('keeps empty cells', () => {
    expect(parse('a,b,c\n,,x\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '', 'x'],
    ]);
  });
});

describe('readCsvRows', () => {
  it('reads the first rows of a file from its first bytes only', async () => {
    const header = 'Case ID,Last Name,Age\n';
    const rows = Array.from({ length: 20_000 }, (_, index) => `C-${index},Doe,${index % 90}\n`).join('');
    const file = new Blob([header, rows]);
    expect(file.size).toBeGreaterThan(CSV_READ_BYTES);
    expect(await readCsvRows(file, 3)).toEqual([
      ['Case ID', 'Last Name', 'Age'],
      ['C-0', 'Doe', '0'],
      ['C-1', 'Doe', '1'],
    ]);
  });

  it('reads a Windows-1252 file with semicolons', async () => {
    const file = new Blob([
      new Uint8Array([...utf8('Nom;Ville\nJos'), 0xe9, ...utf8(';Montr'), 0xe9, ...utf8('al\n')]),
    ]);
    expect(await readCsvRows(file, 3)).toEqual([
      ['Nom', 'Ville'],
      ['José', 'Montréal'],
    ]);
  });
});
