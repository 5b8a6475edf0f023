import { CASE_ANALYTICS_FIELDS } from '@hde/contracts/fields';

/** One value of a group of a published table. */
export type CellValue = string | number | boolean | null;

/**
 * Two names of one column (the catalogue's and the analytics record's, `sameAs`) are one dimension. `sex` and
 * `sexFormatted` read different columns (a code and its label): they stay two dimensions, and the allowlist
 * admits only one of them.
 */
const CANONICAL_NAMES: ReadonlyMap<string, string> = new Map(
  CASE_ANALYTICS_FIELDS.flatMap((field) => {
    const target = CASE_ANALYTICS_FIELDS.find((other) => other.name === field.sameAs);
    return target && target.column === field.column && !field.derive && !target.derive
      ? [[field.name, target.name] as const]
      : [];
  }),
);

export function canonicalDimension(name: string): string {
  return CANONICAL_NAMES.get(name) ?? name;
}

const YEAR_PREFIX = 'year_';
const MONTH_PREFIX = 'month_';

/** A year arrives as a number from the query and as text from elsewhere; one cell is one key. */
export function canonicalValue(dimension: string, value: CellValue): CellValue {
  if (dimension.startsWith(YEAR_PREFIX) && typeof value === 'string' && /^\d{4}$/.test(value)) {
    return Number(value);
  }
  return value;
}

/** Undefined: the finer value names no coarser one, so the two dimensions are not related. */
type Coarsen = (value: CellValue) => CellValue | undefined;

const sameValue: Coarsen = (value) => value;

const yearOfMonth: Coarsen = (value) => {
  if (value === null) return null;
  const match = /^(\d{4})-\d{2}$/.exec(String(value));
  return match ? Number(match[1]) : undefined;
};

/**
 * How a value of `fine` determines the value of `coarse` when every case of a `fine` group is in exactly one
 * `coarse` group (the coarse cell is the sum of its fine cells): the same field, or a month within its year.
 */
function coarsening(coarse: string, fine: string): Coarsen | undefined {
  if (coarse === fine) return sameValue;
  if (coarse.startsWith(YEAR_PREFIX) && fine === `${MONTH_PREFIX}${coarse.slice(YEAR_PREFIX.length)}`) {
    return yearOfMonth;
  }
  return undefined;
}

/**
 * The projection of the groups of `fine` dimensions onto `coarse` ones, when each coarse dimension is a distinct
 * fine one or coarser than it; undefined when `coarse` is not a margin of `fine`. Dimensions have at most 3 names.
 */
export function projection(
  coarse: readonly string[],
  fine: readonly string[],
): ((values: readonly CellValue[]) => CellValue[] | undefined) | undefined {
  if (coarse.length > fine.length) return undefined;
  if (coarse.length === fine.length && coarse.every((name, index) => name === fine[index])) return undefined;
  const match = (index: number, used: readonly number[]): [number, Coarsen][] | undefined => {
    if (index === coarse.length) return [];
    for (let position = 0; position < fine.length; position += 1) {
      if (used.includes(position)) continue;
      const coarsen = coarsening(coarse[index] as string, fine[position] as string);
      if (!coarsen) continue;
      const rest = match(index + 1, [...used, position]);
      if (rest) return [[position, coarsen], ...rest];
    }
    return undefined;
  };
  const mapping = match(0, []);
  if (!mapping) return undefined;
  return (values) => {
    const projected: CellValue[] = [];
    for (const [position, coarsen] of mapping) {
      const value = coarsen(values[position] ?? null);
      if (value === undefined) return undefined;
      projected.push(value);
    }
    return projected;
  };
}
