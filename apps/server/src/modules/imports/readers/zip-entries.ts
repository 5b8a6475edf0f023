import { posix } from 'node:path';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ImportFileError } from './import-file-error.js';
import type { DataFileType, ReaderLimits, SourceDataType } from './types.js';
import { fileEntries, type Entry, type ZipFile } from './zip-archive.js';

export interface ImportEntry {
  entry: Entry;
  name: string;
  fileType: DataFileType;
  dataType: SourceDataType;
}

const FILE_TYPES: Readonly<Record<string, DataFileType>> = {
  '.csv': 'CSV',
  '.xlsx': 'XLSX',
  '.json': 'JSON',
};
const ARCHIVE_EXTENSIONS = new Set(['.zip', '.gz', '.tgz', '.7z', '.rar', '.tar', '.bz2', '.xz']);
const IMPORT_ORDER: readonly SourceDataType[] = ['CASE', 'DIAGNOSIS', 'TOXICOLOGY'];

/**
 * The entries to import, cases first, then diagnoses, then toxicology, each group in name order. Folders,
 * macOS metadata and hidden files are ignored; anything else that is not a CSV, XLSX or JSON file is refused,
 * as is an archive over the entry-count or declared-size limits.
 */
export async function listImportEntries(zip: ZipFile, limits: ReaderLimits): Promise<ImportEntry[]> {
  const entries: ImportEntry[] = [];
  let declaredBytes = 0;
  for await (const entry of fileEntries(zip)) {
    const name = entry.fileName;
    if (isIgnored(name)) continue;
    const extension = posix.extname(name).toLowerCase();
    if (ARCHIVE_EXTENSIONS.has(extension)) throw new ImportFileError(READER_MESSAGES.zipNestedArchive);
    const fileType = FILE_TYPES[extension];
    if (!fileType) throw new ImportFileError(READER_MESSAGES.zipUnsupportedEntry(name));
    if (entries.length === limits.zipMaxEntries) {
      throw new ImportFileError(READER_MESSAGES.zipTooManyEntries(limits.zipMaxEntries));
    }
    declaredBytes += entry.uncompressedSize;
    if (declaredBytes > limits.zipMaxUncompressedBytes) {
      throw new ImportFileError(READER_MESSAGES.zipTooLarge(limits.zipMaxUncompressedBytes));
    }
    if (entry.isEncrypted()) throw new ImportFileError(READER_MESSAGES.zipEncryptedEntry(name));
    entries.push({ entry, name, fileType, dataType: dataTypeOf(name) });
  }
  return entries.sort(
    (a, b) =>
      IMPORT_ORDER.indexOf(a.dataType) - IMPORT_ORDER.indexOf(b.dataType) ||
      a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

function isIgnored(name: string): boolean {
  const segments = name.split('/');
  return segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'));
}

function dataTypeOf(name: string): SourceDataType {
  const base = posix.basename(name).toLowerCase();
  if (base.includes('diagnos')) return 'DIAGNOSIS';
  if (base.includes('tox')) return 'TOXICOLOGY';
  return 'CASE';
}
