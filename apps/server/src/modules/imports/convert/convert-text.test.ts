import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { convertString, convertText, STRING_MAX_LENGTH, TEXT_MAX_LENGTH } from './convert-text.js';
import type { RawCell } from './conversion.js';

describe('convertString', () => {
  it.each<[RawCell, string | null]>([
    ['  Jefferson  ', 'Jefferson'],
    ['Gunshot   wound\nof head', 'Gunshot wound of head'],
    [35203, '35203'],
    [12.5, '12.5'],
    [true, 'true'],
    [new Date(Date.UTC(2024, 0, 5)), '2024-01-05'],
    [new Date(Date.UTC(2024, 0, 5, 13, 45)), '2024-01-05T13:45:00.000Z'],
    ['=SUM(A1:A3)', '=SUM(A1:A3)'],
    ['a\u0000b', 'ab'],
    ['', null],
    [' \n ', null],
    [null, null],
  ])('%j -> %j', (raw, expected) => {
    expect(convertString(raw)).toEqual({ value: expected });
  });

  it('refuses a value longer than a short field holds', () => {
    expect(convertString('x'.repeat(STRING_MAX_LENGTH))).toEqual({ value: 'x'.repeat(STRING_MAX_LENGTH) });
    expect(convertString('x'.repeat(STRING_MAX_LENGTH + 1))).toEqual({
      error: CONVERSION_MESSAGES.tooLong(STRING_MAX_LENGTH),
    });
  });
});

describe('a cell of NUL characters only', () => {
  it('is empty in either kind of text field, with a warning', () => {
    const warning = CONVERSION_MESSAGES.noPrintableText('\\0 \\0');
    expect(convertString('\u0000 \u0000')).toEqual({ value: null, warning });
    expect(convertText('\u0000 \u0000')).toEqual({ value: null, warning });
  });
});

describe('convertText', () => {
  it('keeps line breaks and inner spacing, trims the ends', () => {
    expect(convertText('  Found at home.\n\nNo  trauma.  ')).toEqual({
      value: 'Found at home.\n\nNo  trauma.',
    });
  });

  it('keeps formulas as text', () => {
    expect(convertText('=HYPERLINK("http://x")')).toEqual({ value: '=HYPERLINK("http://x")' });
  });

  it('refuses more than a spreadsheet cell holds', () => {
    expect(convertText('x'.repeat(TEXT_MAX_LENGTH + 1))).toEqual({
      error: CONVERSION_MESSAGES.tooLong(TEXT_MAX_LENGTH),
    });
  });
});
