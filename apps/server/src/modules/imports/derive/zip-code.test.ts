import { describe, expect, it } from 'vitest';
import { fiveDigitZip } from './zip-code.js';
import { zipcodesLookup } from './zip-lookup.js';

describe('fiveDigitZip', () => {
  it.each<[string | null | undefined, string | null]>([
    ['35203', '35203'],
    [' 35203 ', '35203'],
    ['35203-1234', '35203'],
    ['352031234', '35203'],
    ['2134', '02134'],
    ['501', '00501'],
    ['35', null],
    ['ABCDE', null],
    ['K1A 0B1', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (zip, expected) => {
    expect(fiveDigitZip(zip)).toBe(expected);
  });
});

describe('zipcodesLookup', () => {
  it('finds a ZIP centre offline', () => {
    const birmingham = zipcodesLookup('35203');
    expect(birmingham?.latitude).toBeCloseTo(33.52, 1);
    expect(birmingham?.longitude).toBeCloseTo(-86.81, 1);
  });

  it('answers null for an unknown ZIP', () => {
    expect(zipcodesLookup('00000')).toBeNull();
  });
});
