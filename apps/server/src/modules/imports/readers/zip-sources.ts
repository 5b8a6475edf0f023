import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { READER_MESSAGES } from '@hde/contracts/text';
import { ByteBudget } from './byte-budget.js';
import { openFileSource } from './file-sources.js';
import { asImportFileError, ImportFileError } from './import-file-error.js';
import type { RowBudget } from './row-budget.js';
import type { ImportSource, ReaderLimits } from './types.js';
import { openEntry, openZip, type Entry, type ZipFile } from './zip-archive.js';
import { listImportEntries } from './zip-entries.js';

/**
 * The sources of a ZIP upload in import order. Each entry is extracted to a private temp folder just before it
 * is read and deleted once the consumer moves on; the folder goes when iteration ends, however it ends.
 */
export async function* zipSources(
  filePath: string,
  limits: ReaderLimits,
  budget: RowBudget,
): AsyncGenerator<ImportSource, void> {
  // Entry sizes are not checked against their headers here: the inflated-bytes budget below is the check, and
  // unlike a size mismatch it tells the user which limit the archive broke.
  const zip = await openZip(filePath, { validateEntrySizes: false }).catch((error: unknown) => {
    throw asImportFileError(error, READER_MESSAGES.zipUnreadable);
  });
  let folder: string | null = null;
  try {
    const entries = await listImportEntries(zip, limits).catch((error: unknown) => {
      throw asImportFileError(error, READER_MESSAGES.zipUnreadable);
    });
    if (entries.length === 0) throw new ImportFileError(READER_MESSAGES.zipNoImportFiles);
    folder = await mkdtemp(join(tmpdir(), 'hde-import-'));
    const inflated = new ByteBudget(
      limits.zipMaxUncompressedBytes,
      () => new ImportFileError(READER_MESSAGES.zipTooLarge(limits.zipMaxUncompressedBytes)),
    );
    for (const [index, { entry, name, fileType, dataType }] of entries.entries()) {
      const extracted = join(folder, `${index + 1}.${fileType.toLowerCase()}`);
      await extract(zip, entry, extracted, inflated);
      const opened = await openFileSource(extracted, fileType, { dataType, name, inZip: true }, budget);
      try {
        yield opened.source;
      } finally {
        await opened.close();
        await rm(extracted, { force: true });
      }
    }
  } finally {
    zip.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

async function extract(zip: ZipFile, entry: Entry, target: string, inflated: ByteBudget): Promise<void> {
  try {
    await pipeline(await openEntry(zip, entry), inflated.meter(), createWriteStream(target));
  } catch (error) {
    throw asImportFileError(error, READER_MESSAGES.zipUnreadable);
  }
}
