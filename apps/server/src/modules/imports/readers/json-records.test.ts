import { describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './index.js';
import { MAX_ROW_CHARS, MAX_ROW_VALUES } from './row-limits.js';
import { fixtureFolder, readUpload } from './test-support/fixtures.js';

const files = fixtureFolder();

async function json(content: string | Buffer) {
  const [source, ...others] = await readUpload(await files.write(`t${Math.random()}.json`, content), 'JSON');
  if (source?.kind !== 'records' || others.length > 0) throw new Error('expected exactly one records source');
  return source;
}

describe('JSON records', () => {
  it('yields each object of the top-level array, numbered from 1', async () => {
    const source = await json('[{"caseId":"C1","age":42},\n {"caseId":"C2","age":null}]');
    expect(source).toMatchObject({ kind: 'records', dataType: 'CASE' });
    expect(source.records).toEqual([
      { rowNumber: 1, record: { caseId: 'C1', age: 42 } },
      { rowNumber: 2, record: { caseId: 'C2', age: null } },
    ]);
  });

  it('keeps nested arrays and objects as parsed', async () => {
    const record = {
      caseId: 'C1',
      diagnoses: [{ code: 'X44', text: 'Poisoning' }],
      toxicology: [{ substance: 'Fentanyl', amount: 12.5, unit: 'ng/mL' }],
      address: { city: 'Zürich', lines: ['a', 'b'] },
    };
    const source = await json(JSON.stringify([record]));
    expect(source.records).toEqual([{ rowNumber: 1, record }]);
  });

  it('reads a file with a byte order mark, and an empty array', async () => {
    expect(
      (await json(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[{"a":1}]')]))).records,
    ).toEqual([{ rowNumber: 1, record: { a: 1 } }]);
    expect((await json(' [ ] \n')).records).toEqual([]);
  });

  it('reads bytes that are not UTF-8 as U+FFFD and warns on the first item holding one', async () => {
    const item = (caseId: string, cause: Buffer) =>
      Buffer.concat([Buffer.from(`{"caseId":"${caseId}","cause":"`), cause, Buffer.from('"}')]);
    const content = Buffer.concat([
      Buffer.from('['),
      item('C1', Buffer.from('Fine \uFFFD é')),
      Buffer.from(','),
      item('C2', Buffer.from([0x42, 0xff, 0x43])),
      Buffer.from(','),
      item('C3', Buffer.from([0xed, 0xa0, 0x80, 0xe2, 0x82])),
      Buffer.from(']'),
    ]);
    expect((await json(content)).records).toEqual([
      { rowNumber: 1, record: { caseId: 'C1', cause: 'Fine \uFFFD é' } },
      {
        rowNumber: 2,
        record: { caseId: 'C2', cause: 'B\uFFFDC' },
        warning: READER_MESSAGES.invalidJsonText,
      },
      { rowNumber: 3, record: { caseId: 'C3', cause: '\uFFFD\uFFFD\uFFFD\uFFFD' } },
    ]);
  });

  it('warns on the right item when the bad byte is in a later read chunk, and keeps characters cut by chunks', async () => {
    const items = Array.from({ length: 9_000 }, (_, index) => ({ id: index, note: `case ${index} ✓` }));
    const text = JSON.stringify(items);
    const at = text.indexOf('"case 8000 ');
    const content = Buffer.concat([
      Buffer.from(text.slice(0, at + 2)),
      Buffer.from([0xc3]),
      Buffer.from(text.slice(at + 2)),
    ]);
    const records = (await json(content)).records;
    expect(records.filter((record) => record.warning)).toEqual([
      {
        rowNumber: 8_001,
        record: { id: 8_000, note: 'c\uFFFDase 8000 ✓' },
        warning: READER_MESSAGES.invalidJsonText,
      },
    ]);
    expect(records.filter((record) => JSON.stringify(record.record).includes('\uFFFD'))).toHaveLength(1);
  });

  it('streams a large array across many read chunks', async () => {
    const items = Array.from({ length: 20_000 }, (_, index) => ({ id: index, note: `case ${index} ✓` }));
    const source = await json(JSON.stringify(items));
    expect(source.records).toHaveLength(20_000);
    expect(source.records.at(-1)).toEqual({
      rowNumber: 20_000,
      record: { id: 19_999, note: 'case 19999 ✓' },
    });
  });

  it.each([
    ['an object', '{"cases":[{"a":1}]}'],
    ['a string', '"cases"'],
    ['a number', ' 42 '],
  ])('refuses %s at the top level', async (_name, content) => {
    await expect(json(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.jsonNotArray));
  });

  it.each([
    ['a number', '[{"a":1},5]', 2],
    ['null', '[null]', 1],
    ['an array', '[{"a":1},{"b":2},[3]]', 3],
  ])('names the item that is %s instead of an object', async (_name, content, item) => {
    await expect(json(content)).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.jsonItemNotObject(item), { rowNumber: item }),
    );
  });

  it.each([
    ['a truncated array', '[{"a":1},{"b":', 2],
    ['a trailing comma', '[{"a":1},]', 2],
    ['text after the array', '[{"a":1}] trailing', 2],
    ['plain text', 'caseId,age\nC1,4\n', 1],
  ])('refuses %s as invalid JSON, at the item after the last one read', async (_name, content, item) => {
    await expect(json(content)).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.jsonInvalid, { rowNumber: item }),
    );
  });

  it('hands an object over the per-row limits over as a problem row, and reads on', async () => {
    const wide = Object.fromEntries(
      Array.from({ length: MAX_ROW_VALUES + 1 }, (_, index) => [`k${index}`, 1]),
    );
    const long = { note: 'x'.repeat(MAX_ROW_CHARS + 1) };
    const source = await json(JSON.stringify([{ a: 1 }, wide, long, { a: 4 }]));
    expect(source.records).toEqual([
      { rowNumber: 1, record: { a: 1 } },
      { rowNumber: 2, record: {}, problem: READER_MESSAGES.rowTooManyValues(MAX_ROW_VALUES) },
      { rowNumber: 3, record: {}, problem: READER_MESSAGES.rowTooLong(MAX_ROW_CHARS) },
      { rowNumber: 4, record: { a: 4 } },
    ]);
  });

  it('keeps prototype-named keys as plain keys', async () => {
    const source = await json('[{"__proto__":"p","constructor":"c","prototype":"t"}]');
    const [first] = source.records;
    expect(Object.keys(first?.record ?? {})).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getPrototypeOf(first?.record)).toBe(Object.prototype);
  });

  it.each([
    ['a zero-byte file', ''],
    ['whitespace', '  \n\t '],
  ])('refuses %s as empty', async (_name, content) => {
    await expect(json(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.empty));
  });
});
