import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekMonday, isoWeekOf, isoWeekStart } from './iso-week.js';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const DAY_MS = 86_400_000;

describe('isoWeekOf', () => {
  it.each([
    ['2020-12-31', '2020-W53'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-29', '2024-W52'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01', '2026-W01'],
    ['2026-11-27', '2026-W48'],
    ['2027-01-03', '2026-W53'],
  ])('puts %s in %s', (text, week) => {
    expect(isoWeekOf(day(text))).toBe(week);
  });

  it('gives any time of a UTC day that day’s week', () => {
    expect(isoWeekOf(new Date('2021-01-03T23:59:59.999Z'))).toBe('2020-W53');
    expect(isoWeekOf(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});

describe('isoWeekMonday', () => {
  it('gives the Monday at UTC midnight, across a year end', () => {
    expect(isoWeekMonday(new Date('2021-01-03T18:30:00Z')).toISOString()).toBe('2020-12-28T00:00:00.000Z');
    expect(isoWeekMonday(day('2021-01-04')).toISOString()).toBe('2021-01-04T00:00:00.000Z');
  });
});

describe('isoWeekStart', () => {
  it.each([
    ['2020-W53', '2020-12-28'],
    ['2025-W01', '2024-12-30'],
    ['2021-W01', '2021-01-04'],
    ['2026-W01', '2025-12-29'],
    ['2024-W01', '2024-01-01'],
    ['2024-W52', '2024-12-23'],
    ['2026-W10', '2026-03-02'],
    ['2015-W53', '2015-12-28'],
  ])('starts %s on Monday %s', (week, monday) => {
    expect(isoWeekStart(week)).toBe(monday);
    expect(day(monday).getUTCDay()).toBe(1);
  });

  it('refuses week 53 of a 52-week year, week 0 and other text', () => {
    expect(isoWeekStart('2021-W53')).toBeNull();
    expect(isoWeekStart('2024-W00')).toBeNull();
    expect(isoWeekStart('2024-12-30')).toBeNull();
    expect(isoWeekStart('2024-W1')).toBeNull();
  });

  it('gives consecutive Mondays for consecutive weeks across a year boundary', () => {
    const weeks = ['2020-W52', '2020-W53', '2021-W01'].map((week) => isoWeekStart(week));
    expect(weeks).toEqual(['2020-12-21', '2020-12-28', '2021-01-04']);
  });
});

describe('round trips', () => {
  const dates = fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true });

  it('puts every day within the seven days from its week’s start', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const start = isoWeekStart(isoWeekOf(date));
        expect(start).toBe(isoWeekMonday(date).toISOString().slice(0, 10));
        const days = (date.getTime() - day(start!).getTime()) / DAY_MS;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(7);
      }),
    );
  });

  it('gives back every week from its start', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const week = isoWeekOf(date);
        expect(isoWeekOf(day(isoWeekStart(week)!))).toBe(week);
      }),
    );
  });
});
