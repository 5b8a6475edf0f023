import fc from 'fast-check';
import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import type { CellValue } from './dimensions.js';
import { discloseTables, type DisclosureTable } from './index.js';
import { attack } from './test-attacker.js';
import { dashboardArbitrary, tablesOfDashboard } from './test-tables.js';

const THRESHOLD = PUBLIC_SUPPRESSION_THRESHOLD_MIN;

const least = (range: { min: number }) => Math.ceil(range.min - 1e-6);
const greatest = (range: { max: number }) => Math.floor(range.max + 1e-6);

const termOf = (values: readonly CellValue[]) =>
  JSON.stringify(
    values.map((value) =>
      typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : value,
    ),
  );

/** The true count behind a shown row: its group's, or for a term every spelling's of the population's lists. */
function trueCount(
  tables: readonly DisclosureTable[],
  table: DisclosureTable,
  values: readonly CellValue[],
): number {
  if (table.kind !== 'terms') {
    return table.rows.find((row) => JSON.stringify(row.values) === JSON.stringify(values))?.count ?? NaN;
  }
  const spellings = new Map<string, { values: CellValue[]; count: number }>();
  for (const other of tables) {
    if (other.kind !== 'terms' || other.population !== table.population) continue;
    for (const row of other.rows) spellings.set(JSON.stringify(row.values), row);
  }
  return [...spellings.values()]
    .filter((row) => termOf(row.values) === termOf(values))
    .reduce((sum, row) => sum + row.count, 0);
}

describe('the disclosure audit', () => {
  it('lets no attacker narrow a withheld count or a small remainder, shows no small count and only true ones', async () => {
    let dashboardsWithComplements = 0;
    let smallRemainders = 0;
    await fc.assert(
      fc.asyncProperty(dashboardArbitrary, async (dashboard) => {
        const tables = tablesOfDashboard(dashboard);
        const disclosed = await discloseTables(tables, THRESHOLD);
        if (disclosed.some((table) => table.complementary > 0)) dashboardsWithComplements += 1;
        disclosed.forEach((published, index) => {
          const table = tables[index] as DisclosureTable;
          for (const row of published.rows) {
            if (row.count === null) continue;
            expect(row.count === 0 || row.count >= THRESHOLD, `${table.key}: ${row.count} shown`).toBe(true);
            expect(row.count, `${table.key} ${JSON.stringify(row.values)}`).toBe(
              trueCount(tables, table, row.values),
            );
          }
        });
        const published = tables.map((table, index) => ({ ...table, rows: disclosed[index]?.rows ?? [] }));
        const { withheld, remainders } = attack(published, THRESHOLD);
        for (const range of withheld) {
          const table = tables[range.table] as DisclosureTable;
          const row = `${table.key} ${JSON.stringify(published[range.table]?.rows[range.row]?.values)}`;
          const width = greatest(range) - least(range);
          expect(width, `${row}: [${range.min}, ${range.max}]`).toBeGreaterThanOrEqual(THRESHOLD);
        }
        for (const range of remainders) {
          const table = tables[range.table] as DisclosureTable;
          const remainder = table.remainder ?? 0;
          if (remainder < 1 || remainder >= THRESHOLD) continue;
          smallRemainders += 1;
          const width = greatest(range) - least(range);
          const text = `${table.key} leaves out ${remainder}: [${range.min}, ${range.max}]`;
          expect(width, text).toBeGreaterThanOrEqual(THRESHOLD);
        }
      }),
      { numRuns: 150 },
    );
    // The dashboards drawn are ones where complementary suppression has work to do.
    expect(dashboardsWithComplements).toBeGreaterThan(20);
    expect(smallRemainders).toBeGreaterThan(20);
  });
});
