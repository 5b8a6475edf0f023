import { describe, expect, it } from 'vitest';
import { copyValue } from './copy.js';

describe('copyValue', () => {
  it('writes null, booleans, numbers and objects in COPY text form', () => {
    expect([null, undefined, true, false, 62.82, -0.5].map(copyValue)).toEqual([
      '\\N',
      '\\N',
      't',
      'f',
      '62.82',
      '-0.5',
    ]);
    expect(copyValue({ 'a.b': 'x\ty' })).toBe('{"a.b":"x\\\\ty"}');
  });

  it('escapes the characters COPY gives a meaning to, and nothing else', () => {
    expect(copyValue('C:\\temp\tone\ntwo\rthree')).toBe('C:\\\\temp\\tone\\ntwo\\rthree');
    expect(copyValue('plain, "quoted" and ü')).toBe('plain, "quoted" and ü');
    expect(copyValue('\\N')).toBe('\\\\N');
  });
});
