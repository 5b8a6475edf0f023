import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import { openImportFile } from './index.js';
import { fixtureFolder, LIMITS, readUpload } from './test-support/fixtures.js';
import { inlineText, xlsxOf } from './test-support/xlsx-writer.js';

const files = fixtureFolder();
const MB = 1024 * 1024;

async function writeLargeCsv(name: string, bytes: number): Promise<{ path: string; rows: number }> {
  const path = files.path(name);
  const out = createWriteStream(path);
  const line = (index: number) => `C${index},"Smith, John",${index % 100},2024-01-05,"a ""quoted"" note"\n`;
  out.write('Case ID,Name,Age,Death Date,Note\n');
  let written = 0;
  let rows = 0;
  while (written < bytes) {
    const chunk = Array.from({ length: 1000 }, (_, offset) => line(rows + offset)).join('');
    rows += 1000;
    written += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  await finished(out.end());
  return { path, rows };
}

/**
 * Retained memory, not garbage: heapUsed alone swings with when the collector last ran (CI once saw 74 MB of
 * garbage from a reader that keeps a few kilobytes), so each sample collects first.
 */
function retainedBytes(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

/** Descriptors close a moment after their stream is destroyed. */
async function settledDescriptors(expected: number): Promise<number> {
  for (let attempt = 0; attempt < 50 && (await openDescriptors()) > expected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return openDescriptors();
}

describe('streaming', () => {
  it('reads a large CSV with flat memory', async () => {
    const { path, rows } = await writeLargeCsv('large.csv', 30 * MB);
    const baseline = retainedBytes();
    let peak = baseline;
    let count = 0;
    for await (const source of openImportFile(path, 'CSV', 'CASE', LIMITS)) {
      if (source.kind !== 'table') throw new Error('expected a table');
      for await (const _ of source.rows) {
        count += 1;
        if (count % 50_000 === 0) peak = Math.max(peak, retainedBytes());
      }
    }
    expect(count).toBe(rows);
    expect(peak - baseline).toBeLessThan(40 * MB);
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the file when the consumer stops after one row', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRows(Array.from({ length: 5_000 }, (_, index) => [`C${index}`, index]));
    await workbook.xlsx.writeFile(files.path('many.xlsx'));
    const uploads = [
      { path: (await writeLargeCsv('medium.csv', 2 * MB)).path, fileType: 'CSV' as const },
      { path: files.path('many.xlsx'), fileType: 'XLSX' as const },
      { path: files.path('many.json'), fileType: 'JSON' as const },
    ];
    await files.write('many.json', JSON.stringify(Array.from({ length: 50_000 }, (_, id) => ({ id }))));

    const before = await openDescriptors();
    for (const { path, fileType } of uploads) {
      for await (const source of openImportFile(path, fileType, 'CASE', LIMITS)) {
        for await (const _ of source.kind === 'table' ? source.rows : source.records) break;
      }
    }
    expect(await settledDescriptors(before)).toBe(before);
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the file when a workbook part fails to parse', async () => {
    // Incompressible filler, so the part's compressed bytes are still being read when parsing fails.
    const filler = Array.from(
      { length: 100_000 },
      (_, index) => `<si><t>${Math.sin(index).toString(36)}</t></si>`,
    );
    const brokenText = `<sst><si><t>a</t></oops>${filler.join('')}</sst>`;
    const sheet = { name: 'S', file: 'sheet1.xml', rows: `<row r="1">${inlineText('A1', 'a')}</row>` };
    const path = await files.write(
      'broken-text.xlsx',
      xlsxOf([sheet], { 'xl/sharedStrings.xml': brokenText }),
    );
    const before = await openDescriptors();
    await expect(readUpload(path, 'XLSX')).rejects.toThrow(READER_MESSAGES.notWorkbook);
    expect(await settledDescriptors(before)).toBe(before);
  });
});
