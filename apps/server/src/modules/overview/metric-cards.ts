import { METRIC_TARGET_PERCENT, YEARLY_TRENDS_IGNORE_UP_TO_YEAR } from '@hde/contracts';
import { METRIC_KINDS, type MetricCard, type MetricKind, type MetricTally } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';

/** On-time and known-turnaround counts of the three metrics over one group of cases (a year, a pathologist). */
export type MetricCounts = Record<MetricKind, { onTime: number; total: number }>;

export interface YearCounts {
  year: number;
  counts: MetricCounts;
}
export interface PathologistCounts {
  pathologist: string | null;
  counts: MetricCounts;
}

/** Percent on time, one decimal; null without cases (spec §4: N/A). */
export function tally({ onTime, total }: { onTime: number; total: number }): MetricTally {
  return { onTime, total, percentage: total === 0 ? null : Math.round((onTime / total) * 1000) / 10 };
}

function byPathologistName(a: PathologistCounts, b: PathologistCounts): number {
  if (a.pathologist === null) return b.pathologist === null ? 0 : 1;
  if (b.pathologist === null) return -1;
  return a.pathologist.localeCompare(b.pathologist);
}

/**
 * The three metric cards of a year (spec §2.6, §9): the year's tally, one bar per pathologist, and the yearly
 * trend over every year after 2010 (spec §5) that has a case with that turnaround.
 */
export function metricCards(
  years: readonly YearCounts[],
  pathologists: readonly PathologistCounts[],
  year: number | null,
): MetricCard[] {
  const selected = years.find((entry) => entry.year === year);
  const trendYears = years
    .filter((entry) => entry.year > YEARLY_TRENDS_IGNORE_UP_TO_YEAR)
    .sort((a, b) => a.year - b.year);
  const named = [...pathologists].sort(byPathologistName);
  return METRIC_KINDS.map((kind) => ({
    kind,
    title: OVERVIEW_TEXT.metricTitles[kind],
    target: METRIC_TARGET_PERCENT,
    ...tally(selected?.counts[kind] ?? { onTime: 0, total: 0 }),
    byPathologist: named
      .filter((entry) => entry.counts[kind].total > 0)
      .map((entry) => ({
        pathologist: entry.pathologist ?? OVERVIEW_TEXT.unknownPathologist,
        ...tally(entry.counts[kind]),
      })),
    byYear: trendYears
      .filter((entry) => entry.counts[kind].total > 0)
      .map((entry) => ({ year: entry.year, ...tally(entry.counts[kind]) })),
  }));
}
