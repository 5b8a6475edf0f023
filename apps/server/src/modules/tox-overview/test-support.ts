import { COUNT_KEY, type QueryBody, type ResultRow, type WhereNode } from '@hde/contracts/api';

export { createCase, toxUser, type ToxCaller } from '../../test/tox-user.js';

/**
 * An independent in-memory reading of an overview query, for the tests: the rows are the cases, or with
 * `unwind` each case once per entry (none when it has no entries), and a group counts the
 * distinct cases among its rows. Only the operators the tests send are read.
 */

interface ModelEntry {
  substance: string;
  specimen: string;
  method: string;
  inSubstanceChart: boolean;
  inAgeChart: boolean;
}

export interface ModelCase {
  caseId: string;
  sex: string;
  race: string;
  ageGroup: string;
  caseDate: string;
  entries: ModelEntry[];
}

type Row = Record<string, string | boolean | null>;

function rowsOf(cases: readonly ModelCase[], unwind: boolean): Row[] {
  return cases.flatMap((one) => {
    const base: Row = {
      _id: one.caseId,
      sex: one.sex,
      race: one.race,
      ageGroup: one.ageGroup,
      caseDate: one.caseDate,
      month: one.caseDate.slice(0, 7),
      year: one.caseDate.slice(0, 4),
    };
    return unwind ? one.entries.map((entry) => ({ ...base, ...entry })) : [base];
  });
}

function keeps(row: Row, node: WhereNode | undefined): boolean {
  if (!node) return true;
  if ('and' in node) return node.and.every((child) => keeps(row, child));
  if ('or' in node) return node.or.some((child) => keeps(row, child));
  if ('not' in node) return !keeps(row, node.not);
  const value = row[node.field];
  const first = node.values?.[0];
  switch (node.operator) {
    case 'eq':
    case 'in':
      return (node.values ?? []).some((wanted) => wanted === value);
    case 'gte':
      return value !== null && value !== undefined && String(value) >= String(first);
    case 'lte':
      return value !== null && value !== undefined && String(value) <= String(first);
    default:
      throw new Error(`the model does not read ${node.operator}`);
  }
}

/** group key (the grouped values as JSON) -> number of distinct cases. */
export function expectedGroups(cases: readonly ModelCase[], body: QueryBody): Map<string, number> {
  const groupBy = typeof body.groupBy === 'string' ? [body.groupBy] : (body.groupBy ?? []);
  const groups = new Map<string, Set<unknown>>();
  for (const row of rowsOf(cases, body.unwind === 'toxicology')) {
    const { where, initialFilter } = body as { where?: WhereNode; initialFilter?: WhereNode };
    if (!keeps(row, where) || !keeps(row, initialFilter)) continue;
    const key = JSON.stringify(groupBy.map((name) => row[name] ?? null));
    const members = groups.get(key) ?? new Set();
    members.add(row._id);
    groups.set(key, members);
  }
  return new Map([...groups].map(([key, members]) => [key, members.size]));
}

/**
 * Checks a grouping's items against the expected groups: every item's count is its group's, counts never rise
 * (sorted by COUNT) and no group left out has more cases than the last one shown; all groups when within limit.
 */
export function checkGroups(
  items: readonly ResultRow[],
  expected: Map<string, number>,
  body: QueryBody,
): string[] {
  const groupBy = typeof body.groupBy === 'string' ? [body.groupBy] : (body.groupBy ?? []);
  const problems: string[] = [];
  const shown = new Map(
    items.map((item) => [JSON.stringify(groupBy.map((name) => item[name] ?? null)), item[COUNT_KEY]]),
  );
  for (const [key, count] of shown) {
    if (expected.get(key) !== count) problems.push(`${key}: ${String(count)}, expected ${expected.get(key)}`);
  }
  const limit = body.limit ?? Infinity;
  if (expected.size <= limit && shown.size !== expected.size) {
    problems.push(`${shown.size} groups, expected ${expected.size}`);
  }
  if (body.sortField === COUNT_KEY) {
    const counts = items.map((item) => Number(item[COUNT_KEY]));
    if (counts.some((count, index) => index > 0 && count > (counts[index - 1] ?? 0))) {
      problems.push('counts rise');
    }
    const lowest = Math.min(...counts);
    for (const [key, count] of expected) {
      if (!shown.has(key) && count > lowest) problems.push(`${key} (${count}) left out`);
    }
  }
  return problems;
}
