import type { TrendData } from '@hde/contracts/api';
import { TRENDS_LIMITS } from '@hde/contracts/api';
import { TOX_TRENDS_SENTENCES, TRENDS_ERRORS } from '@hde/contracts/text';
import { PROVISIONAL_WEEKS } from '@hde/contracts/api';
import type { ReadOnlyStatements, StatementRow } from '../../platform/db/read-only.js';
import { sqlState } from '../../platform/database-errors.js';
import { HttpError } from '../../platform/errors.js';
import type { KeyedCount, TrendCounts } from './aggregate.js';
import { insightFeed, type Dimension, type FeedSeries } from './feed.js';
import { addDays, dayOf, dayText, weeksOfRange, type RangeWeek } from './iso-week.js';
import { substancesStatement, topSubstancesStatement, trendsStatement, type TrendsRange } from './repo.js';
import { sampleCounts } from './sample.js';
import { substancesOf } from './substance.js';
import { summaryText } from './summary.js';

export interface TrendsRequest {
  start_date: string;
  end_date: string;
  substances: string[];
  sample?: 'true' | 'false' | undefined;
}

/** A statement under the read timeout; a timeout is a 504 the page retries (spec §5). */
export async function runRead(
  reads: ReadOnlyStatements,
  statement: Parameters<ReadOnlyStatements['run']>[0],
) {
  try {
    return await reads.run(statement);
  } catch (error) {
    const code = sqlState(error);
    if (code === '57014') throw new HttpError(504, TRENDS_ERRORS.timeout);
    // A value PostgreSQL cannot read (a date out of its range) is the request's fault, not the server's.
    if (code?.startsWith('22')) throw new HttpError(400, TRENDS_ERRORS.badValue);
    throw error;
  }
}

function checkRange(start: Date, end: Date) {
  if (end < start) {
    throw new HttpError(400, TRENDS_ERRORS.endBeforeStart, { end_date: [TRENDS_ERRORS.endBeforeStart] });
  }
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + TRENDS_LIMITS.years);
  if (end > limit) {
    const message = TRENDS_ERRORS.tooLong(TRENDS_LIMITS.years);
    throw new HttpError(400, message, { end_date: [message] });
  }
}

/**
 * The first provisional week's index: the week holding today and the PROVISIONAL_WEEKS - 1 before it, whose cases
 * may still be entered, and every later week of the range (none has all its cases yet); null when the range ends
 * before them.
 */
function provisionalIndex(weeks: readonly RangeWeek[], today: Date): number | null {
  const firstProvisional = dayText(addDays(today, -7 * (PROVISIONAL_WEEKS - 1)));
  const index = weeks.findIndex((week) => week.end >= firstProvisional);
  return index === -1 ? null : index;
}

const countsOf = (rows: StatementRow[]): TrendCounts => {
  const counts: TrendCounts = { total: [], sex: [], race: [], age: [], substance: [] };
  for (const row of rows) {
    const week = String(row.week);
    const count = Number(row.n);
    const kind = row.kind as 'total' | 'sex' | 'race' | 'age' | 'substance';
    if (kind === 'total') counts.total.push({ week, count });
    else counts[kind].push({ week, key: String(row.key), count });
  }
  return counts;
};

/** Per key, its counts in `weeks` order (zeros filled): what the feed tests. */
function seriesOf(
  dimension: Dimension,
  rows: readonly KeyedCount[],
  weeks: readonly RangeWeek[],
): FeedSeries[] {
  const position = new Map(weeks.map((week, index) => [week.week, index]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const counts = byKey.get(row.key) ?? new Array<number>(weeks.length).fill(0);
    byKey.set(row.key, counts);
    const index = position.get(row.week);
    if (index !== undefined) counts[index] = row.count;
  }
  return [...byKey].map(([value, counts]) => ({ dimension, value, counts }));
}

const byWeek = <T extends { week: string }>(rows: T[]) => rows.sort((a, b) => a.week.localeCompare(b.week));

/** The answer's rows: for the substances asked, or else for the most frequent in the range (read first). */
async function readCounts(reads: ReadOnlyStatements, range: TrendsRange) {
  const top =
    range.substances.length > 0
      ? []
      : (await runRead(reads, topSubstancesStatement(range))).map((row) => String(row.substance));
  return runRead(reads, trendsStatement(range, top));
}

export function createTrendsService(reads: ReadOnlyStatements, now: () => Date = () => new Date()) {
  return {
    async trends(owner: string, request: TrendsRequest): Promise<TrendData> {
      const start = dayOf(request.start_date);
      const end = dayOf(request.end_date);
      checkRange(start, end);
      const substances = substancesOf(request.substances);
      const weeks = weeksOfRange(start, end);
      const sample = request.sample === 'true';
      const range = { owner, from: request.start_date, until: dayText(addDays(end, 1)), substances };
      const counts = sample ? sampleCounts(weeks, substances) : countsOf(await readCounts(reads, range));
      const perSubstance = new Map<string, number>();
      for (const row of counts.substance)
        perSubstance.set(row.key, (perSubstance.get(row.key) ?? 0) + row.count);
      const listed = substances.length > 0 ? substances : [...perSubstance.keys()];
      const summarySubstances = listed
        .map((substance) => ({ substance, count: perSubstance.get(substance) ?? 0 }))
        .sort((a, b) =>
          substances.length > 0 ? 0 : b.count - a.count || a.substance.localeCompare(b.substance),
        );

      const totals = new Map(counts.total.map((row) => [row.week, row.count]));
      const total = weeks.map(({ week }) => ({ period: week, count: totals.get(week) ?? 0 }));
      const totalCases = total.reduce((sum, row) => sum + row.count, 0);
      const provisionalFrom = provisionalIndex(weeks, now());
      const insights = insightFeed({
        weeks,
        provisionalFrom,
        series: [
          { dimension: 'total', value: TOX_TRENDS_SENTENCES.allCases, counts: total.map((row) => row.count) },
          ...seriesOf('substance', counts.substance, weeks),
          ...seriesOf('sex', counts.sex, weeks),
          ...seriesOf('race', counts.race, weeks),
          ...seriesOf('age', counts.age, weeks),
        ],
      });
      return {
        total_cases: total,
        cases_by_sex: byWeek(counts.sex).map(({ week, key, count }) => ({ period: week, sex: key, count })),
        cases_by_substance: byWeek(counts.substance).map(({ week, key, count }) => ({
          period: week,
          substance: key,
          count,
        })),
        cases_by_race: byWeek(counts.race).map(({ week, key, count }) => ({
          period: week,
          race: key,
          count,
        })),
        cases_by_age: byWeek(counts.age).map(({ week, key, count }) => ({
          period: week,
          age_bucket: key,
          count,
        })),
        summary_text: summaryText({
          totalCases,
          start: request.start_date,
          end: request.end_date,
          weeks,
          substances: summarySubstances,
          sample,
        }),
        start_date: request.start_date,
        end_date: request.end_date,
        period: 'week',
        summary: { total_cases: totalCases, substances: summarySubstances },
        insights,
        provisional_from: provisionalFrom === null ? null : (weeks[provisionalFrom]?.week ?? null),
        sample,
      };
    },

    async substances(owner: string): Promise<string[]> {
      const rows = await runRead(reads, substancesStatement(owner));
      return rows.map((row) => String(row.substance));
    },
  };
}
