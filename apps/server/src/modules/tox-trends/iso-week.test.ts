import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, dayText, isoWeekOf, weeksOfRange, weekStart } from './iso-week.js';

describe('ISO weeks', () => {
  it.each([
    ['2020-12-31', '2020-W53'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-29', '2024-W52'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01', '2026-W01'],
    ['2027-01-03', '2026-W53'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOf(dayOf(day))).toBe(week);
  });

  it.each([
    ['2020-W53', '2020-12-28'],
    ['2025-W01', '2024-12-30'],
    ['2026-W01', '2025-12-29'],
    ['2021-W01', '2021-01-04'],
  ])('%s starts on Monday %s', (week, monday) => {
    expect(dayText(weekStart(week))).toBe(monday);
    expect(weekStart(week).getUTCDay()).toBe(1);
  });

  it('round-trips every day through its week and the week start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }),
        (date) => {
          const start = weekStart(isoWeekOf(date));
          const days = (date.getTime() - start.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days).toBeLessThan(7);
        },
      ),
    );
  });

  it('lists the weeks of a range across a year end, partial ends marked', () => {
    const weeks = weeksOfRange(dayOf('2020-12-30'), dayOf('2021-01-17'));
    expect(weeks.map((week) => [week.week, week.start, week.complete])).toEqual([
      ['2020-W53', '2020-12-28', false],
      ['2021-W01', '2021-01-04', true],
      ['2021-W02', '2021-01-11', true],
    ]);
    expect(weeksOfRange(dayOf('2021-01-05'), dayOf('2021-01-05')).map((week) => week.complete)).toEqual([
      false,
    ]);
  });
});
