import { describe, expect, it } from 'vitest';
import { groupSeries, trendWeeks } from './trend-series';
import { makeTrendData } from '../tox-trends-test-fixtures';

describe('trendWeeks', () => {
  it('lists every week from the first to the last named, across a year boundary', () => {
    const data = makeTrendData({
      total_cases: [
        { period: '2020-W52', count: 1 },
        { period: '2021-W02', count: 2 },
      ],
      cases_by_sex: [{ period: '2020-W53', count: 1, sex: 'Female' }],
      cases_by_substance: [],
      cases_by_race: [],
      cases_by_age: [],
    });
    expect(trendWeeks(data)).toEqual(['2020-W52', '2020-W53', '2021-W01', '2021-W02']);
  });

  it('is empty without rows', () => {
    expect(
      trendWeeks(
        makeTrendData({
          total_cases: [],
          cases_by_sex: [],
          cases_by_substance: [],
          cases_by_race: [],
          cases_by_age: [],
        }),
      ),
    ).toEqual([]);
  });
});

describe('groupSeries', () => {
  const weeks = ['2026-W01', '2026-W02', '2026-W03'];

  it('fills the weeks a value lacks with 0', () => {
    const rows = [
      { period: '2026-W02', count: 4, sex: 'Male' },
      { period: '2026-W01', count: 1, sex: 'Female' },
      { period: '2026-W03', count: 2, sex: 'Female' },
    ];
    expect(groupSeries(rows, (row) => row.sex, weeks)).toEqual([
      { name: 'Male', counts: [0, 4, 0] },
      { name: 'Female', counts: [1, 0, 2] },
    ]);
  });

  it('puts the values of `order` first, in that order, then the rest by total', () => {
    const rows = [
      { period: '2026-W01', count: 9, age_bucket: 'Unknown' },
      { period: '2026-W01', count: 1, age_bucket: '85+' },
      { period: '2026-W01', count: 2, age_bucket: '0-9' },
      { period: '2026-W02', count: 5, age_bucket: 'Other' },
    ];
    const names = groupSeries(rows, (row) => row.age_bucket, weeks, ['0-9', '85+', 'Unknown']).map(
      (series) => series.name,
    );
    expect(names).toEqual(['0-9', '85+', 'Unknown', 'Other']);
  });

  it('leaves out rows of weeks off the axis', () => {
    const rows = [{ period: '2025-W40', count: 3, substance: 'fentanyl' }];
    expect(groupSeries(rows, (row) => row.substance, weeks)).toEqual([]);
  });
});
