/** Where reading stopped, as far as the reader can tell. */
export interface StopPoint {
  /** The row that could not be read: spreadsheet numbering, or a JSON array item's 1-based position. */
  rowNumber?: number;
  /** The data rows of the whole upload, when the reader could still count them. */
  totalRows?: number;
}

/** The whole file cannot be read; `message` is shown to users as is (plain English, no stack, no file paths). */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly stop: StopPoint = {},
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Errors from the operating system (missing file, no descriptors left) are ours to fix, not the user's. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}

/** Re-raises `error` as the given user message unless it already is one or is a system failure. */
export function asImportFileError(error: unknown, message: string): unknown {
  if (error instanceof ImportFileError || isSystemError(error)) return error;
  return new ImportFileError(message);
}
