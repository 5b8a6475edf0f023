import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isUuid } from './ids.js';

interface StoredFile {
  size: number;
  sha256: string;
}

/** A fully received upload not yet in place: `commit` moves it under its id, `discard` drops it. */
export interface ReceivedFile extends StoredFile {
  /** The first bytes, to tell real workbooks and archives from renamed files. */
  head: Buffer;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** The upload stream passed the size limit: nothing is kept. */
export class FileTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super('file too large');
  }
}

/**
 * Imported files, kept as uploaded under DATA_DIR/files (one file per import id) so they can be downloaded,
 * re-read by a resumed import and re-hashed by the trust check. Uploads go to a temporary name first, so a
 * file either exists whole or not at all.
 */
export interface FileStorage {
  path(id: string): string;
  /**
   * Streams `source` to a temporary file while hashing it; refuses (and removes it) past `maxBytes`. The caller
   * commits it once the database agrees, so two uploads racing for one id never mix their bytes.
   */
  receive(id: string, source: Readable, maxBytes: number): Promise<ReceivedFile>;
  open(id: string): Readable;
  sha256(id: string): Promise<string | null>;
  remove(id: string): Promise<void>;
}

const HEAD_BYTES = 8;

export function createFileStorage(dataDir: string): FileStorage {
  const folder = path.join(dataDir, 'files');
  const pathOf = (id: string) => {
    // Ids are uuids from the database; anything else must never reach the file system.
    if (!isUuid(id)) throw new Error('invalid file id');
    return path.join(folder, id);
  };

  return {
    path: pathOf,
    async receive(id, source, maxBytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const target = pathOf(id);
      const partial = `${target}.${randomUUID()}.partial`;
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) {
            callback(new FileTooLargeError(maxBytes));
            return;
          }
          hash.update(chunk);
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(partial, { mode: 0o600 }));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return {
        size,
        sha256: hash.digest('hex'),
        head,
        commit: () => rename(partial, target),
        discard: () => rm(partial, { force: true }),
      };
    },
    open(id) {
      return createReadStream(pathOf(id));
    },
    async sha256(id) {
      const hash = createHash('sha256');
      try {
        for await (const chunk of createReadStream(pathOf(id))) hash.update(chunk as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return hash.digest('hex');
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
