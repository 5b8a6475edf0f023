import { describe, expect, it } from 'vitest';
import { ageFromDates, caseAge } from './age.js';

describe('ageFromDates', () => {
  it.each<[string | null, string | null, number | null]>([
    ['1980-06-15', '2024-06-14', 43],
    ['1980-06-15', '2024-06-15', 44],
    ['1980-06-15', '2024-06-16', 44],
    ['2024-01-01', '2024-12-31', 0],
    ['2024-03-10', '2024-03-10', 0],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23],
    ['2000-02-29', '2024-02-28', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['1999-03-01', '2000-02-29', 0],
    ['1999-02-28', '2000-02-29', 1],
    ['2024-06-15', '2024-06-14', null],
    [null, '2024-06-14', null],
    ['1980-06-15', null, null],
    ['15/06/1980', '2024-06-14', null],
  ])('born %s, died %s: %j', (birth, death, expected) => {
    expect(ageFromDates(birth, death)).toBe(expected);
  });
});

describe('caseAge', () => {
  it('keeps the age the file gives', () => {
    expect(caseAge(45.5, '1900-01-01', '2024-01-01')).toBe(45.5);
    expect(caseAge(0, null, null)).toBe(0);
  });

  it('computes it from the dates when missing or implausible', () => {
    expect(caseAge(null, '1980-06-15', '2024-06-14')).toBe(43);
    expect(caseAge(undefined, '1980-06-15', '2024-06-14')).toBe(43);
    expect(caseAge(-1, '1980-06-15', '2024-06-14')).toBe(43);
    expect(caseAge(999, '1980-06-15', '2024-06-14')).toBe(43);
  });

  it('is null when nothing tells it', () => {
    expect(caseAge(null, null, null)).toBeNull();
    expect(caseAge(null, '1800-01-01', '2024-01-01')).toBeNull();
  });
});
