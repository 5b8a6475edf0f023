import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MetricsResponse } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { caseColumn } from '../../platform/db/case-columns.js';
import { cases } from '../../platform/db/schema.js';
import { metricCards, type MetricCounts } from './metric-cards.js';

const ON_TIME_COLUMNS = {
  exam: cases.examOnTime,
  report: cases.reportOnTime,
  deathCertificate: cases.dcOnTime,
} as const;

/** On-time and known counts of each metric: a null on-time flag means the turnaround is unknown. */
const countColumns = Object.fromEntries(
  Object.entries(ON_TIME_COLUMNS).flatMap(([kind, column]) => [
    [`${kind}OnTime`, sql<number>`count(*) filter (where ${column})`.mapWith(Number)],
    [`${kind}Total`, sql<number>`count(${column})`.mapWith(Number)],
  ]),
) as Record<string, SQL.Aliased<number> | SQL<number>>;

function countsOf(row: Record<string, unknown>): MetricCounts {
  const of = (kind: keyof typeof ON_TIME_COLUMNS) => ({
    onTime: Number(row[`${kind}OnTime`]),
    total: Number(row[`${kind}Total`]),
  });
  return { exam: of('exam'), report: of('report'), deathCertificate: of('deathCertificate') };
}

/**
 * The overview's metrics (spec §2.6): one scan of the workspace's cases counts per year of death and per year and
 * pathologist (grouping sets); the chosen year defaults to the year of the latest death.
 */
export async function workspaceMetrics(
  db: Database,
  workspaceId: string,
  requestedYear: number | undefined,
): Promise<MetricsResponse> {
  const pathologist = caseColumn('pathologist');
  const rows = await db
    .select({
      year: cases.yearOfDeath,
      pathologist: sql<string | null>`${pathologist}`,
      perYear: sql<number>`grouping(${pathologist})`.mapWith(Number),
      ...countColumns,
    })
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), sql`${cases.yearOfDeath} is not null`))
    .groupBy(sql`grouping sets ((${cases.yearOfDeath}), (${cases.yearOfDeath}, ${pathologist}))`);
  const years = rows
    .filter((row) => row.perYear === 1)
    .map((row) => ({ year: Number(row.year), counts: countsOf(row) }));
  const newestFirst = years.map((entry) => entry.year).sort((a, b) => b - a);
  const year = requestedYear ?? newestFirst[0] ?? null;
  const pathologists = rows
    .filter((row) => row.perYear === 0 && Number(row.year) === year)
    .map((row) => ({ pathologist: row.pathologist, counts: countsOf(row) }));
  return { year, years: newestFirst, cards: metricCards(years, pathologists, year) };
}
