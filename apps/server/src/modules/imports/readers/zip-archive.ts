import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type { Entry, ZipFile };

export interface ZipOpenOptions {
  /** yauzl's check that an entry inflates to exactly its declared size. */
  validateEntrySizes: boolean;
}

/** Opens a ZIP file for random access; entries are listed on demand and the file stays open until close(). */
export async function openZip(filePath: string, { validateEntrySizes }: ZipOpenOptions): Promise<ZipFile> {
  const zip = await yauzl.openPromise(filePath, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: true,
    strictFileNames: false,
    validateEntrySizes,
  });
  // Read failures reach us through the entry streams; without a listener a late one would crash the process.
  zip.on('error', () => {});
  return zip;
}

/** The non-directory entries, in archive order; yauzl refuses absolute or `..` names while listing. */
export async function* fileEntries(zip: ZipFile): AsyncGenerator<Entry, void> {
  for await (const entry of zip.eachEntry()) {
    if (!entry.fileName.endsWith('/')) yield entry;
  }
}

export function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return zip.openReadStreamPromise(entry);
}
