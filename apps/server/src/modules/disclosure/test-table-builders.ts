import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import type { CellValue } from './dimensions.js';
import type { DisclosedTable, DisclosureTable } from './index.js';

// Small hand-written tables for the discloseTables tests.

export const T = PUBLIC_SUPPRESSION_THRESHOLD_MIN;
const ALL = 'all cases';

export function table(
  key: string,
  dimensions: string[],
  rows: [CellValue[], number][],
  options: Partial<Pick<DisclosureTable, 'complete' | 'kind' | 'population' | 'remainder'>> = {},
): DisclosureTable {
  return {
    key,
    population: options.population ?? ALL,
    dimensions,
    rows: rows.map(([values, count]) => ({ values, count })),
    complete: options.complete ?? true,
    kind: options.kind ?? 'cells',
    ...(options.remainder === undefined ? {} : { remainder: options.remainder }),
  };
}

/** The population's total, as a stat publishes it. */
export const total = (count: number, population = ALL) =>
  table(`total ${population}`, [], [[[], count]], { population });

/** value (joined) -> count, or the rule that withheld it. */
export function shown(result: DisclosedTable): Record<string, number | string> {
  return Object.fromEntries(
    result.rows.map((row) => [row.values.join('|'), row.count ?? `${row.suppressed}`]),
  );
}
