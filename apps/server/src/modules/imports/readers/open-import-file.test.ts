import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import {
  ImportFileError,
  openImportFile,
  type ReaderLimits,
  type StopPoint,
  type TableRow,
} from './index.js';
import { fixtureFolder, LIMITS } from './test-support/fixtures.js';
import { zipOf } from './test-support/zip-writer.js';

const files = fixtureFolder();

/** Row numbers handed over before the upload failed, and the failure. */
async function readUntilFailure(path: string, fileType: 'CSV' | 'JSON' | 'ZIP', limits: ReaderLimits) {
  const seen: string[] = [];
  try {
    for await (const source of openImportFile(path, fileType, fileType === 'ZIP' ? 'ZIP' : 'CASE', limits)) {
      const rows = source.kind === 'table' ? source.rows : source.records;
      for await (const row of rows) seen.push(`${source.name}:${row.rowNumber}`);
    }
  } catch (error) {
    return { seen, error };
  }
  return { seen, error: null };
}

describe('row limit', () => {
  const limits = { ...LIMITS, maxRows: 3 };
  const tooMany = (stop: StopPoint) => new ImportFileError(READER_MESSAGES.tooManyRows(3), stop);

  it('fails on the first data row over the limit, after handing over the ones before it, and counts them all', async () => {
    const csv = await files.write('rows.csv', 'a\n1\n2\n3\n4\n5\n');
    const { seen, error } = await readUntilFailure(csv, 'CSV', limits);
    expect(seen).toEqual(['rows.csv:2', 'rows.csv:3', 'rows.csv:4']);
    expect(error).toEqual(tooMany({ rowNumber: 5, totalRows: 5 }));
  });

  it('accepts exactly the limit', async () => {
    const csv = await files.write('exact.csv', 'a\n1\n2\n3\n');
    await expect(readUntilFailure(csv, 'CSV', limits)).resolves.toMatchObject({ error: null });
  });

  it('counts JSON records', async () => {
    const json = await files.write('rows.json', JSON.stringify([{}, {}, {}, {}]));
    await expect(readUntilFailure(json, 'JSON', limits)).resolves.toEqual({
      seen: ['rows.json:1', 'rows.json:2', 'rows.json:3'],
      error: tooMany({ rowNumber: 4, totalRows: 4 }),
    });
  });

  it('counts the rows of every source of a ZIP file together', async () => {
    const zip = await files.write(
      'rows.zip',
      zipOf({ 'cases.csv': 'a\n1\n2\n', 'diagnoses.csv': 'b\n1\n2\n' }),
    );
    await expect(readUntilFailure(zip, 'ZIP', limits)).resolves.toEqual({
      seen: ['cases.csv:2', 'cases.csv:3', 'diagnoses.csv:2'],
      // The rows of a ZIP's later entries are not counted, so no total.
      error: new ImportFileError(
        READER_MESSAGES.inZipEntry('diagnoses.csv', READER_MESSAGES.tooManyRows(3)),
        { rowNumber: 3 },
      ),
    });
  });
});

describe('stopping early', () => {
  let scratch = '';
  let previousTmpdir: string | undefined;
  let zip = '';

  beforeEach(async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRows([['substance'], ['a'], ['b']]);
    zip = await files.write(
      'early.zip',
      zipOf({
        'cases.csv': 'a\n1\n2\n3\n',
        'diagnoses.json': '[{"a":1},{"a":2}]',
        'toxicology.xlsx': Buffer.from(await workbook.xlsx.writeBuffer()),
      }),
    );
    // Temp files of the readers go to os.tmpdir(), which follows TMPDIR: point it at an empty folder to watch.
    scratch = await mkdtemp(join(tmpdir(), 'readers-scratch-'));
    previousTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
  });

  afterEach(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await rm(scratch, { recursive: true, force: true });
  });

  it('removes extracted entries while reading, and everything once done', async () => {
    const seen: number[] = [];
    for await (const source of openImportFile(zip, 'ZIP', 'ZIP', LIMITS)) {
      const [folder] = await readdir(scratch);
      seen.push((await readdir(join(scratch, folder ?? ''))).length);
      for await (const _ of source.kind === 'table' ? source.rows : source.records);
    }
    expect(seen).toEqual([1, 1, 1]);
    await expect(readdir(scratch)).resolves.toEqual([]);
  });

  it.each([
    ['inside the rows of a CSV entry', 'CASE'],
    ['inside the records of a JSON entry', 'DIAGNOSIS'],
    ['inside the rows of an XLSX entry', 'TOXICOLOGY'],
  ])('removes temp files after a break %s', async (_name, stopAt) => {
    for await (const source of openImportFile(zip, 'ZIP', 'ZIP', LIMITS)) {
      const rows: AsyncIterable<unknown> = source.kind === 'table' ? source.rows : source.records;
      if (source.dataType !== stopAt) {
        for await (const _ of rows);
        continue;
      }
      for await (const _ of rows) break;
      break;
    }
    await expect(readdir(scratch)).resolves.toEqual([]);
  });

  it('removes temp files when the consumer leaves a source without reading its rows', async () => {
    for await (const source of openImportFile(zip, 'ZIP', 'ZIP', LIMITS)) {
      expect(source.name).toBe('cases.csv');
      break;
    }
    await expect(readdir(scratch)).resolves.toEqual([]);
  });

  it('removes temp files when an entry fails', async () => {
    const failing = await files.write(
      'failing.zip',
      zipOf({ 'cases.csv': 'a\n1\n', 'diagnoses.json': '{}' }),
    );
    const rows: TableRow[] = [];
    await expect(async () => {
      for await (const source of openImportFile(failing, 'ZIP', 'ZIP', LIMITS)) {
        if (source.kind === 'table') for await (const row of source.rows) rows.push(row);
        else for await (const _ of source.records);
      }
    }).rejects.toThrow(ImportFileError);
    expect(rows).toHaveLength(1);
    await expect(readdir(scratch)).resolves.toEqual([]);
  });
});

describe('openImportFile', () => {
  it('refuses a spreadsheet upload typed as ZIP, which only a caller bug can produce', async () => {
    const csv = await files.write('typed-zip.csv', 'a\n1\n');
    const sources = openImportFile(csv, 'CSV', 'ZIP', LIMITS)[Symbol.asyncIterator]();
    await expect(sources.next()).rejects.toThrow('cannot have the ZIP data type');
  });
});
