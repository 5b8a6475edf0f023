import type { TrendData, TrendInsight } from '@hde/contracts/api';
import { TOX_INSIGHTS_PATHS } from './api/tox-insights-keys';

/** Test data: a reply of two weeks, fentanyl and cocaine, with one insight. */

export function makeInsight(overrides: Partial<TrendInsight> = {}): TrendInsight {
  return {
    id: 'i1',
    kind: 'change',
    subject: { dimension: 'substance', value: 'fentanyl' },
    current: { start: '2026-09-28', end: '2026-11-22', count: 30 },
    previous: { start: '2026-08-03', end: '2026-09-27', count: 10 },
    test: { name: 'Exact Poisson test of two counts', statistic: null, pValue: 0.0004, level: 0.01 },
    text: 'Fentanyl cases rose from 10 to 30 between the two 8-week periods.',
    provisional: false,
    ...overrides,
  };
}

export function makeTrendData(overrides: Partial<TrendData> = {}): TrendData {
  return {
    total_cases: [
      { period: '2026-W46', count: 3 },
      { period: '2026-W47', count: 5 },
    ],
    cases_by_sex: [
      { period: '2026-W46', count: 3, sex: 'Female' },
      { period: '2026-W47', count: 5, sex: 'Male' },
    ],
    cases_by_substance: [
      { period: '2026-W46', count: 2, substance: 'fentanyl' },
      { period: '2026-W47', count: 1, substance: 'cocaine' },
    ],
    cases_by_race: [{ period: '2026-W47', count: 5, race: 'White' }],
    cases_by_age: [{ period: '2026-W46', count: 3, age_bucket: '25-44' }],
    summary_text: '8 cases in 2 weeks.',
    start_date: '2026-11-09',
    end_date: '2026-11-22',
    period: 'week',
    summary: {
      total_cases: 8,
      substances: [
        { substance: 'fentanyl', count: 2 },
        { substance: 'cocaine', count: 1 },
      ],
    },
    insights: [makeInsight()],
    provisional_from: '2026-W47',
    sample: false,
    ...overrides,
  };
}

export const ROUTES = {
  trends: `GET ${TOX_INSIGHTS_PATHS.trends}`,
  substances: `GET ${TOX_INSIGHTS_PATHS.substances}`,
};

/** A trends reply. */
export const trendsReply = (data: TrendData = makeTrendData()) => ({ status: 'success', data });
