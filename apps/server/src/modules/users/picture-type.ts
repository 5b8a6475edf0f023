import type { PICTURE_TYPES } from '@hde/contracts/api';

export type PictureType = (typeof PICTURE_TYPES)[number];

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function hasBytesAt(bytes: Uint8Array, offset: number, expected: number[]): boolean {
  return expected.every((value, index) => bytes[offset + index] === value);
}

/**
 * The image type read from the file's first bytes (magic numbers): the declared content type and file name
 * come from the client and prove nothing. Undefined when the bytes are not a PNG, JPEG, GIF or WebP image.
 */
export function sniffPictureType(bytes: Uint8Array): PictureType | undefined {
  if (hasBytesAt(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (hasBytesAt(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (hasBytesAt(bytes, 0, ascii('GIF87a')) || hasBytesAt(bytes, 0, ascii('GIF89a'))) return 'image/gif';
  if (hasBytesAt(bytes, 0, ascii('RIFF')) && hasBytesAt(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return undefined;
}
