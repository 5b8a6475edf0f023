import { ImportFileError } from './import-file-error.js';
import { READER_MESSAGES } from './messages.js';

/** Counts data rows across every source of one upload and fails the moment there is one too many. */
export class RowBudget {
  private rows = 0;

  constructor(private readonly maxRows: number) {}

  take(): void {
    this.rows += 1;
    if (this.rows > this.maxRows) throw new ImportFileError(READER_MESSAGES.tooManyRows(this.maxRows));
  }
}
