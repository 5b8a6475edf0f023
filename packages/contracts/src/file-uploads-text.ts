import { UPLOAD_EXTENSIONS, type UploadFileType } from './api/file-imports.js';
import { SANDBOX_CASE_COUNT } from './constants.js';
import {
  IMPORT_DATA_TYPES,
  type FileImportStatus,
  type ImportDataType,
  type ImportErrorType,
} from './enums.js';
import { IMPORT_WIZARD_TEXT } from './import-wizard-text.js';

/** The Import tab's welcome card and its sandbox confirmation (spec part 2 §2.3). */
export const IMPORT_WELCOME_TEXT = {
  title: 'Bring Your Case Data Into HDE',
  body: 'Upload case, diagnosis and toxicology files with the import wizard, or explore the product first with a sandbox of synthetic demo cases.',
  sandbox: 'Import Sandbox Demo Data',
  wizard: 'Launch Data Import Wizard',
  sandboxUnavailable:
    'The sandbox is only available in a workspace that holds no cases or imported files yet.',
  loadingWizard: 'Loading the import wizard',
  sandboxDialog: {
    title: 'Import Sandbox Demo Data',
    body: `The sandbox creates ${SANDBOX_CASE_COUNT} synthetic cases in this workspace. They may take a few minutes to appear.`,
    cancel: 'Cancel',
    confirm: 'Create Sandbox',
  },
} as const;

/** The wizard's data type names, shown again as a file's upload type. */
export const UPLOAD_TYPE_LABELS: Record<ImportDataType, string> = IMPORT_WIZARD_TEXT.dataTypes;

export const FILE_IMPORT_STATUS_LABELS: Record<FileImportStatus, string> = {
  DRAFT: 'Draft',
  RECEIVED: 'Importing',
  SUCCESS: 'Success',
  ERROR: 'Error',
};

/** The workspace file uploads table (spec part 2 §2.5). */
export const FILE_UPLOADS_TEXT = {
  title: 'Workspace File Uploads',
  hint: 'Click a file to see its details and status report.',
  columns: {
    fileName: 'File Name',
    added: 'Date Added',
    lastUpdated: 'Last Update',
    status: 'Status',
    totalItems: 'Total Items',
    importDetails: 'Import Details',
    trusted: 'Trusted',
    download: 'Download',
  },
  counts: {
    processed: 'Processed',
    notProcessed: 'Unable to Process',
    warnings: 'Warnings',
  },
  viewErrors: 'View Errors/Warnings Details',
  importProgress: (fileName: string) => `Import progress of ${fileName}`,
  download: (fileName: string) => `Download ${fileName}`,
  untitledFile: 'Untitled file',
} as const;

/** "Imported File Status & Details", the status report of one file (spec part 2 §2.5). */
export const FILE_STATUS_DIALOG_TEXT = {
  title: 'Imported File Status & Details',
  fields: {
    fileName: 'File Name',
    uploadType: 'Upload Type',
    size: 'File Size',
    transactionId: 'Transaction ID',
    createdBy: 'Created By',
    createdAt: 'Created At',
    lastUpdated: 'Last Updated',
    updatedBy: 'Updated By',
    status: 'Status',
    totalItems: 'Total Items',
    completedItems: 'Processed Items',
    erroredItems: 'Items Not Processed',
    warningItems: 'Warnings Identified',
  },
  pending: 'Pending',
  inProgressTitle: 'Import in progress',
  inProgressBody:
    'Your file is being imported. This may take a few minutes; you can keep using the app in the meantime.',
  loading: 'Loading file details',
  close: 'Close',
} as const;

export const IMPORT_ERROR_TYPE_LABELS: Record<ImportErrorType, string> = {
  WARNING: 'Warning',
  ERROR: 'Error',
};

/** The Import Errors dialog of one file (spec part 2 §2.5). */
export const IMPORT_ERRORS_TEXT = {
  title: 'Import Errors',
  columns: {
    rowNumber: 'Row',
    type: 'Type',
    caseId: 'Case ID',
    fieldName: 'Field Name',
    errorMessage: 'Error Message',
  },
  noCaseId: 'No case ID available',
  empty: 'No errors or warnings were recorded for this file.',
  loadFailed: 'There was an issue fetching the import errors. Please try again later.',
  downloadCsv: 'Download CSV',
  close: 'Close',
  /** errors_{fileName}.csv, the file's own extension dropped: errors_cases.csv for cases.xlsx. */
  errorsFileName: (fileName: string) => `errors_${fileName.replace(/\.[^.]+$/, '')}.csv`,
} as const;

