import { IMPORT_TEXT_WARNINGS } from './file-uploads-text.js';

/**
 * What a running import says about the file it reads and the rows it links: an import's status message and the
 * entries of its Import Errors dialog. Plain English, no file paths, no internals. The per-cell messages of the
 * converters are CONVERSION_MESSAGES (`@hde/contracts/fields`).
 */

const MEGABYTE = 1024 * 1024;

const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => (bytes / MEGABYTE).toLocaleString('en-US', { maximumFractionDigits: 1 });

const ALLOWED_ENTRY_EXTENSIONS = ['.csv', '.xlsx', '.json'] as const;

/** Messages of the file readers (CSV, Excel, JSON, ZIP). */
export const READER_MESSAGES = {
  empty: 'The file is empty.',
  tooManyRows: (maxRows: number) =>
    `The file has more than ${count(maxRows)} data rows, the most one import can take. Split it into smaller files.`,

  notCsv: 'The file is not a readable CSV text file.',
  csvQuoteNotClosed:
    'The row opens a quoted value that is never closed, so it was not imported; the import went on with the next line. Check the row for a stray double quote.',
  csvTextAfterQuote:
    'The row has text right after the closing quote of a quoted value, so it could not be read. A double quote inside a quoted value must be written twice ("").',
  invalidText: IMPORT_TEXT_WARNINGS.invalidText,
  invalidJsonText: IMPORT_TEXT_WARNINGS.invalidJsonText,
  invalidWorkbookText: IMPORT_TEXT_WARNINGS.invalidWorkbookText,

  rowTooLong: (maxChars: number) =>
    `The row is longer than ${count(maxChars)} characters, so it was not imported. Check it for a stray double quote.`,
  rowTooManyValues: (maxValues: number) =>
    `The row has more than ${count(maxValues)} values, so it was not imported.`,
  headerUnreadable: (row: number) =>
    `Row ${count(row)}, the header row, cannot be read: it is too long, has too many columns, or has a double quote out of place.`,

  notWorkbook: 'The file is not a readable Excel workbook.',
  workbookPartTooLarge: (maxBytes: number) =>
    `The Excel workbook holds more than ${megabytes(maxBytes)} MB of shared text or styles, too much to read at once. Save the sheet as CSV and upload that file instead.`,

  jsonInvalid: 'The file is not valid JSON.',
  jsonNotArray: 'The JSON file must contain an array of case objects.',
  jsonItemNotObject: (item: number) => `Item ${count(item)} of the JSON array is not an object.`,

  zipUnreadable: 'The file is not a readable ZIP archive.',
  zipNestedArchive: 'The ZIP file contains another archive; nested archives are not imported.',
  zipTooManyEntries: (maxEntries: number) =>
    `The ZIP file holds more than ${count(maxEntries)} files, the most one import can take.`,
  zipTooLarge: (maxBytes: number) =>
    `The ZIP file unpacks to more than ${megabytes(maxBytes)} MB, the most one import can take.`,
  zipUnsupportedEntry: (entryName: string) =>
    `The ZIP file contains "${entryName}", which cannot be imported. Only ${ALLOWED_ENTRY_EXTENSIONS.join(', ')} files are allowed.`,
  zipEncryptedEntry: (entryName: string) =>
    `"${entryName}" in the ZIP file is password-protected. Upload a ZIP file without a password.`,
  zipNoImportFiles: 'The ZIP file holds no case, diagnosis or toxicology file.',
  inZipEntry: (entryName: string, message: string) => `In "${entryName}": ${message}`,
} as const;

/** Messages of the import pipeline itself: rows it cannot link to a case, and imports that end with nothing. */
export const PIPELINE_MESSAGES = {
  noCaseId:
    'The row has no Case ID, and none could be generated: a generated ID needs at least a last name and a date of death.',
  childWithoutCaseId: 'The row has no Case ID, so it cannot be linked to a case.',
  unknownCase: (caseId: string) =>
    `No case with Case ID "${caseId}" exists in this workspace; import the case before its details.`,
  extraValues: (values: number, headers: number) =>
    `The row has ${values} values but the header has ${headers} columns; the extra values were not imported.`,
  noDataRows: 'The file has a header row but no data rows.',
  nothingImported: 'No row of the file could be imported. The errors list says why for each row.',
  unexpected: 'The import stopped unexpectedly. Please try again, or contact support if it happens again.',
} as const;
