import { basename } from 'node:path';
import type { ImportDataType } from '@hde/contracts';
import type { UploadFileType } from '@hde/contracts/api';
import { openFileSource } from './file-sources.js';
import { RowBudget } from './row-budget.js';
import type { ImportSource, ReaderLimits } from './types.js';
import { zipSources } from './zip-sources.js';

/**
 * Sources of an uploaded file in import order. A ZIP yields its case, then diagnosis, then toxicology entries.
 * Iterate each source's rows fully before asking for the next source; stopping early releases every file.
 * Data rows beyond `limits.maxRows`, counted over all sources, fail with an ImportFileError.
 */
export async function* openImportFile(
  filePath: string,
  fileType: UploadFileType,
  dataType: ImportDataType,
  limits: ReaderLimits,
): AsyncIterable<ImportSource> {
  const budget = new RowBudget(limits.maxRows, fileType !== 'ZIP');
  if (fileType === 'ZIP') {
    yield* zipSources(filePath, limits, budget);
    return;
  }
  if (dataType === 'ZIP') throw new Error(`A ${fileType} upload cannot have the ZIP data type.`);
  const opened = await openFileSource(
    filePath,
    fileType,
    { dataType, name: basename(filePath), inZip: false },
    budget,
  );
  try {
    yield opened.source;
  } finally {
    await opened.close();
  }
}
