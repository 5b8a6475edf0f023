import { describe, expect, it } from 'vitest';
import { dayOf, weeksOfRange } from './iso-week.js';

describe('weeksOfRange', () => {
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
