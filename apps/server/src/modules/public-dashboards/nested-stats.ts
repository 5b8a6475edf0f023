import type { FilterValue } from '@hde/contracts/api';
import { widerPopulationOf, type DisclosedTable, type DisclosureTable } from '../disclosure/index.js';
import type { PublishedQuery } from './published-answers.js';

/**
 * A single count whose population is a wider one with one `field = value` condition more (Accepted Cases within
 * all cases): published as the `value` group of `field` in the wider population, so that the wider total less
 * the count, which anyone can work out, is protected like any other count (decision 0013).
 */
interface NestedStat {
  key: string;
  group: string;
  row: number;
}

/** The tables disclosure control audits in place of nested stats, and where each stat's count went. */
export interface NestedStats {
  stats: Map<string, NestedStat>;
  tables: DisclosureTable[];
}

type WiderPopulation = Pick<PublishedQuery, 'population' | 'populationFilter'>;
type GroupRow = { value: FilterValue; count: number };

interface StatEntry {
  query: PublishedQuery;
  count: number;
}

/**
 * Groups the stats that are groups of a wider population, one table per wider population and field, with the
 * wider population's cases left out as its remainder (`widerTotal` counts them).
 */
export async function nestStats(
  entries: readonly StatEntry[],
  widerTotal: (wider: WiderPopulation) => Promise<number>,
): Promise<NestedStats> {
  const groups = new Map<string, { wider: WiderPopulation; field: string; rows: GroupRow[] }>();
  const stats = new Map<string, NestedStat>();
  for (const { query, count } of entries) {
    if ((query.body.groupBy ?? []).length > 0) continue;
    const wider = widerPopulationOf('CASE', query.populationFilter);
    if (!wider) continue;
    const group = `${wider.population}\n${wider.field}`;
    let entry = groups.get(group);
    if (!entry) {
      entry = {
        wider: { population: wider.population, populationFilter: wider.filter },
        field: wider.field,
        rows: [],
      };
      groups.set(group, entry);
    }
    let row = entry.rows.findIndex((each) => JSON.stringify(each.value) === JSON.stringify(wider.value));
    if (row < 0) row = entry.rows.push({ value: wider.value, count }) - 1;
    stats.set(query.key, { key: query.key, group, row });
  }
  const tables: DisclosureTable[] = [];
  for (const [group, { wider, field, rows }] of groups) {
    const held = rows.reduce((sum, row) => sum + row.count, 0);
    tables.push({
      key: group,
      population: wider.population,
      dimensions: [field],
      rows: rows.map((row) => ({ values: [row.value], count: row.count })),
      complete: false,
      kind: 'cells',
      remainder: Math.max(0, (await widerTotal(wider)) - held),
    });
  }
  return { stats, tables };
}

/** A nested stat's count as disclosure control left it in its wider population's table. */
export function disclosedStat(stat: NestedStat, groupTable: DisclosedTable): DisclosedTable {
  const row = groupTable.rows[stat.row];
  if (!row) throw new Error('disclosure control left out a nested count');
  const withheld = row.suppressed !== null;
  return {
    key: stat.key,
    rows: [{ values: [], count: row.count, suppressed: row.suppressed }],
    termsHidden: 0,
    shown: withheld ? 0 : 1,
    primary: row.suppressed === 'primary' ? 1 : 0,
    complementary: row.suppressed === 'complementary' ? 1 : 0,
  };
}
