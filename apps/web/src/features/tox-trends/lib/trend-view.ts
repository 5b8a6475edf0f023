import { TOX_AGE_GROUPS, TOX_RACES, TOX_SEXES } from '@hde/contracts';
import type { TrendData } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { groupSeries, trendWeeks, type TrendSeries } from './trend-series';

/** Everything the charts draw, from one trends reply. */
export interface TrendView {
  weeks: string[];
  total: TrendSeries[];
  bySubstance: TrendSeries[];
  bySex: TrendSeries[];
  byRace: TrendSeries[];
  byAge: TrendSeries[];
}

const SEX_LABELS = new Map<string, string>(TOX_SEXES.map((sex) => [sex.code, sex.label]));
const SEX_ORDER = TOX_SEXES.map((sex) => sex.label);
const TOTAL_SERIES = TOX_TRENDS_TEXT.charts.totalSeries;

/** The reply as weekly series: sexes by their labels; races and age groups in the spec's order (§9). */
export function trendView(data: TrendData): TrendView {
  const weeks = trendWeeks(data);
  const total = groupSeries(data.total_cases, () => TOTAL_SERIES, weeks);
  return {
    weeks,
    total: total.length > 0 ? total : [{ name: TOTAL_SERIES, counts: weeks.map(() => 0) }],
    bySubstance: groupSeries(data.cases_by_substance, (row) => row.substance, weeks),
    bySex: groupSeries(data.cases_by_sex, (row) => SEX_LABELS.get(row.sex) ?? row.sex, weeks, SEX_ORDER),
    byRace: groupSeries(data.cases_by_race, (row) => row.race, weeks, TOX_RACES),
    byAge: groupSeries(data.cases_by_age, (row) => row.age_bucket, weeks, TOX_AGE_GROUPS),
  };
}
