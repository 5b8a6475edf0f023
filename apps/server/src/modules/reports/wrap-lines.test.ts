import { describe, expect, it } from 'vitest';
import { wrapLines } from './wrap-lines.js';

/** One unit of width per character. */
const measure = (text: string) => text.length;

describe('wrapLines', () => {
  it('keeps a line that fits whole', () => {
    expect(wrapLines('Blunt force', 20, measure)).toEqual(['Blunt force']);
  });

  it('breaks at spaces, the words kept whole', () => {
    expect(wrapLines('Acute combined drug toxicity', 12, measure)).toEqual([
      'Acute',
      'combined',
      'drug',
      'toxicity',
    ]);
    expect(wrapLines('a b c d e f', 5, measure)).toEqual(['a b c', 'd e f']);
  });

  it('breaks a word wider than a line inside it, losing no character', () => {
    const id = 'CASE-2024-000000000000000000000000000000000000000000000012345';
    const lines = wrapLines(`x ${id}`, 16, measure);
    expect(lines.slice(1).join('')).toBe(id);
    expect(lines[0]).toBe('x');
    expect(lines.every((line) => line.length <= 16)).toBe(true);
  });

  it('gives one empty line for empty text', () => {
    expect(wrapLines('', 10, measure)).toEqual(['']);
  });
});
