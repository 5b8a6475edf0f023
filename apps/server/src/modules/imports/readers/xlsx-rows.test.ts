import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError, readFirstRows } from './index.js';
import { MAX_ROW_CHARS } from './row-limits.js';
import { fixtureFolder, readTable } from './test-support/fixtures.js';
import { inlineText, SPREADSHEET_NS, xlsxOf } from './test-support/xlsx-writer.js';
import { zipOf } from './test-support/zip-writer.js';
import { readXlsxRows } from './xlsx-rows.js';

const files = fixtureFolder();

async function writeWorkbook(name: string, build: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  await workbook.xlsx.writeFile(files.path(name));
  return files.path(name);
}

describe('XLSX rows', () => {
  it('hands cells over as plain values and never runs formulas', async () => {
    const path = await writeWorkbook('values.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Cases');
      sheet.addRow(['Text', 'Number', 'Date', 'Boolean', 'Rich', 'Cached', 'Uncached', 'Error', 'Link']);
      sheet.addRow([
        'C1',
        42.5,
        new Date(Date.UTC(2024, 0, 5)),
        true,
        { richText: [{ text: 'Gunshot ' }, { text: 'wound', font: { bold: true } }] },
        { formula: 'B2*2', result: 85 },
        { formula: 'B2+1' },
        { error: '#DIV/0!' },
        { text: 'report', hyperlink: 'https://example.org/report' },
      ]);
      sheet.getCell('C2').numFmt = 'yyyy-mm-dd';
    });
    const table = await readTable(path, 'XLSX');
    expect(table.headers).toEqual([
      'Text',
      'Number',
      'Date',
      'Boolean',
      'Rich',
      'Cached',
      'Uncached',
      'Error',
      'Link',
    ]);
    expect(table.rows).toEqual([
      {
        rowNumber: 2,
        values: [
          'C1',
          42.5,
          new Date(Date.UTC(2024, 0, 5)),
          true,
          'Gunshot wound',
          85,
          '=B2+1',
          null,
          'report',
        ],
      },
    ]);
  });

  it('uses cached formula results that are zero, empty or an error', async () => {
    const header = `<row r="1">${['A', 'B', 'C', 'D', 'E'].map((column) => inlineText(`${column}1`, column)).join('')}</row>`;
    const cells = [
      '<c r="A2"><f>B3-B3</f><v>0</v></c>',
      '<c r="B2" t="str"><f>IF(TRUE,"","x")</f><v></v></c>',
      '<c r="C2" t="e"><f>1/0</f><v>#DIV/0!</v></c>',
      '<c r="D2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>',
      '<c r="E2"><f>SUM(A2:A9)</f></c>',
    ];
    const path = await files.write(
      'cached.xlsx',
      xlsxOf([{ name: 'S', file: 'sheet1.xml', rows: `${header}<row r="2">${cells.join('')}</row>` }]),
    );
    const table = await readTable(path, 'XLSX');
    expect(table.rows).toEqual([{ rowNumber: 2, values: [0, '', null, 'ab', '=SUM(A2:A9)'] }]);
  });

  it('takes the first sheet in tab order, not in file order', async () => {
    const rows = (text: string) => `<row r="1">${inlineText('A1', text)}</row>`;
    const path = await files.write(
      'tab-order.xlsx',
      xlsxOf([
        { name: 'Front', file: 'sheet2.xml', rows: rows('front') },
        { name: 'Back', file: 'sheet1.xml', rows: rows('back') },
      ]),
    );
    await expect(readTable(path, 'XLSX')).resolves.toMatchObject({ headers: ['front'] });
  });

  it('takes the first non-empty row as headers, skips blank rows and pads short rows', async () => {
    const path = await writeWorkbook('layout.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Cases');
      sheet.getRow(3).values = ['Case ID', '', 'Case ID', 'Age'];
      sheet.getRow(4).values = ['C1', 'x', 'dup', 30];
      sheet.getRow(6).values = ['C2'];
      sheet.getCell('F6').style = { font: { bold: true } };
      sheet.getRow(7).values = ['C3', null, null, null, 'beyond'];
    });
    const table = await readTable(path, 'XLSX');
    expect(table.headers).toEqual(['Case ID', 'Column 2', 'Case ID (2)', 'Age']);
    expect(table.rows).toEqual([
      { rowNumber: 4, values: ['C1', 'x', 'dup', 30] },
      { rowNumber: 6, values: ['C2', null, null, null] },
      { rowNumber: 7, values: ['C3', null, null, null, 'beyond'] },
    ]);
  });

  it('reads the first worksheet only', async () => {
    const path = await writeWorkbook('two-sheets.xlsx', (workbook) => {
      workbook.addWorksheet('First').addRows([['a'], [1]]);
      workbook.addWorksheet('Second').addRows([['b'], [2]]);
    });
    const table = await readTable(path, 'XLSX');
    expect(table.headers).toEqual(['a']);
    expect(table.rows).toEqual([{ rowNumber: 2, values: [1] }]);
  });

  it('yields a header-only sheet as a source without rows', async () => {
    const path = await writeWorkbook('header-only.xlsx', (workbook) => {
      workbook.addWorksheet('Cases').addRow(['Case ID']);
    });
    await expect(readTable(path, 'XLSX')).resolves.toMatchObject({ headers: ['Case ID'], rows: [] });
  });

  it.each([
    ['an empty first sheet', (workbook: ExcelJS.Workbook) => workbook.addWorksheet('Empty')],
    ['no worksheet', () => undefined],
  ])('refuses a workbook with %s as empty', async (name, build) => {
    const path = await writeWorkbook(`${name}.xlsx`, build);
    await expect(readTable(path, 'XLSX')).rejects.toThrow(new ImportFileError(READER_MESSAGES.empty));
  });

  it('hands a row over the per-row length limit over as a problem row, and reads on', async () => {
    const long = 'x'.repeat(MAX_ROW_CHARS / 2 + 1);
    const rows = [
      `<row r="1">${inlineText('A1', 'id')}</row>`,
      `<row r="2">${inlineText('A2', 'C1')}</row>`,
      `<row r="3">${inlineText('A3', long)}${inlineText('B3', long)}</row>`,
      `<row r="4">${inlineText('A4', 'C3')}</row>`,
    ].join('');
    const path = await files.write('long-row.xlsx', xlsxOf([{ name: 'S', file: 'sheet1.xml', rows }]));
    const table = await readTable(path, 'XLSX');
    expect(table.rows).toEqual([
      { rowNumber: 2, values: ['C1'] },
      { rowNumber: 3, values: [], problem: READER_MESSAGES.rowTooLong(MAX_ROW_CHARS) },
      { rowNumber: 4, values: ['C3'] },
    ]);
  });

  it('refuses files that are not workbooks', async () => {
    const good = await readFile(
      await writeWorkbook('good.xlsx', (workbook) => workbook.addWorksheet('S').addRow(['a'])),
    );
    const notWorkbook = new ImportFileError(READER_MESSAGES.notWorkbook);
    for (const [name, bytes] of [
      ['text.xlsx', Buffer.from('Case ID,Age\nC1,4\n')],
      ['truncated.xlsx', good.subarray(0, Math.floor(good.length / 2))],
      ['other-zip.xlsx', zipOf({ 'cases.csv': 'a,b\n1,2\n' })],
      [
        'garbled-sheet.xlsx',
        xlsxOf([{ name: 'S', file: 'sheet1.xml', rows: `<row r="1">${inlineText('A1', 'a')}</rowx>` }]),
      ],
    ] as const) {
      await expect(readTable(await files.write(name, bytes), 'XLSX'), name).rejects.toThrow(notWorkbook);
    }
  });

  it('refuses a workbook whose shared text would not fit in memory', async () => {
    const path = await writeWorkbook('text-heavy.xlsx', (workbook) => {
      workbook.addWorksheet('S').addRows(Array.from({ length: 50 }, (_, index) => [`text ${index}`]));
    });
    const rows = readXlsxRows(path, 300);
    await expect(rows.next()).rejects.toThrow(new ImportFileError(READER_MESSAGES.workbookPartTooLarge(300)));
  });

  it('warns on the first row whose text held bytes that are not UTF-8, in shared strings or in the sheet', async () => {
    const withBadByte = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0xff])]);
    const row = (number: number, id: string, note: string) =>
      `<row r="${number}">${inlineText(`A${number}`, id)}${note}</row>`;
    const header = row(1, 'id', inlineText('B1', 'note'));
    const path = files.path('bad-text.xlsx');

    const sharedStrings = Buffer.concat([
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${SPREADSHEET_NS}"><si><t>`),
      withBadByte('Bad'),
      Buffer.from('</t></si></sst>'),
    ]);
    const sharedRows = [
      header,
      row(2, 'C1', inlineText('B2', 'plain')),
      row(3, 'C2', '<c r="B3" t="s"><v>0</v></c>'),
      row(4, 'C3', '<c r="B4" t="s"><v>0</v></c>'),
    ].join('');
    await writeFile(
      path,
      xlsxOf([{ name: 'S', file: 'sheet1.xml', rows: sharedRows }], {
        'xl/sharedStrings.xml': sharedStrings,
      }),
    );
    expect((await readTable(path, 'XLSX')).rows).toEqual([
      { rowNumber: 2, values: ['C1', 'plain'] },
      { rowNumber: 3, values: ['C2', 'Bad\uFFFD'], warning: READER_MESSAGES.invalidWorkbookText },
      { rowNumber: 4, values: ['C3', 'Bad\uFFFD'] },
    ]);

    const sheetRows = Buffer.concat([
      Buffer.from(`${header}${row(2, 'C1', inlineText('B2', 'plain'))}<row r="3">${inlineText('A3', 'C2')}`),
      Buffer.from('<c r="B3" t="inlineStr"><is><t>'),
      withBadByte('Worse'),
      Buffer.from('</t></is></c></row>'),
    ]);
    await writeFile(path, xlsxOf([{ name: 'S', file: 'sheet1.xml', rows: sheetRows }]));
    expect((await readTable(path, 'XLSX')).rows).toEqual([
      { rowNumber: 2, values: ['C1', 'plain'] },
      { rowNumber: 3, values: ['C2', 'Worse\uFFFD'], warning: READER_MESSAGES.invalidWorkbookText },
    ]);
  });

  it('reads the first rows for a preview', async () => {
    const path = await writeWorkbook('preview.xlsx', (workbook) => {
      workbook.addWorksheet('S').addRows([
        ['id', 'id'],
        [1, 2],
        [3, 4],
        [5, 6],
      ]);
    });
    await expect(readFirstRows(path, 'XLSX', 2)).resolves.toEqual([
      ['id', 'id (2)'],
      [1, 2],
    ]);
  });
});
