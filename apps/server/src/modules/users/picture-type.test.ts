import { describe, expect, it } from 'vitest';
import { sniffPictureType } from './picture-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('sniffPictureType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffPictureType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffPictureType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPictureType(bytes('GIF87a', [1]))).toBe('image/gif');
    expect(sniffPictureType(bytes('GIF89a', [1]))).toBe('image/gif');
    expect(sniffPictureType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, however it is named', () => {
    for (const other of [
      bytes(''),
      bytes('hello, I am text'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes([0x89], 'PN'),
      bytes('%PDF-1.7'),
    ]) {
      expect(sniffPictureType(other)).toBeUndefined();
    }
  });
});
