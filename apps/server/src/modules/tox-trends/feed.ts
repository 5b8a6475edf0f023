import { INSIGHT_FEED_LEVEL, type TrendInsight } from '@hde/contracts/api';
import type { RangeWeek } from './iso-week.js';
import { exactPoissonTest, holm, mannKendall } from './statistics.js';
import { TOX_TRENDS_SENTENCES } from '@hde/contracts/text';

/** Weeks of each period a change compares. */
export const CHANGE_WEEKS = 12;
/** Cases an item needs in the weeks it compares: fewer say nothing a reader should act on. */
const MIN_CASES = 10;
/** Weeks a trend test needs before its normal approximation is fair. */
const MIN_TREND_WEEKS = 10;

export type Dimension = TrendInsight['subject']['dimension'];

export interface FeedSeries {
  dimension: Dimension;
  value: string;
  /** One count per week of `weeks`, in order. */
  counts: readonly number[];
}

export interface FeedInput {
  weeks: readonly RangeWeek[];
  /** Index in `weeks` of the first provisional week, or null. */
  provisionalFrom: number | null;
  series: readonly FeedSeries[];
  level?: number;
}

interface Candidate {
  kind: TrendInsight['kind'];
  series: FeedSeries;
  current: TrendInsight['current'];
  previous: TrendInsight['previous'];
  name: string;
  statistic: number | null;
  pValue: number;
  weeks: number;
  rising: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const S = TOX_TRENDS_SENTENCES;

const subjectText = ({ dimension, value }: FeedSeries) =>
  dimension === 'total'
    ? S.allCases
    : dimension === 'age'
      ? S.ageGroup(value)
      : dimension === 'substance'
        ? value.charAt(0).toUpperCase() + value.slice(1)
        : value;

function textOf(candidate: Candidate, p: number, level: number): string {
  const { current, previous } = candidate;
  const subject = subjectText(candidate.series);
  if (candidate.kind === 'change' && previous) {
    return S.change(subject, current, previous, CHANGE_WEEKS, `${candidate.name}, ${S.adjustedP(p, level)}`);
  }
  const z = `z = ${(candidate.statistic ?? 0).toFixed(2)}`;
  return S.trend(
    subject,
    candidate.rising,
    current,
    candidate.weeks,
    `${candidate.name}, ${z}, ${S.adjustedP(p, level)}`,
  );
}

/**
 * The weeks a test may use: complete (all seven days in the range) and not provisional. Complete weeks are one run
 * (only the range's first and last week can be partial) and provisional weeks end the range, so this is one run.
 */
function testedWeeks(weeks: readonly RangeWeek[], provisionalFrom: number | null): number[] {
  const end = provisionalFrom ?? weeks.length;
  const indexes: number[] = [];
  for (let index = 0; index < end; index += 1) if (weeks[index]?.complete) indexes.push(index);
  return indexes;
}

function candidatesOf(series: FeedSeries, weeks: readonly RangeWeek[], tested: number[]): Candidate[] {
  const out: Candidate[] = [];
  const countAt = (index: number) => series.counts[index] ?? 0;
  const startOf = (index: number | undefined) => weeks[index ?? 0]?.start ?? '';
  const endOf = (index: number | undefined) => weeks[index ?? 0]?.end ?? '';
  if (tested.length >= 2 * CHANGE_WEEKS) {
    const current = tested.slice(-CHANGE_WEEKS);
    const previous = tested.slice(-2 * CHANGE_WEEKS, -CHANGE_WEEKS);
    const now = sum(current.map(countAt));
    const before = sum(previous.map(countAt));
    if (now + before >= MIN_CASES) {
      out.push({
        kind: 'change',
        series,
        current: { start: startOf(current[0]), end: endOf(current.at(-1)), count: now },
        previous: { start: startOf(previous[0]), end: endOf(previous.at(-1)), count: before },
        name: 'exact Poisson test',
        statistic: null,
        pValue: exactPoissonTest(now, before),
        weeks: CHANGE_WEEKS,
        rising: now > before,
      });
    }
  }
  const counts = tested.map(countAt);
  const total = sum(counts);
  if (tested.length >= MIN_TREND_WEEKS && total >= MIN_CASES) {
    const test = mannKendall(counts);
    out.push({
      kind: 'trend',
      series,
      current: { start: startOf(tested[0]), end: endOf(tested.at(-1)), count: total },
      previous: null,
      name: 'Mann–Kendall trend test',
      statistic: test.z,
      pValue: test.pValue,
      weeks: tested.length,
      rising: test.s > 0,
    });
  }
  return out;
}

/**
 * The Insight Feed: for each series, a change (the last CHANGE_WEEKS tested weeks against the CHANGE_WEEKS before,
 * exact Poisson test) and a trend (Mann–Kendall over every tested week), Holm-adjusted across all the tests of the
 * answer; an item only when its adjusted p is below the level. Provisional weeks are never tested; an item whose
 * current period ends on the week just before them is marked provisional, since the weeks that would extend it are
 * still being entered.
 */
export function insightFeed({
  weeks,
  provisionalFrom,
  series,
  level = INSIGHT_FEED_LEVEL,
}: FeedInput): TrendInsight[] {
  const tested = testedWeeks(weeks, provisionalFrom);
  const candidates = series.flatMap((one) => candidatesOf(one, weeks, tested));
  const adjusted = holm(candidates.map((candidate) => candidate.pValue));
  const lastTested = tested.at(-1);
  const touchesProvisional =
    provisionalFrom !== null && lastTested !== undefined && lastTested === provisionalFrom - 1;
  return candidates
    .map((candidate, index) => ({ candidate, p: adjusted[index] ?? 1 }))
    .filter(({ p }) => p < level)
    .sort((a, b) => a.p - b.p)
    .map(({ candidate, p }) => ({
      id: `${candidate.kind}:${candidate.series.dimension}:${candidate.series.value}`,
      kind: candidate.kind,
      subject: { dimension: candidate.series.dimension, value: candidate.series.value },
      current: candidate.current,
      previous: candidate.previous,
      test: { name: candidate.name, statistic: candidate.statistic, pValue: p, level },
      text: textOf(candidate, p, level),
      provisional: touchesProvisional,
    }));
}
