import { describe, expect, it } from 'vitest';
import { ImportFileError } from './index.js';
import { READER_MESSAGES } from './messages.js';
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
    await expect(json(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.jsonItemNotObject(item)));
  });

  it.each([
    ['a truncated array', '[{"a":1},{"b":'],
    ['a trailing comma', '[{"a":1},]'],
    ['text after the array', '[{"a":1}] trailing'],
    ['plain text', 'caseId,age\nC1,4\n'],
  ])('refuses %s as invalid JSON', async (_name, content) => {
    await expect(json(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.jsonInvalid));
  });

  it.each([
    ['a zero-byte file', ''],
    ['whitespace', '  \n\t '],
  ])('refuses %s as empty', async (_name, content) => {
    await expect(json(content)).rejects.toThrow(new ImportFileError(READER_MESSAGES.empty));
  });
});
