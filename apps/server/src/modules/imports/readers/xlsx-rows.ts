import { posix } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { READER_MESSAGES } from '@hde/contracts/text';
import { isBlank, type RawCell } from '../convert/conversion.js';
import { ByteBudget } from './byte-budget.js';
import { createWorkbookParts, type WorkbookParts } from './exceljs-workbook-parts.js';
import { asImportFileError, ImportFileError } from './import-file-error.js';
import { tableRowProblem } from './row-limits.js';
import { isBlankRow } from './table-headers.js';
import type { TableRow } from './types.js';
import { fileEntries, openEntry, openZip, type Entry, type ZipFile } from './zip-archive.js';
import { rawCellOf } from './xlsx-cell.js';
import { WorkbookTextWatch } from './xlsx-invalid-text.js';

const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Workbook parts are held in memory while the sheet streams, so each may inflate to at most this much. */
const XLSX_PART_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The non-blank rows of the first worksheet (in tab order), header included, with rowNumber the sheet's own row
 * number. Trailing empty cells are dropped; rows after the header are padded with null to the header's width.
 */
export async function* readXlsxRows(
  filePath: string,
  partMaxBytes = XLSX_PART_MAX_BYTES,
): AsyncGenerator<TableRow, void> {
  const zip = await openZip(filePath, { validateEntrySizes: true }).catch((error: unknown) => {
    throw asImportFileError(error, READER_MESSAGES.notWorkbook);
  });
  const streams: Readable[] = [];
  const open = async (entry: Entry) => {
    const stream = await openEntry(zip, entry);
    streams.push(stream);
    return stream;
  };
  try {
    const parts = await workbookEntries(zip);
    const text = new WorkbookTextWatch();
    const workbook = await loadWorkbook(filePath, parts, async (entry) => {
      const part = metered(await open(entry), partMaxBytes);
      return entry.fileName === SHARED_STRINGS ? text.checked(part) : part;
    });
    const sheet = parts.get(firstSheetPath(workbook));
    if (!sheet) throw new ImportFileError(READER_MESSAGES.notWorkbook);
    yield* sheetRows(workbook, text.checked(await open(sheet)), text);
  } catch (error) {
    throw asImportFileError(error, READER_MESSAGES.notWorkbook);
  } finally {
    // exceljs leaves a part's stream open when the part's XML fails to parse.
    for (const stream of streams) stream.destroy();
    zip.close();
  }
}

/** Relationships, sheet list, styles (which tell dates from numbers) and shared strings: all a sheet refers to. */
async function loadWorkbook(
  filePath: string,
  parts: Map<string, Entry>,
  open: (entry: Entry) => Promise<Readable>,
): Promise<WorkbookParts> {
  const part = async (name: string) => {
    const entry = parts.get(name);
    return entry ? open(entry) : null;
  };
  const workbook = createWorkbookParts(filePath);
  await workbook._parseRels(required(await part(WORKBOOK_RELS)));
  await workbook._parseWorkbook(required(await part(WORKBOOK)));
  const styles = await part(STYLES);
  if (styles) await workbook._parseStyles(styles);
  const sharedStrings = await part(SHARED_STRINGS);
  if (sharedStrings) await drain(workbook._parseSharedStrings(sharedStrings));
  return workbook;
}

async function* sheetRows(
  workbook: WorkbookParts,
  sheetPart: Readable,
  text: WorkbookTextWatch,
): AsyncGenerator<TableRow, void> {
  const [sheet] = workbook._parseWorksheet(sheetPart, 'first');
  if (!sheet) throw new ImportFileError(READER_MESSAGES.notWorkbook);
  let width: number | null = null;
  for await (const row of sheet.value) {
    const values = valuesOf(row);
    if (isBlankRow(values)) continue;
    const problem = tableRowProblem(values, true);
    if (problem) {
      yield { rowNumber: row.number, values: [], problem };
      continue;
    }
    width ??= values.length;
    while (values.length < width) values.push(null);
    if (text.isFirstBadRow(values)) {
      yield { rowNumber: row.number, values, warning: READER_MESSAGES.invalidWorkbookText };
    } else yield { rowNumber: row.number, values };
  }
}

async function workbookEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const parts = new Map<string, Entry>();
  for await (const entry of fileEntries(zip)) {
    if (entry.fileName.startsWith('xl/')) parts.set(entry.fileName, entry);
  }
  return parts;
}

function metered(part: Readable, maxBytes: number): Readable {
  const budget = new ByteBudget(
    maxBytes,
    () => new ImportFileError(READER_MESSAGES.workbookPartTooLarge(maxBytes)),
  );
  return pipeline(part, budget.meter(), () => {});
}

function required(part: Readable | null): Readable {
  if (!part) throw new ImportFileError(READER_MESSAGES.notWorkbook);
  return part;
}

/** The part of the first sheet in the workbook's tab order; an empty workbook has none. */
function firstSheetPath(workbook: WorkbookParts): string {
  const first = workbook.model?.sheets?.[0];
  if (!first) throw new ImportFileError(READER_MESSAGES.empty);
  const target = workbook.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (!target) throw new ImportFileError(READER_MESSAGES.notWorkbook);
  return target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
}

function valuesOf(row: ExcelJS.Row): RawCell[] {
  const values: RawCell[] = [];
  for (let column = 1; column <= row.cellCount; column += 1) values.push(rawCellOf(row.getCell(column)));
  let width = values.length;
  while (width > 0 && isBlank(values[width - 1])) width -= 1;
  return values.slice(0, width);
}

/** exceljs keeps the shared strings it parses; the parser emits nothing in that mode. */
async function drain(items: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of items) {
    // nothing to do
  }
}
