// The protection criterion of complementary suppression (ARCHITECTURE §11, docs/decisions/0013).

/** What an attacker can narrow a withheld count to. */
export interface CountRange {
  min: number;
  max: number;
}

/** Solver round-off: a bound this close to a whole number is that number. */
const ROUND_OFF = 1e-6;

/**
 * THE PROTECTION CRITERION. The attacker knows every shown count, that each withheld count is at least 1, that
 * every hidden remainder (a group no table shows, the part of a total a cut table leaves out) is at least 0, and
 * every equality between the published tables (margins, totals, months of a year). Public answers show one marker
 * for every withheld count, but the attacker is taken to know its rule too, a stronger reader and so a safe one: a
 * complement is a count that would have been shown, so a `complementary` count is at least the threshold. With
 * that, the least and the greatest a withheld count can be (a linear programme's minimum and maximum) are `range`;
 * counts are whole, so the attacker narrows it to [ceil(min), floor(max)]. The count is protected when that
 * interval is at least `threshold` wide. The same holds for a table's remainder from 1 to `threshold - 1` (the
 * empty group it leaves out, the groups past its limit): never published, it must not be worked out either (its
 * rows and it add up to the total).
 */
export function isProtected(range: CountRange, threshold: number): boolean {
  return Math.floor(range.max + ROUND_OFF) - Math.ceil(range.min - ROUND_OFF) >= threshold;
}

/** `lower` <= Σ coefficient × column <= `upper`. */
export interface BoundedRow {
  columns: readonly number[];
  coefficients: readonly number[];
  lower: number;
  upper: number;
}

/** A sum that can leave out one of its terms: finite terms added, infinite ones (all of one sign) counted. */
function sumWithout(values: readonly number[]): (left: number) => number {
  const finite = values.filter(Number.isFinite);
  const total = finite.reduce((sum, value) => sum + value, 0);
  const infinity = values.find((value) => !Number.isFinite(value)) ?? 0;
  const infinite = values.length - finite.length;
  return (left) => {
    if (infinite - (Number.isFinite(left) ? 0 : 1) > 0) return infinity;
    return total - (Number.isFinite(left) ? left : 0);
  };
}

/**
 * The exact range of each `targets` column allowed by one row alone, each column at least its `lowerBounds` and
 * unbounded above: the row's activity less the least and the greatest the other columns can add.
 */
export function singleRowRanges(
  row: BoundedRow,
  lowerBounds: readonly number[],
  targets: readonly number[],
): Map<number, CountRange> {
  const at = row.columns.map(
    (column, index) => (row.coefficients[index] as number) * (lowerBounds[column] as number),
  );
  const least = sumWithout(
    row.coefficients.map((coefficient, index) => (coefficient > 0 ? (at[index] as number) : -Infinity)),
  );
  const greatest = sumWithout(
    row.coefficients.map((coefficient, index) => (coefficient > 0 ? Infinity : (at[index] as number))),
  );
  const wanted = new Set(targets);
  const ranges = new Map<number, CountRange>();
  row.columns.forEach((column, index) => {
    if (!wanted.has(column)) return;
    const coefficient = row.coefficients[index] as number;
    const ownLeast = coefficient > 0 ? (at[index] as number) : -Infinity;
    const ownGreatest = coefficient > 0 ? Infinity : (at[index] as number);
    const low = (row.lower - greatest(ownGreatest)) / coefficient;
    const high = (row.upper - least(ownLeast)) / coefficient;
    const [min, max] = coefficient > 0 ? [low, high] : [high, low];
    ranges.set(column, { min: Math.max(min, lowerBounds[column] as number), max });
  });
  return ranges;
}
