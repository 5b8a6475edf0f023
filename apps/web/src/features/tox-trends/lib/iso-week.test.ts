import { describe, expect, it } from 'vitest';
import { isoWeekStart } from './iso-week';

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
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
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
