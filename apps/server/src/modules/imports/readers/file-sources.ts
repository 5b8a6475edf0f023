import { READER_MESSAGES } from '@hde/contracts/text';
import { readCsvRows } from './csv-rows.js';
import { ImportFileError } from './import-file-error.js';
import { readJsonRecords } from './json-records.js';
import { openRecordsSource, openTableSource, type OpenedSource, type SourceInfo } from './opened-source.js';
import type { RowBudget } from './row-budget.js';
import type { DataFileType } from './types.js';
import { readXlsxRows } from './xlsx-rows.js';

export interface FileSourceInfo extends SourceInfo {
  /** A ZIP entry's problems name the entry, so users know which file to fix. */
  inZip: boolean;
}

/** Opens one CSV, XLSX or JSON file as a source; a table's header row is read here. */
export function openFileSource(
  filePath: string,
  fileType: DataFileType,
  { inZip, ...info }: FileSourceInfo,
  budget: RowBudget,
): Promise<OpenedSource> {
  const named = <T>(items: AsyncGenerator<T, void>) => (inZip ? namingEntry(items, info.name) : items);
  switch (fileType) {
    case 'CSV':
      return openTableSource(named(readCsvRows(filePath)), info, budget);
    case 'XLSX':
      return openTableSource(named(readXlsxRows(filePath)), info, budget);
    case 'JSON':
      return Promise.resolve(openRecordsSource(named(readJsonRecords(filePath)), info, budget));
  }
}

async function* namingEntry<T>(items: AsyncGenerator<T, void>, entryName: string): AsyncGenerator<T, void> {
  try {
    yield* items;
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    throw new ImportFileError(READER_MESSAGES.inZipEntry(entryName, error.message), error.stop);
  }
}
