import { describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { readXlsxRows } from './xlsx-rows';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WORKSHEET_TYPE = `${RELATIONSHIPS}/worksheet`;

/** Sheets in workbook order; each names its part (relative to xl/, or absolute), so the first need not be sheet1.xml. */
interface TestSheet {
  name: string;
  part: string;
  xml: string;
}

function workbookXml(sheets: readonly TestSheet[]): string {
  const entries = sheets.map(
    (sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${entries.join('')}</sheets></workbook>`;
}

function relationshipsXml(sheets: readonly TestSheet[]): string {
  // Listed in reverse, so the lookup must go by id, not by order.
  const entries = sheets
    .map(
      (sheet, index) =>
        `<Relationship Id="rId${index + 1}" Type="${WORKSHEET_TYPE}" Target="${sheet.part}"/>`,
    )
    .reverse();
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${entries.join('')}</Relationships>`;
}

function sheetXml(rows: string, before = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${before}<sheetData>${rows}</sheetData></worksheet>`;
}

function sharedStringsXml(items: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`;
}

function workbook(
  sheets: readonly TestSheet[],
  sharedStrings?: string,
  options: { level?: 0 | 6 } = {},
): Blob {
  const files: Zippable = {
    'xl/workbook.xml': strToU8(workbookXml(sheets)),
    'xl/_rels/workbook.xml.rels': strToU8(relationshipsXml(sheets)),
  };
  for (const sheet of sheets) {
    files[sheet.part.startsWith('/') ? sheet.part.slice(1) : `xl/${sheet.part}`] = strToU8(sheet.xml);
  }
  if (sharedStrings) files['xl/sharedStrings.xml'] = strToU8(sharedStrings);
  return new Blob([zipSync(files, { level: options.level ?? 6 })]);
}

const shared = (text: string) => `<si><t>${text}</t></si>`;

describe('readXlsxRows', () => {
  it('reads shared strings, inline strings, numbers and booleans of the first three rows', async () => {
    const rows = [
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Age</t></is></c><c r="D1" t="s"><v>2</v></c></row>',
      '<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2" s="1"><v>45292</v></c><c r="C2"><v>41.5</v></c><c r="D2" t="b"><v>1</v></c></row>',
      '<row r="3"><c r="A3" t="str"><v>ME-2</v></c><c r="C3"><v>7</v></c><c r="D3" t="b"><v>0</v></c></row>',
      '<row r="4"><c r="A4" t="s"><v>4</v></c></row>',
    ].join('');
    const strings = sharedStringsXml([
      shared('Case ID'),
      shared('Date of Death'),
      '<si><r><t>Organ </t></r><r><rPr><b/></rPr><t>Donor</t></r><rPh><t>ignored</t></rPh></si>',
      shared('ME-1'),
      shared('never read'),
    ]);
    const file = workbook([{ name: 'Cases', part: 'worksheets/sheet1.xml', xml: sheetXml(rows) }], strings);
    expect(await readXlsxRows(file, 3)).toEqual([
      ['Case ID', 'Date of Death', 'Age', 'Organ Donor'],
      ['ME-1', '45292', '41.5', 'TRUE'],
      ['ME-2', '', '7', 'FALSE'],
    ]);
  });

  it('reads the first sheet of the workbook, wherever its part is', async () => {
    const first = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>first</t></is></c></row>');
    const second = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>second</t></is></c></row>');
    const file = workbook([
      { name: 'Data', part: '/xl/worksheets/sheet2.xml', xml: first },
      { name: 'Other', part: 'worksheets/sheet1.xml', xml: second },
    ]);
    expect(await readXlsxRows(file, 3)).toEqual([['first']]);
  });

  it('places sparse cells by their reference and skips empty rows', async () => {
    const rows = [
      '<row r="1" spans="1:3"/>',
      '<row r="2"><c r="A2" s="3"/></row>',
      '<row r="3"><c r="B3" t="inlineStr"><is><t>Sex</t></is></c><c r="D3" t="inlineStr"><is><t>Race</t></is></c></row>',
      '<row r="4"><c r="D4" t="inlineStr"><is><t>White</t></is></c></row>',
    ].join('');
    const file = workbook([{ name: 'S', part: 'worksheets/sheet1.xml', xml: sheetXml(rows) }]);
    expect(await readXlsxRows(file, 3)).toEqual([
      ['', 'Sex', '', 'Race'],
      ['', '', '', 'White'],
    ]);
  });

  it('reads a prefixed (x:) sheet as written by some tools', async () => {
    const xml = `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>Case ID</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Sex</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const file = workbook([{ name: 'S', part: 'worksheets/sheet1.xml', xml }]);
    expect(await readXlsxRows(file, 3)).toEqual([['Case ID', 'Sex']]);
  });

  it.each([
    ['stored', 0],
    ['deflated', 6],
  ] as const)(
    'reads the first rows of a large %s sheet whose rows start after the first chunk',
    async (_name, level) => {
      // Varied text, so that even deflated it spans several 64 KB reads.
      const padding = `<cols>${Array.from({ length: 10_000 }, (_, index) => `<col min="${index + 1}" max="${index + 1}" width="${(index * 7919) % 1000}.${index % 97}"/>`).join('')}</cols>`;
      const rows = Array.from(
        { length: 20_000 },
        (_, index) =>
          `<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>${index}</v></c><c r="B${index + 1}"><v>${(index * 104729) % 99991}</v></c></row>`,
      ).join('');
      const strings = sharedStringsXml(
        Array.from({ length: 20_000 }, (_, index) => shared(`text ${(index * 7919) % 20_011}`)),
      );
      const file = workbook(
        [{ name: 'Big', part: 'worksheets/sheet1.xml', xml: sheetXml(rows, padding) }],
        strings,
        { level },
      );
      expect(await readXlsxRows(file, 3)).toEqual([
        ['text 0', '0'],
        ['text 7919', '4738'],
        ['text 15838', '9476'],
      ]);
    },
  );

  it('refuses a file that is not a workbook', async () => {
    await expect(readXlsxRows(new Blob(['Case ID,Sex\n1,M\n']), 3)).rejects.toThrow();
    const noWorkbook = new Blob([zipSync({ 'word/document.xml': strToU8('<document/>') })]);
    await expect(readXlsxRows(noWorkbook, 3)).rejects.toThrow(/xl\/workbook\.xml/);
  });

  it('refuses a sheet that is not well-formed XML', async () => {
    const file = workbook([
      { name: 'S', part: 'worksheets/sheet1.xml', xml: sheetXml('<row><c><v>1</c></row>') },
    ]);
    await expect(readXlsxRows(file, 3)).rejects.toThrow(/Broken XML/);
  });
});
