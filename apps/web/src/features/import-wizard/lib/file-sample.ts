import { MAPPING_SAMPLE_ROWS, type UploadFileType } from '@hde/contracts';
import { readCsvRows } from './csv-rows';
import { readXlsxRows } from './xlsx-rows';

/** One column of the file: its header and its values in the sample rows (empty text when blank). */
export interface SampleColumn {
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
 * Header and sample rows as columns. Columns without a header are left out (nothing could map them), and so
 * is a repeated header after its first column: a mapping is keyed by header, so repeats cannot differ.
 */
export function sampleOf(rows: readonly (readonly string[])[]): FileSample {
  const [headerRow = [], ...sampleRows] = rows;
  const seen = new Set<string>();
  const columns: SampleColumn[] = [];
  headerRow.forEach((header, index) => {
    if (header.trim() === '' || seen.has(header)) return;
    seen.add(header);
    columns.push({ header, values: sampleRows.map((row) => row[index] ?? '') });
  });
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
