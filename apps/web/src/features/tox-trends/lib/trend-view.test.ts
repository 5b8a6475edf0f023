import { describe, expect, it } from 'vitest';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { makeTrendData } from '../tox-trends-test-fixtures';
import { trendView } from './trend-view';

describe('trendView', () => {
  it('draws every dimension over the same weeks, zeros where a value has no row', () => {
    const view = trendView(makeTrendData());
    expect(view.weeks).toEqual(['2026-W46', '2026-W47']);
    expect(view.total).toEqual([{ name: TOX_TRENDS_TEXT.charts.totalSeries, counts: [3, 5] }]);
    expect(view.bySubstance).toEqual([
      { name: 'fentanyl', counts: [2, 0] },
      { name: 'cocaine', counts: [0, 1] },
    ]);
    expect(view.byRace).toEqual([{ name: 'White', counts: [0, 5] }]);
    expect(view.byAge).toEqual([{ name: '25-44', counts: [3, 0] }]);
  });

  it('names sexes by their labels, in the order Female, Male, Unknown', () => {
    const view = trendView(
      makeTrendData({
        cases_by_sex: [
          { period: '2026-W46', count: 4, sex: 'U' },
          { period: '2026-W46', count: 1, sex: 'M' },
          { period: '2026-W47', count: 2, sex: 'Female' },
        ],
      }),
    );
    expect(view.bySex.map((series) => series.name)).toEqual(['Female', 'Male', 'Unknown']);
  });

  it('orders races and age groups as the spec lists them', () => {
    const view = trendView(
      makeTrendData({
        cases_by_race: [
          { period: '2026-W46', count: 9, race: 'White' },
          { period: '2026-W46', count: 1, race: 'Asian' },
        ],
        cases_by_age: [
          { period: '2026-W46', count: 9, age_bucket: 'Unknown' },
          { period: '2026-W46', count: 1, age_bucket: '85+' },
          { period: '2026-W46', count: 1, age_bucket: '10-14' },
        ],
      }),
    );
    expect(view.byRace.map((series) => series.name)).toEqual(['Asian', 'White']);
    expect(view.byAge.map((series) => series.name)).toEqual(['10-14', '85+', 'Unknown']);
  });

  it('keeps a flat total line when the weeks have no total rows', () => {
    const view = trendView(makeTrendData({ total_cases: [] }));
    expect(view.total).toEqual([{ name: TOX_TRENDS_TEXT.charts.totalSeries, counts: [0, 0] }]);
  });
});
