import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The part parsers inside exceljs's streaming WorkbookReader, driven one part at a time. Its public iteration
 * reads the archive front to back and parks every worksheet met before the shared strings (where Excel puts
 * them) in temp files; when reading stops early those files and their descriptors stay until the process exits.
 * Fed from a random-access ZIP instead, the parts are read in the order they are needed and nothing touches disk.
 * These methods are private, so package.json pins exceljs to an exact version: check them before upgrading.
 */
export interface WorkbookParts {
  readonly model?: { sheets?: { rId: string }[] };
  readonly workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown, void>;
  /** `sheetNo` only names the reader. */
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }, void>;
}

export function createWorkbookParts(filePath: string): WorkbookParts {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  return reader as unknown as WorkbookParts;
}
