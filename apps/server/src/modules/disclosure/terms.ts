import { canonicalDimension, type CellValue } from './dimensions.js';
import type { DisclosureTable } from './types.js';

// Word clouds and top lists (ARCHITECTURE §11): a term is shown only with at least the threshold's cases, after
// letter case and spacing are normalised; the terms left out are not marked (the public cannot tell how many).

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A term's key: another letter case or spacing is the same term. */
const termKey = (value: CellValue): CellValue =>
  typeof value === 'string' ? collapse(value).toLowerCase() : value;

interface Term {
  keys: CellValue[];
  count: number;
  /** The most frequent spelling, and its own count. */
  spelling: CellValue[];
  spellingCount: number;
}

export interface ShownTerms {
  /** `values` as shown, `keys` normalised (the identity of the term's cell). */
  rows: { values: CellValue[]; keys: CellValue[]; count: number }[];
  termsHidden: number;
  /** Every term of the population is shown: the counts add up to its total. */
  complete: boolean;
}

const groupKey = (table: DisclosureTable) =>
  JSON.stringify([table.population, table.dimensions.map(canonicalDimension)]);

const byCountThenSpelling = (a: Term, b: Term) => {
  if (a.count !== b.count) return b.count - a.count;
  const left = JSON.stringify(a.spelling);
  const right = JSON.stringify(b.spelling);
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The terms of tables over the same cases: each raw group once, spellings of one term added together. */
function mergedTerms(group: readonly DisclosureTable[]): Map<string, Term> {
  const rawGroups = new Map<string, { values: CellValue[]; count: number }>();
  for (const table of group) {
    for (const row of table.rows) {
      const raw = JSON.stringify(row.values);
      if (!rawGroups.has(raw)) rawGroups.set(raw, row);
    }
  }
  const terms = new Map<string, Term>();
  for (const row of rawGroups.values()) {
    const keys = row.values.map(termKey);
    const key = JSON.stringify(keys);
    const spelling = row.values.map((value) => (typeof value === 'string' ? collapse(value) : value));
    const term = terms.get(key) ?? { keys, count: 0, spelling, spellingCount: -1 };
    term.count += row.count;
    const moreFrequent = row.count > term.spellingCount;
    const sameButEarlier =
      row.count === term.spellingCount && JSON.stringify(spelling) < JSON.stringify(term.spelling);
    if (moreFrequent || sameButEarlier) {
      term.spelling = spelling;
      term.spellingCount = row.count;
    }
    terms.set(key, term);
  }
  return terms;
}

/**
 * The terms each terms table shows. Tables over the same population and fields (a top list and a word cloud)
 * count each group once between them, so a term reads the same count wherever it is shown.
 */
export function shownTermsOf(
  tables: readonly DisclosureTable[],
  threshold: number,
): Map<DisclosureTable, ShownTerms> {
  const groups = new Map<string, DisclosureTable[]>();
  for (const table of tables) {
    if (table.kind !== 'terms') continue;
    const key = groupKey(table);
    groups.set(key, [...(groups.get(key) ?? []), table]);
  }
  const shown = new Map<DisclosureTable, ShownTerms>();
  for (const group of groups.values()) {
    const terms = mergedTerms(group);
    const complete =
      group.some((table) => table.complete) && [...terms.values()].every((term) => term.count >= threshold);
    for (const table of group) {
      const own = [...new Set(table.rows.map((row) => JSON.stringify(row.values.map(termKey))))].map(
        (key) => terms.get(key) as Term,
      );
      const kept = own.filter((term) => term.count >= threshold).sort(byCountThenSpelling);
      shown.set(table, {
        rows: kept.map((term) => ({ values: term.spelling, keys: term.keys, count: term.count })),
        termsHidden: own.length - kept.length,
        complete,
      });
    }
  }
  return shown;
}
