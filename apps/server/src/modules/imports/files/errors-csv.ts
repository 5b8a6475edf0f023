import { Readable } from 'node:stream';
import type { Database } from '../../../platform/db/client.js';
import { allImportErrors } from './file-queries.js';

const HEADER = ['Type', 'Row', 'Case ID', 'Field', 'Message'];

/** A cell that a spreadsheet would run as a formula is prefixed with a quote, so it shows as text. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** GET file/download/errors/{id}: every error and warning of an import, streamed as CSV. */
export function errorsCsv(db: Database, fileImportId: string): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(HEADER);
      for await (const error of allImportErrors(db, fileImportId)) {
        yield csvLine([error.type, error.rowNumber, error.caseId, error.fieldName, error.errorMessage]);
      }
    })(),
  );
}
