import { describe, expect, it } from 'vitest';
import { iterateCases } from '../../sandbox/generator/index.js';
import { normaliseEntry } from './entry.js';
import { isDetected, parseResult } from './result.js';
import type { Measure } from './substances.js';

const read = (text: string, measure: Measure = 'mass') => {
  const { qualifier, canonical, canonicalUnit } = parseResult(text, measure);
  return canonical === null ? qualifier : `${qualifier} ${canonical} ${canonicalUnit}`;
};

describe('parseResult', () => {
  it.each([
    // Qualifiers as reports write them
    ['Positive', 'positive'],
    ['POS', 'positive'],
    ['Detected', 'positive'],
    ['+', 'positive'],
    ['Presumptive Positive', 'presumptive'],
    ['Screen positive, not confirmed', 'presumptive'],
    ['Negative', 'negative'],
    ['None Detected', 'negative'],
    ['Not detected', 'negative'],
    ['ND', 'negative'],
    ['Negative (cut-off 50 ng/mL)', 'negative'],
    ['Trace', 'trace'],
    ['trace amount', 'trace'],
    ['Below LOQ', 'below-loq'],
    ['<LOQ', 'below-loq'],
    ['BLQ', 'below-loq'],
    ['', 'unreadable'],
    ['see report', 'unreadable'],
    ['pending', 'unreadable'],
    // Numbers with and without a qualifier
    ['<0.5 ng/mL', 'below-loq 0.5 ng/mL'],
    ['less than 2 ng/mL', 'below-loq 2 ng/mL'],
    ['>1000 ng/mL', 'above 1000 ng/mL'],
    ['Positive, 12 ng/mL', 'quantified 12 ng/mL'],
    ['12', 'quantified'],
    ['12 furlongs', 'quantified'],
  ])('%s -> %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    // Mass per volume to ng/mL
    ['12 ng/mL', '12 ng/mL'],
    ['12 ng/ml', '12 ng/mL'],
    ['12 µg/L', '12 ng/mL'],
    ['12 ug/L', '12 ng/mL'],
    ['2.3 mg/L', '2300 ng/mL'],
    ['2.3 mcg/mL', '2300 ng/mL'],
    ['2.3 µg/mL', '2300 ng/mL'],
    ['2.3 micrograms per millilitre', '2300 ng/mL'],
    ['0.05 mg/dL', '500 ng/mL'],
    ['350 pg/mL', '0.35 ng/mL'],
    ['1.2 g/L', '1200000 ng/mL'],
    ['1,200 ng/mL', '1200 ng/mL'],
    ['2,3 mg/L', '2300 ng/mL'],
    ['.5 mg/L', '500 ng/mL'],
    // Mass per mass of tissue to ng/g
    ['1.9 mg/kg', '1900 ng/g'],
    ['250 ng/g', '250 ng/g'],
  ])('mass %s -> %s', (text, expected) => {
    expect(read(text)).toBe(`quantified ${expected}`);
  });

  it.each([
    // Ethanol to g/100 mL (= g/dL = % w/v); 0.08 g/100 mL = 80 mg/dL = 0.8 g/L
    ['0.123 g/dL', '0.123'],
    ['0.08 %', '0.08'],
    ['0.08% w/v', '0.08'],
    ['0.15 g/100 mL', '0.15'],
    ['80 mg/dL', '0.08'],
    ['80 mg%', '0.08'],
    ['0.8 g/L', '0.08'],
    ['0.8 mg/mL', '0.08'],
    ['800 mg/L', '0.08'],
  ])('ethanol %s -> %s g/100 mL', (text, expected) => {
    expect(read(text, 'ethanol')).toBe(`quantified ${expected} g/100 mL`);
  });

  it('keeps carboxyhemoglobin in % saturation and refuses units that do not fit a measure', () => {
    expect(read('45% saturation', 'saturation')).toBe('quantified 45 % saturation');
    expect(read('45 %', 'saturation')).toBe('quantified 45 % saturation');
    expect(read('45 ng/mL', 'saturation')).toBe('quantified');
    expect(read('12 %')).toBe('quantified');
    expect(read('12 ng/mL', 'ethanol')).toBe('quantified');
  });

  it('counts positive, presumptive, trace and numbers as detected; negatives and limits not', () => {
    expect(
      ['quantified', 'above', 'positive', 'presumptive', 'trace'].every((q) => isDetected(q as never)),
    ).toBe(true);
    expect(['negative', 'below-loq', 'unreadable'].some((q) => isDetected(q as never))).toBe(false);
  });

  it('never throws on free text', () => {
    for (const text of ['1e999 ng/mL', '-5 ng/mL', 'NaN', '∞', '0x1F', '1.2.3 mg/L', '%%%', 'ng/mL', '<>']) {
      expect(() => parseResult(text, 'mass')).not.toThrow();
    }
  });

  it('reads every result, specimen and unit the sandbox generator writes', () => {
    const unread: string[] = [];
    for (const generated of iterateCases({ count: 3000, seed: 'tox-results', now: '2026-01-01' })) {
      generated.toxicology.forEach((raw, index) => {
        const entry = normaliseEntry(raw, index);
        const quantified = entry.result.qualifier === 'quantified';
        if (entry.result.qualifier === 'unreadable' || (quantified && entry.result.canonical === null)) {
          unread.push(`${raw.analysis}: ${raw.results}`);
        }
        if (
          entry.specimen.specimenClass === 'other' &&
          !/gastric|bile|hair|nails|serum/i.test(raw.specimen)
        ) {
          unread.push(`specimen ${raw.specimen}`);
        }
      });
    }
    expect(unread).toEqual([]);
  });
});
