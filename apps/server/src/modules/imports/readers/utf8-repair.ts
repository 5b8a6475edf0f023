import { isUtf8 } from 'node:buffer';

/** What a chunk became: valid UTF-8, and where in it the first replaced byte is, if this chunk has it. */
export interface RepairedChunk {
  bytes: Buffer;
  firstInvalid: number | null;
}

const REPLACEMENT = new TextDecoder('utf-8');

/**
 * Makes a stream of bytes valid UTF-8 as it passes, chunk by chunk: each invalid sequence becomes U+FFFD, as
 * a decoder would make it, and the first one is located so the reader can say which record held it. A
 * character cut between two chunks is carried over whole. Valid chunks are checked natively and passed on.
 */
export class Utf8Repair {
  private carry: Buffer = Buffer.alloc(0);
  private reported = false;

  push(chunk: Buffer): RepairedChunk {
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const complete = bytes.length - incompleteTailLength(bytes);
    this.carry = Buffer.from(bytes.subarray(complete));
    return this.repaired(bytes.subarray(0, complete));
  }

  /** The bytes of a character the stream ended in the middle of. */
  end(): RepairedChunk {
    const rest = this.carry;
    this.carry = Buffer.alloc(0);
    return this.repaired(rest);
  }

  private repaired(bytes: Buffer): RepairedChunk {
    if (isUtf8(bytes)) return { bytes, firstInvalid: null };
    const firstInvalid = firstInvalidByte(bytes);
    const fixed = Buffer.concat([
      bytes.subarray(0, firstInvalid),
      Buffer.from(REPLACEMENT.decode(bytes.subarray(firstInvalid)), 'utf8'),
    ]);
    if (this.reported) return { bytes: fixed, firstInvalid: null };
    this.reported = true;
    return { bytes: fixed, firstInvalid };
  }
}

/** Bytes at the end that start a character whose remaining bytes have not arrived (at most 3). */
function incompleteTailLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return sequenceLength(byte) > back ? back : 0;
  }
  return 0;
}

/** Length of the character a lead byte starts; 1 for a byte that cannot lead one. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 1;
}

/** Index of the first byte that does not start a well-formed character (Unicode 15, table 3-7). */
function firstInvalidByte(bytes: Buffer): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    const length = sequenceLength(lead);
    if (length === 1 || index + length > bytes.length) return index;
    const second = bytes[index + 1] ?? 0;
    const [low, high] =
      lead === 0xe0
        ? [0xa0, 0xbf]
        : lead === 0xed
          ? [0x80, 0x9f]
          : lead === 0xf0
            ? [0x90, 0xbf]
            : lead === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    if (second < low || second > high) return index;
    for (let next = 2; next < length; next += 1) {
      const byte = bytes[index + next] ?? 0;
      if (byte < 0x80 || byte > 0xbf) return index;
    }
    index += length;
  }
  return bytes.length;
}