/** Warnings about a file's text, listed in the Import Errors dialog on the first row that holds a bad byte. */
export const IMPORT_TEXT_WARNINGS = {
  invalidText: (encoding: string, declared: boolean) =>
    `The row holds bytes that are not valid ${encoding}, the encoding ${declared ? "the file's byte order mark declares" : 'the file was read in'}; each was imported as "\uFFFD". Later rows may hold such bytes too: only the first row is listed. Save the file as UTF-8 and import it again.`,
  invalidJsonText:
    'The item holds bytes that are not valid UTF-8, the encoding of JSON files; each was imported as "\uFFFD". Later items may hold such bytes too: only the first item is listed. Save the file as UTF-8 and import it again.',
  invalidWorkbookText:
    'The row holds text with bytes that are not valid UTF-8, the encoding of Excel workbooks; each was imported as "\uFFFD". Later rows may hold such bytes too: only the first row is listed. Save the workbook again in Excel and import it again.',
} as const;

/** The trusted badge and the proof-ledger transaction id (spec part 2 §2.5). */
export const TRUST_TEXT = {
  checking: 'Checking',
  verified: 'Trusted',
  failed: 'Not Verified',
  checkingTooltip: 'Checking the proof of authenticity of this content.',
  detailsTitle: 'Proof of Authenticity',
  transactionId: 'Transaction ID',
  copyTransactionId: 'Copy transaction ID',
  openLedger: 'View in the ledger explorer (opens in a new tab)',
} as const;

/** Where an import that could not read its file to the end stopped (ARCHITECTURE, imports). */
export interface ImportStop {
  /** Data rows imported. */
  imported: number;
  /** Data rows read before the stop, imported or not. */
  read: number;
  /** Data rows of the whole upload, when they could be counted. */
  totalRows: number | null;
  /** The row that could not be read, or else the last row read; null when neither is known. */
  row: { at: number } | { after: number } | null;
  /** Why, in the reader's words. */
  reason: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The status message of an import that stopped part-way; with no row read, only the reason. */
export function importStoppedMessage({ imported, read, totalRows, row, reason }: ImportStop): string {
  if (read === 0) return reason;
  const of = totalRows === null ? `the first ${count(read)}` : count(totalRows);
  const where = !row ? '' : 'at' in row ? ` at row ${count(row.at)}` : ` after row ${count(row.after)}`;
  return `${count(imported)} of ${of} rows imported; import stopped${where}: ${reason}`;
}

/** The file name the sandbox import shows in the uploads table. */
export const SANDBOX_FILE_NAME = 'sandbox-demo-data.json';

/** Refusals of the file import API. */
export const FILE_IMPORT_ERRORS = {
  notFound: 'File import not found',
  notADraft: 'This import has already started; only a draft can be changed or deleted.',
  sandboxRefused: 'Sandbox data can only be created in a workspace that holds no cases and no files.',
  alreadyStarted: 'This import has already started.',
  downloadBeforeFinished: 'The file can be downloaded once its import has finished.',
} as const;

const MEGABYTE = 1024 * 1024;

/** Refusals of PUT file/import/{id}/upload. */
export const UPLOAD_ERRORS = {
  notMultipart: 'Send the file as multipart/form-data in the field "file".',
  missingFile: 'The field "file" with the file to import is required.',
  dataType: `The data type must be one of ${IMPORT_DATA_TYPES.join(', ')}.`,
  extension: (dataType: ImportDataType) =>
    `This file type cannot be imported as ${dataType}: use ${UPLOAD_EXTENSIONS[dataType].join(', ')}.`,
  fileTypeMismatch: 'The file type does not match the file name.',
  tooLarge: (limitBytes: number) =>
    `The file is larger than the import limit of ${Math.round(limitBytes / MEGABYTE)} MB.`,
  empty: 'The file is empty.',
  notZip: (fileType: UploadFileType) =>
    fileType === 'XLSX'
      ? 'The file is not a real Excel workbook (.xlsx).'
      : 'The file is not a real ZIP archive.',
  malformed: 'The upload could not be read.',
} as const;

/** Refusals of a draft's mapping that would create more custom fields than allowed. */
export const DRAFT_FIELD_ERRORS = {
  tooManyInMapping: (fields: number, max: number) =>
    `This mapping creates ${count(fields)} custom fields; one file can create at most ${count(max)}. Choose "Create Field" for fewer headers.`,
  workspaceFull: (existing: number, adding: number, max: number) =>
    `This workspace has ${count(existing)} custom fields and can have at most ${count(max)}; this mapping would add ${count(adding)} more. Choose "Create Field" for fewer headers.`,
} as const;
