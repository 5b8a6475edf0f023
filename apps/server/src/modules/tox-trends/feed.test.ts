import { describe, expect, it } from 'vitest';
import { INSIGHT_FEED_LEVEL } from '@hde/contracts/api';
import { CHANGE_WEEKS, insightFeed, type FeedSeries } from './feed.js';
import { dayOf, weeksOfRange } from './iso-week.js';
import { seededRandom } from '../../platform/seeded-random.js';
import { poisson } from './random.js';
import { exactPoissonTest, mannKendall } from './statistics.js';

// 2023-01-02 is a Monday: 104 complete weeks to 2024-12-29.
const weeks = weeksOfRange(dayOf('2023-01-02'), dayOf('2024-12-29'));

const noise = (random: () => number, rate: number) => weeks.map(() => poisson(random, rate));

describe('the Insight Feed', () => {
  it('reports a doubled rate over the last 12 weeks with its figures', () => {
    const random = seededRandom(7);
    const counts = weeks.map((_, index) => poisson(random, index >= weeks.length - CHANGE_WEEKS ? 20 : 10));
    const items = insightFeed({
      weeks,
      provisionalFrom: null,
      series: [{ dimension: 'substance', value: 'fentanyl', counts }],
    });
    const change = items.find((item) => item.kind === 'change');
    expect(change).toBeDefined();
    const current = counts.slice(-CHANGE_WEEKS).reduce((a, b) => a + b, 0);
    const previous = counts.slice(-2 * CHANGE_WEEKS, -CHANGE_WEEKS).reduce((a, b) => a + b, 0);
    expect(change).toMatchObject({
      id: 'change:substance:fentanyl',
      subject: { dimension: 'substance', value: 'fentanyl' },
      current: { start: '2024-10-07', end: '2024-12-29', count: current },
      previous: { start: '2024-07-15', end: '2024-10-06', count: previous },
      test: { name: 'exact Poisson test', statistic: null, level: INSIGHT_FEED_LEVEL },
      provisional: false,
    });
    expect(change?.test.pValue).toBeLessThan(INSIGHT_FEED_LEVEL);
    expect(change?.text).toContain(`Fentanyl: ${current} cases in 2024-10-07–2024-12-29 against ${previous}`);
    expect(change?.text).toMatch(/exact Poisson test, Holm-adjusted p [<=] 0\.\d{4}/);
  });

  it('reports a steady rise as a trend, with z and the weeks it spans', () => {
    const random = seededRandom(11);
    const counts = weeks.map((_, index) => poisson(random, 5 + index / 10));
    const [trend] = insightFeed({
      weeks,
      provisionalFrom: null,
      series: [{ dimension: 'total', value: 'All', counts }],
    }).filter((item) => item.kind === 'trend');
    expect(trend?.current).toEqual({
      start: '2023-01-02',
      end: '2024-12-29',
      count: counts.reduce((a, b) => a + b),
    });
    expect(trend?.previous).toBeNull();
    expect(trend?.test.statistic).toBeCloseTo(mannKendall(counts).z, 10);
    expect(trend?.text).toMatch(
      /^All cases: weekly counts rising over 2023-01-02–2024-12-29, \d+ cases in 104 weeks/,
    );
  });

  it('keeps the false-positive rate of 200 constant-rate noise series within the level', () => {
    const random = seededRandom(2026);
    const series: FeedSeries[] = Array.from({ length: 200 }, (_, index) => ({
      dimension: 'substance',
      value: `noise-${index}`,
      counts: noise(random, 8),
    }));
    // Holm: the whole answer wrongly shows anything with probability at most the level.
    expect(insightFeed({ weeks, provisionalFrom: null, series })).toEqual([]);
    // Each raw test alone rejects at about the level, no more.
    let rejected = 0;
    for (const { counts } of series) {
      const now = counts.slice(-CHANGE_WEEKS).reduce((a, b) => a + b, 0);
      const before = counts.slice(-2 * CHANGE_WEEKS, -CHANGE_WEEKS).reduce((a, b) => a + b, 0);
      if (exactPoissonTest(now, before) < INSIGHT_FEED_LEVEL) rejected += 1;
      if (mannKendall(counts).pValue < INSIGHT_FEED_LEVEL) rejected += 1;
    }
    expect(rejected / 400).toBeLessThanOrEqual(INSIGHT_FEED_LEVEL * 2);
  });

  it('shows nothing on fewer than 10 cases, however large the change', () => {
    const counts = weeks.map((_, index) => (index >= weeks.length - 2 ? 4 : 0));
    expect(
      insightFeed({ weeks, provisionalFrom: null, series: [{ dimension: 'sex', value: 'Female', counts }] }),
    ).toEqual([]);
  });

  it('never tests provisional weeks, and marks the items next to them', () => {
    const counts = weeks.map((_, index) => (index >= weeks.length - 2 ? 500 : 10));
    const provisionalFrom = weeks.length - 2;
    expect(
      insightFeed({ weeks, provisionalFrom, series: [{ dimension: 'race', value: 'White', counts }] }),
    ).toEqual([]);
    const rising = weeks.map((_, index) => (index >= provisionalFrom - CHANGE_WEEKS ? 30 : 10));
    const items = insightFeed({
      weeks,
      provisionalFrom,
      series: [{ dimension: 'age', value: '25-44', counts: rising }],
    });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.provisional)).toBe(true);
    expect(items.find((item) => item.kind === 'change')?.current.end).toBe('2024-12-15');
  });

  it('leaves out partial weeks at either end of the range', () => {
    const partial = weeksOfRange(dayOf('2023-01-04'), dayOf('2024-12-26'));
    const counts = partial.map((_, index) => (index === 0 || index === partial.length - 1 ? 1000 : 10));
    expect(
      insightFeed({
        weeks: partial,
        provisionalFrom: null,
        series: [{ dimension: 'total', value: 'All', counts }],
      }),
    ).toEqual([]);
  });
});
