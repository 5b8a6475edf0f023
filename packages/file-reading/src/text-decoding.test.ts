import { describe, expect, it } from 'vitest';
import type { TextEncodingName } from './encoding.js';
import { TextDecoding } from './text-decoding.js';

const utf8 = (text: string) => [...new TextEncoder().encode(text)];

function decode(encoding: TextEncodingName, values: number[], chunkSize = values.length): string {
  const bytes = Uint8Array.from(values);
  const decoding = new TextDecoding(encoding);
  let text = '';
  for (let at = 0; at < bytes.length; at += chunkSize)
    text += decoding.push(bytes.subarray(at, at + chunkSize));
  return text + decoding.end();
}

describe('TextDecoding', () => {
  it('reads Windows-1252 as Excel writes it: curly quotes, dashes, euro', () => {
    expect(decode('windows-1252', [...utf8('Caf'), 0xe9, 0x2c, 0x93, 0x4d, 0x45, 0x94, 0x96, 0x80])).toBe(
      'Café,“ME”–€',
    );
  });

  it('turns the bytes Windows-1252 leaves undefined into U+FFFD', () => {
    expect(decode('windows-1252', [0x78, 0x81, 0x8d, 0x8f, 0x90, 0x9d])).toBe(
      'x\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD',
    );
  });

  it('reads each line of a mixed file in its own encoding, whatever the chunks', () => {
    const bytes = [
      ...utf8('a;Zoë\r\nJos'),
      0xe9,
      0x3b,
      0x80,
      0x0a,
      ...utf8('naïve\rJos'),
      0xe9,
      ...utf8('\nlast é'),
    ];
    for (const chunkSize of [1, 2, 3, 5, bytes.length]) {
      expect(decode('windows-1252', bytes, chunkSize)).toBe('a;Zoë\r\nJosé;€\nnaïve\rJosé\nlast é');
    }
  });

  it('decodes a very long line in pieces without cutting a character', () => {
    const line = 'é'.repeat(700_000);
    expect(decode('windows-1252', utf8(line), 65_536)).toBe(line);
  });

  it('keeps UTF-8 characters cut between chunks and replaces invalid bytes', () => {
    expect(decode('utf-8', [...utf8('Zoë€'), 0xff], 1)).toBe('Zoë€\uFFFD');
  });

  it('reads UTF-16 in both byte orders', () => {
    expect(decode('utf-16le', [0x41, 0, 0xe9, 0], 1)).toBe('Aé');
    expect(decode('utf-16be', [0, 0x41, 0, 0xe9], 3)).toBe('Aé');
  });
});
