import { readCsvSample } from '@hde/file-reading';
import { readBlobBytes } from './blob-bytes';

/** Only the start of a CSV file is read: three rows fit in it unless cells are enormous. */
export const CSV_READ_BYTES = 256 * 1024;

/**
 * The first `limit` rows of a CSV file, from its first CSV_READ_BYTES bytes, read by the same code as the
 * import reads the whole file (encoding, delimiter, quoting), so the sample shows the columns it will see.
 */
export async function readCsvRows(file: Blob, limit: number): Promise<string[][]> {
  const start = await readBlobBytes(file, 0, CSV_READ_BYTES);
  const rows = readCsvSample(start, file.size <= CSV_READ_BYTES, limit);
  if (!rows) throw new Error('The file is not text');
  return rows;
}
