import { DEATH_AGE_GROUPS, MANNERS_OF_DEATH } from '@hde/contracts';
import { COUNT_KEY, type WhereNode } from '@hde/contracts/api';
import type { CellValue } from './dimensions.js';
import type { PublicWidgetVerdict } from './index.js';
import type { DisclosureTable } from './types.js';
import { seededRandom } from '../../platform/seeded-random.js';

// Synthetic cases with the long tails of real ones (rare causes, small counties, sparse map cells), and the
// answers of public widgets over them: what the publish job hands to discloseTables, without a database.

type SyntheticCase = Record<string, CellValue>;

/** Index i drawn with weight 1 / (i + 1): a few common values and a long tail of rare ones. */
function zipf(size: number): (draw: number) => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let index = 0; index < size; index += 1) cumulative.push((sum += 1 / (index + 1)));
  return (draw) => {
    const target = draw * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const COMMON_CAUSES = [
  'Atherosclerotic cardiovascular disease',
  'Hypertensive cardiovascular disease',
  'Acute fentanyl intoxication',
  'Gunshot wound of head',
  'Blunt force injuries',
  'Mixed drug toxicity',
  'Hanging',
  'Chronic obstructive pulmonary disease',
  'Opioid overdose',
  'Drowning',
  'Multiple gunshot wounds',
  'Carbon monoxide poisoning',
  'Complications of diabetes mellitus',
  'Acute methamphetamine toxicity',
  'Pulmonary thromboembolism',
];

const pick = <T>(values: readonly T[], draw: number): T => values[Math.floor(draw * values.length)] as T;

/** `count` cases with the fields the default dashboard's public widgets read. */
export function* syntheticCases(count: number, seed: number): Generator<SyntheticCase> {
  const next = seededRandom(seed);
  const county = zipf(67);
  const agency = zipf(40);
  const cause = zipf(COMMON_CAUSES.length);
  const place = zipf(4000);
  for (let index = 0; index < count; index += 1) {
    const dated = next() > 0.01;
    const day = Math.floor(next() * 3300);
    const date = dated ? new Date(Date.UTC(2017, 0, 1 + day)).toISOString().slice(0, 10) : null;
    const rare = next() < 0.03;
    let text = rare
      ? `Complications of condition ${Math.floor(next() * 20_000)}`
      : (COMMON_CAUSES[cause(next())] as string);
    if (!rare && next() < 0.05) text = ` ${text.toLowerCase()}  `;
    // Map cells (0.01° apart, as analytics rounds them): a few busy ones and a long tail of quiet ones.
    const cell = next() > 0.05 ? place(next()) : null;
    yield {
      deathDate: date,
      month_dateOfDeath: date?.slice(0, 7) ?? null,
      year_dateOfDeath: date ? Number(date.slice(0, 4)) : null,
      ageGroup:
        next() < 0.01 ? 'Unknown' : pick(DEATH_AGE_GROUPS, Math.min(next(), next()) * 0.5 + next() * 0.5),
      mannerOfDeath: next() < 0.01 ? null : pick(MANNERS_OF_DEATH, next() * next()),
      sexFormatted: next() < 0.005 ? 'Unknown' : next() < 0.6 ? 'Male' : 'Female',
      race:
        next() < 0.01
          ? null
          : pick(['White', 'White', 'Black', 'Black', 'Hispanic', 'Asian', 'Other'], next()),
      county: next() < 0.02 ? null : `County ${county(next())}`,
      policeAgency: next() < 0.1 ? null : `Agency ${agency(next())}`,
      typeOfExam: pick(['Autopsy', 'External', 'Records review', 'Autopsy'], next()),
      examOnTime: next() < 0.02 ? null : next() < 0.85,
      reportOnTime: next() < 0.02 ? null : next() < 0.8,
      dcOnTime: next() < 0.02 ? null : next() < 0.9,
      caseStatus: next() < 0.9 ? 'Accepted' : 'Declined',
      causeOfDeath: next() < 0.02 ? null : text,
      deathLatitude: cell === null ? null : (3300 + (cell % 63)) / 100,
      deathLongitude: cell === null ? null : (-8700 + Math.floor(cell / 63)) / 100,
    };
  }
}

function matches(node: WhereNode, row: SyntheticCase): boolean {
  if ('and' in node) return node.and.every((child) => matches(child, row));
  if ('or' in node) return node.or.some((child) => matches(child, row));
  if ('not' in node) return !matches(node.not, row);
  const value = row[node.field] ?? null;
  switch (node.operator) {
    case 'eq':
    case 'in':
      return node.values.includes(value);
    case 'ne':
    case 'nin':
      return !node.values.includes(value);
    case 'like':
      return node.values.some(
        (part) => typeof value === 'string' && value.toLowerCase().includes(String(part).toLowerCase()),
      );
    case 'gte':
      return value !== null && value >= (node.values[0] ?? '');
    case 'lte':
      return value !== null && value <= (node.values[0] ?? '');
  }
}

export type Admitted = Extract<PublicWidgetVerdict, { ok: true }>;

/**
 * The table of each admitted widget over the cases, as the publish job gives it (one pass over the cases), with
 * the remainder it leaves out: its population's total, counted once per population, less its rows.
 */
export function tablesOf(admitted: readonly Admitted[], cases: Iterable<SyntheticCase>): DisclosureTable[] {
  const groupBys = admitted.map(({ widget }) => [widget.query.groupBy ?? []].flat());
  const groups = admitted.map(() => new Map<string, { values: CellValue[]; count: number }>());
  const populations = new Map(admitted.map((verdict) => [verdict.population, verdict.populationFilter]));
  const totals = new Map([...populations.keys()].map((population) => [population, 0]));
  for (const row of cases) {
    for (const [population, filter] of populations) {
      if (!filter || matches(filter, row)) totals.set(population, (totals.get(population) ?? 0) + 1);
    }
    admitted.forEach(({ widget }, index) => {
      const filter = widget.query.initialFilter as WhereNode | undefined;
      if (filter && !matches(filter, row)) return;
      const values = (groupBys[index] as string[]).map((name) => row[name] ?? null);
      const key = values.join('\u0001');
      const byKey = groups[index] as Map<string, { values: CellValue[]; count: number }>;
      const group = byKey.get(key) ?? { values, count: 0 };
      group.count += 1;
      byKey.set(key, group);
    });
  }
  return admitted.map(({ widget, population, kind, dropsEmptyGroup }, index) => {
    const groupBy = groupBys[index] as string[];
    const sortAt = groupBy.indexOf(widget.query.sortField ?? COUNT_KEY);
    const ascending = widget.query.sortAsc ?? sortAt >= 0;
    const rows = [...(groups[index] as Map<string, { values: CellValue[]; count: number }>).values()].sort(
      (a, b) => {
        const left = sortAt >= 0 ? a.values[sortAt] : a.count;
        const right = sortAt >= 0 ? b.values[sortAt] : b.count;
        if (left === right) return 0;
        return (left ?? '') < (right ?? '') === ascending ? -1 : 1;
      },
    );
    const limit = widget.query.limit ?? rows.length + 1;
    const kept = rows.slice(0, limit);
    // A public reader sees fewer rows than the limit asks for and knows nothing was cut.
    const complete = !dropsEmptyGroup && kept.length < limit;
    const remainder = (totals.get(population) ?? 0) - kept.reduce((sum, row) => sum + row.count, 0);
    return { key: widget.id, population, dimensions: groupBy, rows: kept, complete, kind, remainder };
  });
}
