import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  civilFromDay,
  completedYears,
  dayFromCivil,
  dayFromDate,
  formatClockTime,
  formatIsoDate,
  formatUsDate,
} from './calendar.js';

describe('calendar', () => {
  it('agrees with Date.UTC for every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayFromCivil(1900, 1, 1), max: dayFromCivil(2100, 12, 31) }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(civilFromDay(day)).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        });
        const { year, month, day: dayOfMonth } = civilFromDay(day);
        expect(dayFromCivil(year, month, dayOfMonth)).toBe(day);
        expect(dayFromDate(date)).toBe(day);
      }),
    );
  });

  it('formats US and ISO dates and clock times with leading zeros', () => {
    const day = dayFromCivil(2024, 3, 7);
    expect(formatUsDate(day)).toBe('03/07/2024');
    expect(formatIsoDate(day)).toBe('2024-03-07');
    expect(formatClockTime(5)).toBe('00:05');
    expect(formatClockTime(23 * 60 + 59)).toBe('23:59');
  });

  it('counts completed years the way a certificate does', () => {
    const birth = dayFromCivil(1980, 6, 15);
    expect(completedYears(birth, dayFromCivil(2020, 6, 14))).toBe(39);
    expect(completedYears(birth, dayFromCivil(2020, 6, 15))).toBe(40);
    expect(completedYears(birth, birth)).toBe(0);
  });

  it('moves 29 February to the 28th in a non-leap year', () => {
    expect(civilFromDay(addYears(dayFromCivil(2024, 2, 29), -6))).toEqual({ year: 2018, month: 2, day: 28 });
  });
});
