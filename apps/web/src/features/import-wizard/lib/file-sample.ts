import { MAPPING_SAMPLE_ROWS } from '@hde/contracts';
import type { UploadFileType } from '@hde/contracts/api';
import { headersOf } from '@hde/file-reading';
import { readCsvRows } from './csv-rows';
import { readXlsxRows } from './xlsx-rows';

/** One column of the file: its header and its values in the sample rows (empty text when blank). */
interface SampleColumn {
  readonly header: string;
  readonly values: readonly string[];
}

/** What the wizard knows of a file: its columns and how many sample rows were read (0 to 2). */
export interface FileSample {
  readonly columns: readonly SampleColumn[];
  readonly rowCount: number;
}

/** The file's header row could not be read: not the format its name says, damaged, or empty. */
export class UnreadableFileError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The file has no readable header row', options);
    this.name = 'UnreadableFileError';
  }
}

/**
 * Header and sample rows as columns, headers named exactly as the import names them (trimmed, a blank one
 * `Column N`, a repeat `Name (2)`), so every column the import reads can be mapped by the name it reads.
 */
export function sampleOf(rows: readonly (readonly string[])[]): FileSample {
  const [headerRow = [], ...sampleRows] = rows;
  const columns = headersOf(headerRow).map((header, index) => ({
    header,
    values: sampleRows.map((row) => row[index] ?? ''),
  }));
  return { columns, rowCount: sampleRows.length };
}

/** The first MAPPING_SAMPLE_ROWS rows of a CSV or XLSX file (header and two samples), spec §4. */
export async function readFileSample(
  file: Blob,
  fileType: Extract<UploadFileType, 'CSV' | 'XLSX'>,
): Promise<FileSample> {
  let rows: string[][];
  try {
    rows = await (fileType === 'CSV' ? readCsvRows : readXlsxRows)(file, MAPPING_SAMPLE_ROWS);
  } catch (cause) {
    throw new UnreadableFileError({ cause });
  }
  const sample = sampleOf(rows);
  if (sample.columns.length === 0) throw new UnreadableFileError();
  return sample;
}
