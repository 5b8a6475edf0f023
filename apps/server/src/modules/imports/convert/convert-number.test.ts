import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES, type FieldUnit } from '@hde/contracts/fields';
import { convertInteger, convertNumber } from './convert-number.js';
import type { RawCell } from './conversion.js';

describe('convertNumber', () => {
  it.each<[RawCell, FieldUnit | undefined, number]>([
    ['42', undefined, 42],
    ['  42  ', undefined, 42],
    ['-3.25', undefined, -3.25],
    ['+7', undefined, 7],
    ['.5', undefined, 0.5],
    ['5.', undefined, 5],
    ['1,234', undefined, 1234],
    ['1,234,567.89', undefined, 1_234_567.89],
    ['1e3', undefined, 1000],
    ['2.5E-2', undefined, 0.025],
    [42, undefined, 42],
    [-0.5, undefined, -0.5],
    ['165 lb', 'lb', 165],
    ['165lbs', 'lb', 165],
    ['165 LBS.', 'lb', 165],
    ['75 kg', 'lb', 165.347],
    ['1,400 g', 'g', 1400],
    ['1400gm', 'g', 1400],
    ['1.4 kg', 'g', 1400],
    ['70 in', 'in', 70],
    ['70"', 'in', 70],
    ['180 cm', 'in', 70.866],
    ['5\'10"', 'in', 70],
    ["5' 10", 'in', 70],
    ['5 ft 10 in', 'in', 70],
    ['6 feet', 'in', 72],
    ['45 yrs', 'years', 45],
    ['45 years old', 'years', 45],
    ['6 months', 'years', 0.5],
    ['33.52°', 'degrees', 33.52],
    ['-86.81', 'degrees', -86.81],
  ])('%j (%s) -> %d', (raw, unit, expected) => {
    expect(convertNumber(raw, unit)).toEqual({ value: expected });
  });

  it.each<[RawCell, FieldUnit | undefined]>([
    ['abc', undefined],
    ['12 abc', 'lb'],
    ['1,5', undefined],
    ['1,23', undefined],
    ['1234,5', undefined],
    ['$12', undefined],
    ['12%', undefined],
    ['5 to 6', 'years'],
    ['75 kg', 'in'],
    ['165 lb', undefined],
    ['5\'10"', 'lb'],
    ['--5', undefined],
    ['1e999', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [true, undefined],
    [new Date(0), undefined],
    ['=A1*2', undefined],
  ])('%j (%s) is refused', (raw, unit) => {
    expect(convertNumber(raw, unit)).toHaveProperty('error');
  });

  it('explains a unit problem', () => {
    expect(convertNumber('165 lb')).toEqual({ error: CONVERSION_MESSAGES.unitNotAllowed('165 lb') });
    expect(convertNumber('75 kg', 'in')).toEqual({
      error: CONVERSION_MESSAGES.unitNotConvertible('75 kg', 'in'),
    });
  });

  it('is empty for blanks', () => {
    expect(convertNumber('')).toEqual({ value: null });
    expect(convertNumber(null)).toEqual({ value: null });
  });

  /** Measurements, not denormals: en-US formatting writes no exponent. */
  const finite = fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 })
    .filter((n) => n === 0 || Math.abs(n) >= 1e-6)
    .map((n) => n + 0);

  it('parses its own formatting: plain, with thousands separators, and with the field unit', () => {
    fc.assert(
      fc.property(finite, (n) => {
        expect(convertNumber(String(n))).toEqual({ value: n });
        expect(convertNumber(n.toLocaleString('en-US', { maximumSignificantDigits: 21 }))).toEqual({
          value: n,
        });
        expect(convertNumber(`${n} lb`, 'lb')).toEqual({ value: n });
      }),
    );
  });

  it('reads any integer written with separators', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(convertNumber(n.toLocaleString('en-US'))).toEqual({ value: n + 0 });
      }),
    );
  });
});

describe('convertInteger', () => {
  it.each<[RawCell, number]>([
    ['12', 12],
    ['12.0', 12],
    ['1,000', 1000],
    [7, 7],
  ])('%j -> %d', (raw, expected) => {
    expect(convertInteger(raw)).toEqual({ value: expected });
  });

  it('refuses fractions', () => {
    expect(convertInteger('12.5')).toEqual({ error: CONVERSION_MESSAGES.notAWholeNumber('12.5') });
    expect(convertInteger(0.1)).toHaveProperty('error');
  });
});
