/**
 * How a text file's bytes are read. `windows-1252` is chosen when the start of the file is not UTF-8, and it
 * repairs files pasted together from two exports: each line that is valid UTF-8 is still read as UTF-8.
 * Every name is a label TextDecoder knows in browsers and in Node.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DetectedEncoding {
  encoding: TextEncodingName;
  /** Bytes of byte order mark to skip before decoding. */
  bomLength: number;
}

const BOMS: readonly { bytes: readonly number[]; encoding: TextEncodingName }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/**
 * The encoding of a text file from its first bytes: a byte order mark, valid UTF-8, or else Windows-1252 (the
 * "ANSI" of Excel on Windows, a superset of ISO-8859-1's printable characters). A fixed fallback rather than
 * a statistical guess, so the browser and the server always agree and short samples are never misread.
 */
export function detectEncoding(sample: Uint8Array): DetectedEncoding {
  const bom = BOMS.find(({ bytes }) => bytes.every((byte, index) => sample[index] === byte));
  if (bom) return { encoding: bom.encoding, bomLength: bom.bytes.length };
  return { encoding: isUtf8Start(sample) ? 'utf-8' : 'windows-1252', bomLength: 0 };
}

export function isUtf16(encoding: TextEncodingName): boolean {
  return encoding === 'utf-16le' || encoding === 'utf-16be';
}

/** Whether the bytes are UTF-8; the sample may end inside a character. */
function isUtf8Start(sample: Uint8Array): boolean {
  return utf8Length(sample, 0, sample.length, true) === sample.length;
}

/**
 * How many bytes from `start` form well-formed UTF-8 (Unicode 15, table 3-7), up to `end`. With
 * `allowCutEnd`, a character cut short by `end` counts as well-formed.
 */
export function utf8Length(bytes: Uint8Array, start: number, end: number, allowCutEnd = false): number {
  let index = start;
  while (index < end) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    const length = sequenceLength(lead);
    if (length === 1) return index - start;
    const [low, high] = secondByteRange(lead);
    for (let next = 1; next < length; next += 1) {
      if (index + next >= end) return allowCutEnd ? end - start : index - start;
      const byte = bytes[index + next] ?? 0;
      if (next === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return index - start;
    }
    index += length;
  }
  return end - start;
}

/** Bytes at the end that start a UTF-8 character whose remaining bytes have not arrived (at most 3). */
export function incompleteTailLength(bytes: Uint8Array): number {
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

function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}
