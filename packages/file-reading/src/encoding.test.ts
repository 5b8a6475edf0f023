import { describe, expect, it } from 'vitest';
import { detectEncoding, utf8Length } from './encoding.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('detectEncoding', () => {
  it('tells which bytes are a byte order mark', () => {
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toEqual({
      encoding: 'utf-8',
      bomLength: 3,
    });
    expect(detectEncoding(new Uint8Array([0xff, 0xfe, 0x61, 0]))).toEqual({
      encoding: 'utf-16le',
      bomLength: 2,
    });
    expect(detectEncoding(new Uint8Array([0xfe, 0xff, 0, 0x61]))).toEqual({
      encoding: 'utf-16be',
      bomLength: 2,
    });
    expect(detectEncoding(utf8('plain ascii'))).toEqual({ encoding: 'utf-8', bomLength: 0 });
  });

  it('takes a sample cut inside a UTF-8 character for UTF-8', () => {
    expect(detectEncoding(utf8('Prénom').subarray(0, 4)).encoding).toBe('utf-8');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    expect(detectEncoding(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x0a])).encoding).toBe('windows-1252');
  });
});

describe('utf8Length', () => {
  it.each([
    ['valid text', [...utf8('aé€😀')], 10],
    ['a lone continuation byte', [0x61, 0x80, 0x61], 1],
    ['an overlong encoding', [0xc0, 0xaf], 0],
    ['a surrogate', [0xed, 0xa0, 0x80], 0],
    ['a character cut at the end', [0x61, 0xe2, 0x82], 1],
  ])('%s', (_name, bytes, length) => {
    expect(utf8Length(new Uint8Array(bytes), 0, bytes.length)).toBe(length);
  });
});
