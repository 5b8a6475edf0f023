import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './delimiter.js';

describe('detectDelimiter', () => {
  it.each([
    [',', 'a,b,c\n1,2,3\n'],
    [';', 'a;b;c\n1,5;2,5;3\n'],
    ['\t', 'name\tnote\nx\tcommas, and; semicolons\n'],
    ['|', 'a|b\n1|2\n'],
  ])('finds %j', (delimiter, text) => {
    expect(detectDelimiter(text, true)).toBe(delimiter);
  });

  it('ignores delimiters inside quotes, across quoted line breaks too', () => {
    const text = '"a;b;c","d;e"\n"x\n;;;;",y\n1,2\n';
    expect(detectDelimiter(text, true)).toBe(',');
  });

  it('prefers the delimiter the lines agree on', () => {
    const text = 'a,b;c\n1,2;3\n4,5;6\n7;8;9\n';
    expect(detectDelimiter(text, true)).toBe(',');
  });

  it('ignores a last line that may be cut short', () => {
    expect(detectDelimiter('a|b\n1|2\n3,4,5,6,7,8', false)).toBe('|');
  });

  it('falls back to a comma for a single column', () => {
    expect(detectDelimiter('name\nAda\n', true)).toBe(',');
  });
});
