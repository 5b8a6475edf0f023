import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './index.js';
import { fixtureFolder, LIMITS, readUpload } from './test-support/fixtures.js';
import { crc32, deflatedZeros, zipOf, zipOfStored, type StoredZipEntry } from './test-support/zip-writer.js';

const files = fixtureFolder();
const MB = 1024 * 1024;

async function readZip(bytes: Buffer, limits = LIMITS) {
  return readUpload(await files.write(`t${Math.random()}.zip`, bytes), 'ZIP', limits);
}

async function workbookBytes(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('S').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('ZIP uploads', () => {
  it('yields cases, then diagnoses, then toxicology, each in name order, skipping folders and metadata', async () => {
    const zip = zipOf({
      'b_tox.csv': 'substance\nfentanyl\n',
      'Diagnoses.csv': 'code\nX44\n',
      'cases10.json': '[{"caseId":"C10"}]',
      'cases2.csv': 'caseId\nC2\n',
      'results/': '',
      'results/TOXICOLOGY.xlsx': await workbookBytes([['substance'], ['morphine']]),
      '__MACOSX/._cases2.csv': 'junk',
      '.DS_Store': 'junk',
      'results/.hidden.csv': 'junk',
    });
    const sources = await readZip(zip);
    expect(sources.map(({ kind, dataType, name }) => ({ kind, dataType, name }))).toEqual([
      { kind: 'table', dataType: 'CASE', name: 'cases2.csv' },
      { kind: 'records', dataType: 'CASE', name: 'cases10.json' },
      { kind: 'table', dataType: 'DIAGNOSIS', name: 'Diagnoses.csv' },
      { kind: 'table', dataType: 'TOXICOLOGY', name: 'b_tox.csv' },
      { kind: 'table', dataType: 'TOXICOLOGY', name: 'results/TOXICOLOGY.xlsx' },
    ]);
    expect(sources[0]).toMatchObject({ headers: ['caseId'], rows: [{ rowNumber: 2, values: ['C2'] }] });
    expect(sources[1]).toMatchObject({ records: [{ rowNumber: 1, record: { caseId: 'C10' } }] });
    expect(sources[4]).toMatchObject({
      headers: ['substance'],
      rows: [{ rowNumber: 2, values: ['morphine'] }],
    });
  });

  it('reads stored (uncompressed) entries', async () => {
    const sources = await readZip(zipOf({ 'cases.csv': 'a\n1\n' }, true));
    expect(sources).toMatchObject([{ headers: ['a'], rows: [{ rowNumber: 2, values: ['1'] }] }]);
  });

  it.each(['inner.zip', 'data/cases.csv.gz', 'x.7z', 'x.rar', 'x.tar'])(
    'refuses a nested archive (%s)',
    async (name) => {
      await expect(readZip(zipOf({ 'cases.csv': 'a\n1\n', [name]: 'x' }))).rejects.toThrow(
        new ImportFileError(READER_MESSAGES.zipNestedArchive),
      );
    },
  );

  it('refuses more entries than the limit, not counting ignored ones', async () => {
    const limits = { ...LIMITS, zipMaxEntries: 2 };
    const two = {
      'a.csv': 'a\n1\n',
      'b.csv': 'b\n2\n',
      '__MACOSX/._a.csv': 'x',
      '.DS_Store': 'x',
      'dir/': '',
    };
    await expect(readZip(zipOf(two), limits)).resolves.toHaveLength(2);
    await expect(readZip(zipOf({ ...two, 'c.csv': 'c\n3\n' }), limits)).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.zipTooManyEntries(2)),
    );
  });

  it('refuses an archive whose declared size is over the limit before inflating anything', async () => {
    const limits = { ...LIMITS, zipMaxUncompressedBytes: 1 * MB };
    const big = `a\n${'1234567\n'.repeat(70_000)}`;
    await expect(readZip(zipOf({ 'a.csv': big, 'b.csv': big }), limits)).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.zipTooLarge(1 * MB)),
    );
    expect(READER_MESSAGES.zipTooLarge(1 * MB)).toContain('1 MB');
  });

  describe('zip bombs: 50 MB of zeros, limit 10 MB', () => {
    let zeros: StoredZipEntry;
    const limits = { ...LIMITS, zipMaxUncompressedBytes: 10 * MB };
    beforeAll(async () => {
      zeros = { ...(await deflatedZeros(50 * MB)), name: 'cases.csv' };
    });

    it('refuses a bomb that declares its size honestly', async () => {
      await expect(readZip(zipOfStored([zeros]), limits)).rejects.toThrow(
        new ImportFileError(READER_MESSAGES.zipTooLarge(10 * MB)),
      );
    });

    it('stops inflating a bomb that lies about its size, without holding it in memory', async () => {
      const lying = zipOfStored([{ ...zeros, uncompressedSize: 1024 }]);
      const path = await files.write('bomb.zip', lying);

      const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
      const baseline = used();
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
      try {
        await expect(readUpload(path, 'ZIP', limits)).rejects.toThrow(
          new ImportFileError(READER_MESSAGES.zipTooLarge(10 * MB)),
        );
      } finally {
        clearInterval(sampler);
      }
      expect(peak - baseline).toBeLessThan(30 * MB);
    });
  });

  it.each([
    ['a text file', Buffer.from('caseId\nC1\n')],
    ['random bytes', Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 31) % 256))],
    ['a truncated archive', zipOf({ 'cases.csv': 'a\n1\n' }).subarray(0, 40)],
  ])('refuses %s as not a readable ZIP archive', async (_name, bytes) => {
    await expect(readZip(bytes)).rejects.toThrow(new ImportFileError(READER_MESSAGES.zipUnreadable));
  });

  it('refuses an entry whose data is corrupt', async () => {
    const data = Buffer.from('not deflate data at all');
    const corrupt = zipOfStored([
      { name: 'cases.csv', method: 8, data, crc32: crc32(data), uncompressedSize: 100 },
    ]);
    await expect(readZip(corrupt)).rejects.toThrow(new ImportFileError(READER_MESSAGES.zipUnreadable));
  });

  it('refuses an entry it cannot import, naming it and the allowed extensions', async () => {
    const message = READER_MESSAGES.zipUnsupportedEntry('docs/notes.txt');
    expect(message).toContain('.csv, .xlsx, .json');
    await expect(readZip(zipOf({ 'cases.csv': 'a\n1\n', 'docs/notes.txt': 'hi' }))).rejects.toThrow(
      new ImportFileError(message),
    );
  });

  it('refuses a password-protected entry', async () => {
    const data = Buffer.from('a\n1\n');
    const encrypted = zipOfStored([
      { name: 'cases.csv', method: 0, data, crc32: crc32(data), uncompressedSize: 4, flags: 1 },
    ]);
    await expect(readZip(encrypted)).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.zipEncryptedEntry('cases.csv')),
    );
  });

  it.each([
    ['no entries', zipOf({})],
    ['only folders and metadata', zipOf({ 'data/': '', '__MACOSX/._x.csv': 'x', '.DS_Store': 'x' })],
  ])('refuses an archive with %s', async (_name, bytes) => {
    await expect(readZip(bytes)).rejects.toThrow(new ImportFileError(READER_MESSAGES.zipNoImportFiles));
  });

  it('names the entry a problem was found in', async () => {
    await expect(readZip(zipOf({ 'cases.csv': 'a\n1\n', 'tox.json': '{"a":1}' }))).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.inZipEntry('tox.json', READER_MESSAGES.jsonNotArray)),
    );
    await expect(readZip(zipOf({ 'cases.csv': '' }))).rejects.toThrow(
      new ImportFileError(READER_MESSAGES.inZipEntry('cases.csv', READER_MESSAGES.empty)),
    );
  });
});
