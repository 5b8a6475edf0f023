import { READER_MESSAGES } from '@hde/contracts/text';
import type { RawCell } from '../convert/conversion.js';
import { readCsvRows } from './csv-rows.js';
import { ImportFileError } from './import-file-error.js';
import { headersOf } from './table-headers.js';
import { readXlsxRows } from './xlsx-rows.js';

/**
 * First `rowCount` rows (header + samples) of a CSV or XLSX file, for tests and previews. The header row comes
 * back exactly as openImportFile names the headers; blank rows are skipped as they are on import.
 */
export async function readFirstRows(
  filePath: string,
  fileType: 'CSV' | 'XLSX',
  rowCount: number,
): Promise<RawCell[][]> {
  if (rowCount < 1) return [];
  const rows: RawCell[][] = [];
  for await (const { values } of fileType === 'CSV' ? readCsvRows(filePath) : readXlsxRows(filePath)) {
    rows.push(rows.length === 0 ? headersOf(values) : values);
    if (rows.length === rowCount) break;
  }
  if (rows.length === 0) throw new ImportFileError(READER_MESSAGES.empty);
  return rows;
}
