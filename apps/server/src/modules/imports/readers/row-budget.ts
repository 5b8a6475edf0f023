import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './import-file-error.js';

/** Counts data rows across every source of one upload; a row over the limit stops the import. */
export class RowBudget {
  private rows = 0;

  /** `wholeUpload`: the budget's one source is the whole upload, so counting its rest gives the total. */
  constructor(
    private readonly maxRows: number,
    private readonly wholeUpload: boolean,
  ) {}

  /** Counts one data row; false when it is one too many. */
  take(): boolean {
    this.rows += 1;
    return this.rows <= this.maxRows;
  }

  /**
   * The failure at the first row over the limit. The rest of a single-file upload is read through to count
   * it, so the status can say how many rows the file has; a ZIP's later entries are not opened for that, and
   * the message names the entry the row is in.
   */
  async exceeded(
    rowNumber: number,
    rest: AsyncIterable<unknown>,
    sourceName: string,
  ): Promise<ImportFileError> {
    const message = READER_MESSAGES.tooManyRows(this.maxRows);
    if (!this.wholeUpload) {
      return new ImportFileError(READER_MESSAGES.inZipEntry(sourceName, message), { rowNumber });
    }
    let totalRows: number | undefined = this.rows;
    try {
      for await (const _ of rest) totalRows += 1;
    } catch {
      totalRows = undefined;
    }
    return new ImportFileError(message, { rowNumber, totalRows });
  }
}
