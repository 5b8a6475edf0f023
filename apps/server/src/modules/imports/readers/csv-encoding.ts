import chardet from 'chardet';
import iconv from 'iconv-lite';

export interface DetectedEncoding {
  /** An iconv-lite encoding name. */
  encoding: string;
  /** Bytes of byte order mark to skip before decoding. */
  bomLength: number;
}

const BOMS: readonly { bytes: readonly number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/** The encoding of a text file from its first bytes: a byte order mark, valid UTF-8, or chardet's best guess. */
export function detectEncoding(sample: Uint8Array): DetectedEncoding {
  const bom = BOMS.find(({ bytes }) => bytes.every((byte, index) => sample[index] === byte));
  if (bom) return { encoding: bom.encoding, bomLength: bom.bytes.length };
  if (isUtf8(sample)) return { encoding: 'utf-8', bomLength: 0 };
  return { encoding: legacyEncoding(chardet.detect(sample)), bomLength: 0 };
}

export function isUtf16(encoding: string): boolean {
  return /^utf-?16/i.test(encoding);
}

/** Text that decodes as UTF-8 almost never is anything else; the sample may end inside a character. */
function isUtf8(sample: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Files labelled ISO-8859-1 are read as windows-1252, as browsers do: it is the same for every printable
 * character and also knows the curly quotes, dashes and euro sign Windows software writes in 0x80-0x9F.
 */
function legacyEncoding(detected: string | null): string {
  if (!detected || /^iso-8859-1$/i.test(detected) || !iconv.encodingExists(detected)) return 'windows-1252';
  return detected;
}
