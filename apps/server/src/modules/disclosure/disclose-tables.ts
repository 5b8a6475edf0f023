import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import { suppressComplements } from './complementary.js';
import { buildSystem, type Cell, type SystemTable } from './linear-system.js';
import { shownTermsOf, type ShownTerms } from './terms.js';
import type { DisclosedRow, DisclosedTable, DisclosureTable } from './types.js';

function disclosedCells(table: DisclosureTable, cells: readonly Cell[]): DisclosedTable {
  const rows: DisclosedRow[] = [];
  const tally = { shown: 0, primary: 0, complementary: 0 };
  table.rows.forEach((row, index) => {
    const cell = cells[index] as Cell;
    if (cell.state === 'primary' || cell.state === 'complementary') {
      tally[cell.state] += 1;
      // A map cell's place would tell where a few cases are: it is left out, not marked.
      if (table.kind !== 'places') rows.push({ values: row.values, count: null, suppressed: cell.state });
    } else {
      tally.shown += 1;
      rows.push({ values: row.values, count: row.count, suppressed: null });
    }
  });
  return { key: table.key, rows, termsHidden: 0, ...tally };
}

function disclosedTerms(table: DisclosureTable, terms: ShownTerms): DisclosedTable {
  return {
    key: table.key,
    rows: terms.rows.map((row) => ({ values: row.values, count: row.count, suppressed: null })),
    termsHidden: terms.termsHidden,
    shown: terms.rows.length,
    primary: 0,
    complementary: 0,
  };
}

/**
 * Disclosure control of the tables published together (ARCHITECTURE §11): terms under the threshold left out,
 * counts from 1 to `threshold - 1` withheld (primary), and more counts withheld until no withheld count, and no
 * remainder from 1 to `threshold - 1` a table leaves out, can be narrowed by an attacker to less than `threshold`
 * (complementary; protection.ts states the criterion).
 */
export async function discloseTables(
  tables: DisclosureTable[],
  threshold: number,
): Promise<DisclosedTable[]> {
  if (!Number.isInteger(threshold) || threshold < PUBLIC_SUPPRESSION_THRESHOLD_MIN) {
    throw new RangeError(
      `The suppression threshold is a whole number of at least ${PUBLIC_SUPPRESSION_THRESHOLD_MIN}`,
    );
  }
  const terms = shownTermsOf(tables, threshold);
  const systemTables = tables.map((table): SystemTable => {
    const shown = terms.get(table);
    if (!shown) return { ...table, terms: false };
    const rows = shown.rows.map((row) => ({ values: row.keys, count: row.count }));
    return {
      population: table.population,
      dimensions: table.dimensions,
      rows,
      complete: shown.complete,
      terms: true,
    };
  });
  const { system, rowCells } = buildSystem(systemTables);
  for (const cell of system.cells) {
    const small = cell.count >= 1 && cell.count < threshold;
    if (cell.state === 'shown' && small) cell.state = 'primary';
    // A remainder of 0 or of at least the threshold needs no protection: it is an unknown like any hidden count.
    if (cell.state === 'remainder' && !small) cell.state = 'hidden';
  }
  const ceiling = 4 * (system.cells.reduce((sum, cell) => sum + cell.count, 0) + threshold);
  await suppressComplements(system, threshold, ceiling);
  return tables.map((table, index) => {
    const shown = terms.get(table);
    if (shown) return disclosedTerms(table, shown);
    return disclosedCells(
      table,
      (rowCells[index] ?? []).map((id) => system.cells[id] as Cell),
    );
  });
}
