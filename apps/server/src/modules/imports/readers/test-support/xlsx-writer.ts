import { zipOf } from './zip-writer.js';

export interface SheetXml {
  name: string;
  /** The part's file name under xl/worksheets/. */
  file: string;
  /** The rows, as the <sheetData> element's content. */
  rows: string | Buffer;
}

export const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS = SPREADSHEET_NS;
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKSHEET_REL = `${REL_NS}/worksheet`;

/**
 * A bare workbook written by hand, for XML exceljs would not write; sheets are listed in tab order and
 * `otherParts` (such as xl/sharedStrings.xml) are added as given.
 */
export function xlsxOf(
  sheets: readonly SheetXml[],
  otherParts: Record<string, string | Buffer> = {},
): Buffer {
  const files: Record<string, string | Buffer> = {
    ...otherParts,
    'xl/workbook.xml':
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets>` +
      sheets
        .map((sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
        .join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      sheets
        .map(
          (sheet, index) =>
            `<Relationship Id="rId${index + 1}" Type="${WORKSHEET_REL}" Target="worksheets/${sheet.file}"/>`,
        )
        .join('') +
      '</Relationships>',
  };
  for (const sheet of sheets) {
    files[`xl/worksheets/${sheet.file}`] = Buffer.concat([
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>`),
      Buffer.from(sheet.rows),
      Buffer.from('</sheetData></worksheet>'),
    ]);
  }
  return zipOf(files);
}

export function inlineText(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}
