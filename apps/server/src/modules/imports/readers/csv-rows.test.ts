import { describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError, readFirstRows } from './index.js';
import { MAX_ROW_CHARS, MAX_ROW_VALUES } from './row-limits.js';
import { fixtureFolder, readTable, readUpload } from './test-support/fixtures.js';

const files = fixtureFolder();

async function csv(content: string | Uint8Array) {
  return readTable(await files.write(`t${Math.random()}.csv`, content), 'CSV');
}

describe('CSV rows', () => {
  it('reads headers and rows, numbered as a spreadsheet shows them', async () => {
    const table = await csv('Case ID,Age\r\nC1,42\r\nC2,7\r\n');
    expect(table).toMatchObject({ kind: 'table', dataType: 'CASE', headers: ['Case ID', 'Age'] });
    expect(table.rows).toEqual([
      { rowNumber: 2, values: ['C1', '42'] },
      { rowNumber: 3, values: ['C2', '7'] },
    ]);
  });

  it('reads a semicolon file with decimal commas', async () => {
    const table = await csv('Case;Weight\nC1;72,5\n');
    expect(table.headers).toEqual(['Case', 'Weight']);
    expect(table.rows[0]?.values).toEqual(['C1', '72,5']);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('splits %s line ends', async (_name, end) => {
    const table = await csv(['a,b', '1,2', '3,4'].join(end));
    expect(table.rows.map((row) => row.values)).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks inside one value', async () => {
    const table = await csv('id,note,n\n1,"a, ""quoted""\nsecond line",x\n2,plain,y\n');
    expect(table.rows).toEqual([
      { rowNumber: 2, values: ['1', 'a, "quoted"\nsecond line', 'x'] },
      { rowNumber: 3, values: ['2', 'plain', 'y'] },
    ]);
  });

  it('trims nothing inside values', async () => {
    const table = await csv('a,b\n  padded ," quoted "\n');
    expect(table.rows[0]?.values).toEqual(['  padded ', ' quoted ']);
  });

  it('hands ragged rows over with their own number of values', async () => {
    const table = await csv('a,b,c\n1,2\n1,2,3,4\n');
    expect(table.rows.map((row) => row.values)).toEqual([
      ['1', '2'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('skips blank lines but still counts them as rows', async () => {
    const table = await csv('\na,b\n\n1,2\n   \n,\n3,4\n\n');
    expect(table.headers).toEqual(['a', 'b']);
    expect(table.rows).toEqual([
      { rowNumber: 4, values: ['1', '2'] },
      { rowNumber: 7, values: ['3', '4'] },
    ]);
  });

  it('trims headers, names blank ones after their column and numbers repeats', async () => {
    const table = await csv(' Name ,,Name,Age,Name, ,Column 2\n');
    expect(table.headers).toEqual([
      'Name',
      'Column 2',
      'Name (2)',
      'Age',
      'Name (3)',
      'Column 6',
      'Column 2 (2)',
    ]);
  });

  it('yields a header-only file as a source without rows', async () => {
    const table = await csv('a,b\n');
    expect(table.headers).toEqual(['a', 'b']);
    expect(table.rows).toEqual([]);
  });

  it('keeps row numbers right across read chunks split between CR and LF', async () => {
    const lines = Array.from({ length: 30_000 }, (_, index) => `${index},"value ${index}"`);
    const table = await csv(['id,value', ...lines].join('\r\n'));
    expect(table.rows).toHaveLength(30_000);
    expect(table.rows.at(-1)).toEqual({ rowNumber: 30_001, values: ['29999', 'value 29999'] });
  });

  it.each([
    ['a zero-byte file', ''],
    ['a file of whitespace only', ' \r\n\t\n  \n'],
  ])('refuses %s as empty', async (_name, content) => {
    await expect(csv(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.empty));
  });

  it.each([
    ['bytes with NUL', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)],
    [
      'a PNG image',
      Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]),
    ],
    ['control characters', Buffer.from('\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f,a\n'.repeat(50))],
  ])('refuses %s as not a CSV text file', async (_name, content) => {
    await expect(csv(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.notCsv));
  });

  it('hands a row it cannot read over with its problem, and reads on after it', async () => {
    const table = await csv('a,b\n1,2\n"x"y,3\n4,5\n"open,6\n7,8\n');
    expect(table.rows).toEqual([
      { rowNumber: 2, values: ['1', '2'] },
      { rowNumber: 3, values: [], problem: READER_MESSAGES.csvTextAfterQuote },
      { rowNumber: 4, values: ['4', '5'] },
      { rowNumber: 5, values: [], problem: READER_MESSAGES.csvQuoteNotClosed },
      { rowNumber: 6, values: ['7', '8'] },
    ]);
  });

  it('reports a quote still open after the length limit as a quote not closed, on its own row', async () => {
    const after = Array.from({ length: 100_000 }, (_, index) => `A${index},${index}`);
    const table = await csv(['id,n', 'B1,1', 'B2,"stray', ...after].join('\n'));
    expect(table.rows.slice(0, 2)).toEqual([
      { rowNumber: 2, values: ['B1', '1'] },
      { rowNumber: 3, values: [], problem: READER_MESSAGES.csvQuoteNotClosed },
    ]);
    expect(table.rows).toHaveLength(2 + after.length);
    expect(table.rows.at(-1)).toEqual({ rowNumber: 3 + after.length, values: ['A99999', '99999'] });
  });

  it('hands a line over the length limit over as a problem row and reads every row after it', async () => {
    const after = Array.from({ length: 1100 }, (_, index) => `A${index},${index}`);
    const table = await csv(
      ['id,n', 'B1,1', `B2,${'x'.repeat(MAX_ROW_CHARS + 100_000)}`, ...after].join('\n'),
    );
    expect(table.rows.slice(0, 2)).toEqual([
      { rowNumber: 2, values: ['B1', '1'] },
      { rowNumber: 3, values: [], problem: READER_MESSAGES.rowTooLong(MAX_ROW_CHARS) },
    ]);
    expect(table.rows.slice(2)).toEqual(
      after.map((line, index) => ({ rowNumber: 4 + index, values: line.split(',') })),
    );
  });

  it('hands a row with more values than a spreadsheet has columns over as a problem row', async () => {
    const table = await csv(`a\n${','.repeat(MAX_ROW_VALUES)}x\n1\n`);
    expect(table.rows).toEqual([
      { rowNumber: 2, values: [], problem: READER_MESSAGES.rowTooManyValues(MAX_ROW_VALUES) },
      { rowNumber: 3, values: ['1'] },
    ]);
  });

  it('refuses a file whose header row cannot be read', async () => {
    await expect(csv('"a,b\n')).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.headerUnreadable(1), { rowNumber: 1 }),
    );
  });

  describe('bytes the encoding does not define', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
    const warned = (rows: { rowNumber: number; warning?: string }[]) =>
      rows.filter((row) => row.warning).map((row) => [row.rowNumber, row.warning]);

    it('warns on the first row of a UTF-8 file (by its byte order mark) that is not UTF-8', async () => {
      const table = await csv(
        bytes([0xef, 0xbb, 0xbf], 'id,name\n1,ok\n2,caf', [0xe9], '\n3,', [0xff], '\n'),
      );
      expect(table.rows.map((row) => row.values)).toEqual([
        ['1', 'ok'],
        ['2', 'caf\uFFFD'],
        ['3', '\uFFFD'],
      ]);
      expect(warned(table.rows)).toEqual([[3, READER_MESSAGES.invalidText('UTF-8', true)]]);
      // One warning for the file, so it says that rows after it may hold replaced characters too.
      expect(READER_MESSAGES.invalidText('UTF-8', true)).toContain('Later rows may hold such bytes too');
    });

    it('warns on a bad byte past the sample that chose UTF-8, and never re-reads the file otherwise', async () => {
      const filler = Array.from({ length: 6000 }, (_, index) => `${index},caf\u00e9 ${index}\n`).join('');
      const table = await csv(bytes('id,name\n', filler, 'X,caf', [0xe9], '\n'));
      expect(table.rows.at(-2)?.values).toEqual(['5999', 'caf\u00e9 5999']);
      expect(warned(table.rows)).toEqual([[6002, READER_MESSAGES.invalidText('UTF-8', false)]]);
    });

    it('warns on a byte Windows-1252 does not define', async () => {
      const table = await csv(bytes('id,name\n1,caf', [0xe9], '\n2,x', [0x81], '\n'));
      expect(table.rows.map((row) => row.values)).toEqual([
        ['1', 'caf\u00e9'],
        ['2', 'x\uFFFD'],
      ]);
      expect(warned(table.rows)).toEqual([[3, READER_MESSAGES.invalidText('Windows-1252', false)]]);
    });

    it('does not take a replacement character written in valid UTF-8 for a bad byte', async () => {
      const table = await csv('id,name\n1,\uFFFD\n');
      expect(warned(table.rows)).toEqual([]);
    });
  });

  it('reads the first rows for a preview, headers named as on import', async () => {
    const path = await files.write('preview.csv', 'id,,id\n1,2,3\n\n4,5,6\n7,8,9\n');
    await expect(readFirstRows(path, 'CSV', 3)).resolves.toEqual([
      ['id', 'Column 2', 'id (2)'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    await expect(readFirstRows(path, 'CSV', 100)).resolves.toHaveLength(4);
  });

  it('gives the source the data type of the upload', async () => {
    const path = await files.write('tox.csv', 'a\n1\n');
    const [source] = await readUpload(path, 'CSV', undefined, 'TOXICOLOGY');
    expect(source).toMatchObject({ kind: 'table', dataType: 'TOXICOLOGY', name: 'tox.csv' });
  });
});
