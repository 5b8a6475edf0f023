import type { SuppressionRule } from '@hde/contracts/api';
import type { CellValue } from './dimensions.js';
import type { TableKind } from './public-widget.js';

/** One answer of a public widget, as computed from the cases, before disclosure control. */
export interface DisclosureTable {
  /** Unique per table (the publisher uses the canonical query body). */
  key: string;
  /** From publicWidgetOf: equal strings mean the same cases. */
  population: string;
  /** Group-by fields in order; [] means a single count (a stat). */
  dimensions: string[];
  rows: { values: CellValue[]; count: number }[];
  /** Every non-empty group of the population is present (false: cut by a limit or the empty group filtered out). */
  complete: boolean;
  kind: TableKind;
  /**
   * The true number of the population's cases the rows do not hold (the empty group left out, groups past the
   * limit): never published, and protected like a withheld count when from 1 to threshold - 1. Ignored for terms.
   */
  remainder?: number;
}

/** A row as the public sees it: its count, or null and the rule that withheld it. */
export interface DisclosedRow {
  values: CellValue[];
  count: number | null;
  suppressed: SuppressionRule | null;
}

export interface DisclosedTable {
  key: string;
  /** Map cells withheld are left out (their place would tell); terms under the threshold are left out. */
  rows: DisclosedRow[];
  /** Terms left out for having fewer cases than the threshold. */
  termsHidden: number;
  /** Counts shown, and counts withheld by each rule (map cells left out included): the disclosure report. */
  shown: number;
  primary: number;
  complementary: number;
}
