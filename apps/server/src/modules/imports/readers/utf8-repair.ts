import { isUtf8 } from 'node:buffer';
import { incompleteTailLength, utf8Length } from '@hde/file-reading';

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
    const firstInvalid = utf8Length(bytes, 0, bytes.length);
    const fixed = Buffer.concat([
      bytes.subarray(0, firstInvalid),
      Buffer.from(REPLACEMENT.decode(bytes.subarray(firstInvalid)), 'utf8'),
    ]);
    if (this.reported) return { bytes: fixed, firstInvalid: null };
    this.reported = true;
    return { bytes: fixed, firstInvalid };
  }
}
