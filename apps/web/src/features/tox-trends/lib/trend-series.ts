import { isoWeekOf, isoWeekStart } from '@hde/contracts';
import type { TrendData } from '@hde/contracts/api';

const DAY_MS = 86_400_000;

/** Every week from the first to the last week named in any series, so that gaps show as weeks of 0. */
export function trendWeeks(data: TrendData): string[] {
  const named = [
    ...data.total_cases,
    ...data.cases_by_substance,
    ...data.cases_by_sex,
    ...data.cases_by_race,
    ...data.cases_by_age,
  ]
    .map((row) => row.period)
    .filter((week) => isoWeekStart(week) !== null)
    .sort();
  const first = named[0];
  const last = named.at(-1);
  if (first === undefined || last === undefined) return [];
  const weeks: string[] = [];
  const end = Date.parse(`${isoWeekStart(last)}T00:00:00Z`);
  for (let time = Date.parse(`${isoWeekStart(first)}T00:00:00Z`); time <= end; time += 7 * DAY_MS) {
    weeks.push(isoWeekOf(new Date(time)));
  }
  return weeks;
}

export interface TrendSeries {
  name: string;
  /** One count per week of the axis; 0 where the reply names no row. */
  counts: number[];
}

/**
 * The rows of one dimension as one series per value, filled with 0 for the weeks it lacks. Values in `order` come
 * first in that order; the others follow, most cases first.
 */
export function groupSeries<Row extends { period: string; count: number }>(
  rows: readonly Row[],
  nameOf: (row: Row) => string,
  weeks: readonly string[],
  order: readonly string[] = [],
): TrendSeries[] {
  const index = new Map(weeks.map((week, position) => [week, position]));
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const position = index.get(row.period);
    if (position === undefined) continue;
    const name = nameOf(row);
    const counts = byName.get(name) ?? Array<number>(weeks.length).fill(0);
    counts[position] = (counts[position] ?? 0) + row.count;
    byName.set(name, counts);
  }
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
  const rank = (name: string) => {
    const position = order.indexOf(name);
    return position === -1 ? order.length : position;
  };
  return [...byName]
    .map(([name, counts]) => ({ name, counts }))
    .sort((a, b) => rank(a.name) - rank(b.name) || total(b.counts) - total(a.counts));
}
