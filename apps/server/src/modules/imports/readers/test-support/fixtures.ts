import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { UploadFileType } from '@hde/contracts/api';
import type { RawCell } from '../../convert/conversion.js';
import { openImportFile, type ImportSource, type ReaderLimits } from '../index.js';

export const LIMITS: ReaderLimits = {
  maxRows: 1_000_000,
  zipMaxEntries: 20,
  zipMaxUncompressedBytes: 100 * 1024 * 1024,
};

/** A folder of fixture files for one test file, removed after its tests. */
export function fixtureFolder() {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'readers-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return {
    path: (name: string) => join(folder, name),
    async write(name: string, content: string | Uint8Array): Promise<string> {
      const path = join(folder, name);
      await writeFile(path, content);
      return path;
    },
  };
}

export type ReadSource =
  | {
      kind: 'table';
      dataType: string;
      name: string;
      headers: string[];
      rows: { rowNumber: number; values: RawCell[] }[];
    }
  | {
      kind: 'records';
      dataType: string;
      name: string;
      records: { rowNumber: number; record: object; warning?: string }[];
    };

/** Everything an upload yields, read the way the pipeline reads it. */
export async function readUpload(
  filePath: string,
  fileType: UploadFileType,
  limits: ReaderLimits = LIMITS,
  dataType: 'CASE' | 'DIAGNOSIS' | 'TOXICOLOGY' | 'ZIP' = fileType === 'ZIP' ? 'ZIP' : 'CASE',
): Promise<ReadSource[]> {
  const sources: ReadSource[] = [];
  for await (const source of openImportFile(filePath, fileType, dataType, limits))
    sources.push(await drain(source));
  return sources;
}

async function drain(source: ImportSource): Promise<ReadSource> {
  if (source.kind === 'table') {
    const rows = [];
    for await (const row of source.rows) rows.push(row);
    return { ...source, rows };
  }
  const records = [];
  for await (const record of source.records) records.push(record);
  return { ...source, records };
}

/** The one table a CSV or XLSX upload yields. */
export async function readTable(filePath: string, fileType: 'CSV' | 'XLSX', limits: ReaderLimits = LIMITS) {
  const [source, ...others] = await readUpload(filePath, fileType, limits);
  if (source?.kind !== 'table' || others.length > 0) throw new Error('expected exactly one table');
  return source;
}
