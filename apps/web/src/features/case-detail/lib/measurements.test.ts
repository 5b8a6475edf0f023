import { describe, expect, it } from 'vitest';
import { formatAge, formatBmi, formatHeight, formatOrganWeight, formatWeight } from './measurements';

describe('formatAge', () => {
  it('floors the age to whole years', () => {
    expect(formatAge(45.99)).toBe('45');
    expect(formatAge(1.5)).toBe('1');
    expect(formatAge(0.2)).toBe('0');
    expect(formatAge(null)).toBeNull();
  });
});

describe('formatOrganWeight', () => {
  it('writes grams with one decimal', () => {
    expect(formatOrganWeight(1350)).toBe('1350.0 gm');
    expect(formatOrganWeight(310.25)).toBe('310.3 gm');
    expect(formatOrganWeight(null)).toBe('N/A');
  });
});

describe('formatBmi', () => {
  it('writes kg/m2 with one decimal', () => {
    expect(formatBmi(24.96)).toBe('25.0 kg/m2');
    expect(formatBmi(null)).toBe('N/A');
  });
});

describe('formatWeight', () => {
  it('shows an infant (under 2) in grams, converted from pounds', () => {
    expect(formatWeight(7.5, 0)).toBe('3402 gm');
    expect(formatWeight(22, 1.99)).toBe('9979 gm');
  });

  it('shows everyone from 2, and an unknown age, in pounds', () => {
    expect(formatWeight(30, 2)).toBe('30 lb');
    expect(formatWeight(165.04, 45)).toBe('165 lb');
    expect(formatWeight(165.46, null)).toBe('165.5 lb');
  });

  it('is N/A when missing', () => {
    expect(formatWeight(null, 0)).toBe('N/A');
    expect(formatWeight(null, 40)).toBe('N/A');
  });
});

describe('formatHeight', () => {
  it('shows an infant (under 2) in centimetres, converted from inches', () => {
    expect(formatHeight(20.5, 0.1)).toBe('52.1 cm');
  });

  it('shows everyone from 2 in feet and inches', () => {
    expect(formatHeight(69, 30)).toBe(`5' 9"`);
    expect(formatHeight(72, 2)).toBe(`6' 0"`);
    expect(formatHeight(71.6, null)).toBe(`6' 0"`);
    expect(formatHeight(35, 3)).toBe(`2' 11"`);
  });

  it('is N/A when missing', () => {
    expect(formatHeight(null, 1)).toBe('N/A');
  });
});
