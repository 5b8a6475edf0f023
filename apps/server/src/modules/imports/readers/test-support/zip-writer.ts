import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** An entry as it is stored: `data` already compressed when `method` is 8 (deflate). */
export interface StoredZipEntry {
  name: string;
  method: 0 | 8;
  data: Buffer;
  crc32: number;
  uncompressedSize: number;
  /** General purpose flags besides UTF-8 names; bit 0 marks the entry encrypted. */
  flags?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

/** CRC-32 of `data`, continuing from `previous` when a large input is fed in pieces. */
export function crc32(data: Uint8Array, previous = 0): number {
  let crc = ~previous >>> 0;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** A ZIP archive of the given files, deflated unless `store` is set. */
export function zipOf(files: Record<string, Buffer | string>, store = false): Buffer {
  return zipOfStored(
    Object.entries(files).map(([name, content]) => {
      const data = Buffer.from(content);
      return {
        name,
        method: store ? 0 : 8,
        data: store ? data : deflateRawSync(data),
        crc32: crc32(data),
        uncompressedSize: data.length,
      };
    }),
  );
}

/** `bytes` zeros deflated, compressed a megabyte at a time so the zeros are never all in memory. */
export async function deflatedZeros(bytes: number): Promise<StoredZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let written = 0; written < bytes; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, bytes - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name: 'zeros', method: 8, data: Buffer.concat(compressed), crc32: crc, uncompressedSize: bytes };
}

/** A ZIP archive written exactly as described, lies in the sizes included. */
export function zipOfStored(entries: readonly StoredZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommonFields(local, 4, entry, name.length);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeCommonFields(central, 6, entry, name.length);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Version needed, flags, method, time, date, CRC, sizes and name length: the same in both headers. */
function writeCommonFields(header: Buffer, at: number, entry: StoredZipEntry, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800 | (entry.flags ?? 0), at + 2); // 0x0800: names are UTF-8
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt16LE(0, at + 6);
  header.writeUInt16LE((1 << 5) | 1, at + 8); // 1 January 1980
  header.writeUInt32LE(entry.crc32, at + 10);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.uncompressedSize, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}
