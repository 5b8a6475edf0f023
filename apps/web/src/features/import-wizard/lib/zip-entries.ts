/*
 * Random-access reading of a ZIP archive (an .xlsx workbook): the central directory at the end of the file
 * says where each part is, so a few parts are read without loading the whole file, and a part is inflated
 * (with fflate) only as far as the caller reads it.
 */

import { Inflate } from 'fflate';
import { readBlobBytes } from './blob-bytes';

const END_OF_DIRECTORY_SIGNATURE = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const DIRECTORY_ENTRY_SIGNATURE = 0x02014b50;
const DIRECTORY_ENTRY_SIZE = 46;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** Sizes and offsets of this value sit in a ZIP64 record: only archives over 4 GB need one. */
const ZIP64_MARKER = 0xffffffff;
const READ_CHUNK_BYTES = 64 * 1024;

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated. */
  readonly method: number;
  readonly compressedSize: number;
  readonly localHeaderOffset: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function readEndOfDirectory(blob: Blob): Promise<{ count: number; size: number; offset: number }> {
  const tailStart = Math.max(0, blob.size - END_OF_DIRECTORY_SIZE - MAX_COMMENT_LENGTH);
  const tail = await readBlobBytes(blob, tailStart, blob.size);
  const data = view(tail);
  for (let position = tail.length - END_OF_DIRECTORY_SIZE; position >= 0; position--) {
    if (data.getUint32(position, true) !== END_OF_DIRECTORY_SIGNATURE) continue;
    const size = data.getUint32(position + 12, true);
    const offset = data.getUint32(position + 16, true);
    if (size === ZIP64_MARKER || offset === ZIP64_MARKER) throw new ZipFormatError('ZIP64 is not supported');
    return { count: data.getUint16(position + 10, true), size, offset };
  }
  throw new ZipFormatError('Not a ZIP archive');
}

/** The archive's entries by name. */
export async function readZipEntries(blob: Blob): Promise<Map<string, ZipEntry>> {
  const directory = await readEndOfDirectory(blob);
  const bytes = await readBlobBytes(blob, directory.offset, directory.offset + directory.size);
  const data = view(bytes);
  const names = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  let position = 0;
  for (let index = 0; index < directory.count; index++) {
    if (
      position + DIRECTORY_ENTRY_SIZE > bytes.length ||
      data.getUint32(position, true) !== DIRECTORY_ENTRY_SIGNATURE
    ) {
      throw new ZipFormatError('Broken ZIP directory');
    }
    const nameLength = data.getUint16(position + 28, true);
    const name = names.decode(
      bytes.subarray(position + DIRECTORY_ENTRY_SIZE, position + DIRECTORY_ENTRY_SIZE + nameLength),
    );
    if ((data.getUint16(position + 8, true) & ENCRYPTED_FLAG) === 0) {
      entries.set(name, {
        name,
        method: data.getUint16(position + 10, true),
        compressedSize: data.getUint32(position + 20, true),
        localHeaderOffset: data.getUint32(position + 42, true),
      });
    }
    position +=
      DIRECTORY_ENTRY_SIZE +
      nameLength +
      data.getUint16(position + 30, true) +
      data.getUint16(position + 32, true);
  }
  return entries;
}

async function dataStart(blob: Blob, entry: ZipEntry): Promise<number> {
  const header = view(
    await readBlobBytes(blob, entry.localHeaderOffset, entry.localHeaderOffset + LOCAL_HEADER_SIZE),
  );
  if (header.byteLength < LOCAL_HEADER_SIZE || header.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) {
    throw new ZipFormatError(`Broken ZIP entry ${entry.name}`);
  }
  return (
    entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.getUint16(26, true) + header.getUint16(28, true)
  );
}

/**
 * The UTF-8 text of an entry, piece by piece as it is read and inflated: a caller that has enough stops
 * iterating, and the rest of the entry is never read.
 */
export async function* zipEntryText(blob: Blob, entry: ZipEntry): AsyncGenerator<string> {
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipFormatError(`Unsupported compression in ${entry.name}`);
  }
  const start = await dataStart(blob, entry);
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  const inflater =
    entry.method === DEFLATED
      ? new Inflate((data, final) => pieces.push(decoder.decode(data, { stream: !final })))
      : null;
  for (let offset = 0; offset < entry.compressedSize; offset += READ_CHUNK_BYTES) {
    const end = Math.min(offset + READ_CHUNK_BYTES, entry.compressedSize);
    const chunk = await readBlobBytes(blob, start + offset, start + end);
    const last = end === entry.compressedSize;
    if (inflater) inflater.push(chunk, last);
    else pieces.push(decoder.decode(chunk, { stream: !last }));
    yield pieces.splice(0).join('');
  }
}

/** The whole UTF-8 text of an entry (for the small workbook parts). */
export async function readZipEntryText(blob: Blob, entry: ZipEntry): Promise<string> {
  let text = '';
  for await (const piece of zipEntryText(blob, entry)) text += piece;
  return text;
}
