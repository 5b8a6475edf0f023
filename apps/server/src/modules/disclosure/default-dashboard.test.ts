import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { discloseTables, publicWidgetOf } from './index.js';
import { syntheticCases, tablesOf, type Admitted } from './test-cases.js';

const CASES = 30_000;
const THRESHOLD = PUBLIC_SUPPRESSION_THRESHOLD_MIN;

/** The default dashboard's public widgets, each once (the Total Cases stat is on every tab). */
function admittedWidgets(): Admitted[] {
  const widgets = new Map(
    DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).map((widget) => [widget.id, widget]),
  );
  return [...widgets.values()].flatMap((widget) => {
    const verdict = publicWidgetOf(widget, { lastFullYear: 2025 });
    return verdict.ok ? [verdict] : [];
  });
}

describe('the default dashboard published', () => {
  it('shows no count from 1 to the threshold minus 1 and accounts for every group', async () => {
    const tables = tablesOf(admittedWidgets(), syntheticCases(CASES, 20_260_301));
    const disclosed = await discloseTables(tables, THRESHOLD);
    const byKey = new Map(disclosed.map((table) => [table.key, table]));
    expect(byKey.get('total_cases')?.rows).toEqual([{ values: [], count: CASES, suppressed: null }]);
    for (const [index, table] of tables.entries()) {
      const published = disclosed[index];
      for (const row of published?.rows ?? []) {
        expect(
          row.count === null || row.count === 0 || row.count >= THRESHOLD,
          `${table.key}: ${row.count}`,
        ).toBe(true);
      }
      if (table.kind !== 'terms') {
        expect((published?.shown ?? 0) + (published?.primary ?? 0) + (published?.complementary ?? 0)).toBe(
          table.rows.length,
        );
      }
    }
    const map = byKey.get('death_map');
    expect(map?.rows.every((row) => row.suppressed === null)).toBe(true);
    expect(map?.primary).toBeGreaterThan(0);
    // Spellings of one cause in another letter case or spacing are one term.
    const cloud = byKey.get('cause_cloud')?.rows.map((row) => String(row.values[0]).toLowerCase()) ?? [];
    expect(new Set(cloud).size).toBe(cloud.length);
    expect(cloud.length).toBeLessThan(tables.find((table) => table.key === 'cause_cloud')?.rows.length ?? 0);
    expect(disclosed.reduce((sum, table) => sum + table.complementary, 0)).toBeGreaterThan(0);
  });

  it('keeps Total Cases shown on a small workspace, where most other counts are withheld', async () => {
    const tables = tablesOf(admittedWidgets(), syntheticCases(100, 20_260_301));
    const disclosed = await discloseTables(tables, THRESHOLD);
    const total = disclosed.find((table) => table.key === 'total_cases');
    expect(total?.rows).toEqual([{ values: [], count: 100, suppressed: null }]);
    expect(disclosed.reduce((sum, table) => sum + table.complementary, 0)).toBeGreaterThan(0);
  });
});
