import fc from 'fast-check';
import type { CellValue } from './dimensions.js';
import type { DisclosureTable } from './types.js';

// Random dashboards for the disclosure audit: random cases, counted into the tables a public dashboard publishes
// (stats, 1-D and 2-D tables with their margins, several widgets over the same cases, month and year series, map
// cells, cause terms), each complete, without its empty group, or cut by a limit, with the remainder it leaves out.

interface TestCase {
  age: string | null;
  manner: string | null;
  month: string | null;
  drug: boolean;
  place: number | null;
  cause: string | null;
}

const weighted = <T>(entries: [T, number][]) =>
  fc.oneof(...entries.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

const caseArbitrary: fc.Arbitrary<TestCase> = fc.record({
  age: weighted<string | null>([
    ['45-64', 20],
    ['25-44', 8],
    ['65-74', 3],
    ['0-1', 1],
    [null, 2],
  ]),
  manner: weighted<string | null>([
    ['Natural', 10],
    ['Accident', 5],
    ['Suicide', 2],
    ['Homicide', 1],
    [null, 1],
  ]),
  month: weighted<string | null>([
    ['2023-01', 6],
    ['2023-02', 2],
    ['2023-03', 1],
    ['2024-01', 6],
    ['2024-02', 3],
    ['2024-03', 1],
    [null, 1],
  ]),
  drug: fc.boolean(),
  place: weighted<number | null>([
    [0, 12],
    [1, 4],
    [2, 2],
    [3, 1],
    [4, 1],
    [null, 2],
  ]),
  cause: weighted<string | null>([
    ['Gunshot wound', 6],
    ['gunshot  WOUND ', 2],
    ['Drowning', 3],
    ['drowning', 1],
    ['Hanging', 4],
    ['Fall', 1],
    [null, 1],
  ]),
});

/** How a table leaves groups out. */
type Cut = { kind: 'complete' } | { kind: 'dropEmpty' } | { kind: 'limit'; limit: number };

const cutArbitrary: fc.Arbitrary<Cut> = fc.oneof(
  { arbitrary: fc.constant<Cut>({ kind: 'complete' }), weight: 3 },
  { arbitrary: fc.constant<Cut>({ kind: 'dropEmpty' }), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 4 }).map<Cut>((limit) => ({ kind: 'limit', limit })), weight: 1 },
);

const optionalCut = fc.option(cutArbitrary, { nil: undefined });

/** The tables published over one population. */
const layoutArbitrary = fc.record({
  total: fc.boolean(),
  age: fc.array(cutArbitrary, { maxLength: 2 }),
  manner: optionalCut,
  ageByManner: optionalCut,
  months: optionalCut,
  years: optionalCut,
  places: fc.boolean(),
  terms: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
});
type Layout = typeof layoutArbitrary extends fc.Arbitrary<infer L> ? L : never;

export const dashboardArbitrary = fc.record({
  cases: fc.array(caseArbitrary, { minLength: 10, maxLength: 300, size: 'max' }),
  all: layoutArbitrary,
  drug: fc.option(layoutArbitrary, { nil: undefined }),
});
export type TestDashboard = typeof dashboardArbitrary extends fc.Arbitrary<infer D> ? D : never;

type Field = (testCase: TestCase) => CellValue;
const FIELDS: Record<string, Field> = {
  ageGroup: (testCase) => testCase.age,
  mannerOfDeath: (testCase) => testCase.manner,
  month_dateOfDeath: (testCase) => testCase.month,
  year_dateOfDeath: (testCase) => (testCase.month === null ? null : Number(testCase.month.slice(0, 4))),
  deathLatitude: (testCase) => (testCase.place === null ? null : 35 + testCase.place / 100),
  deathLongitude: (testCase) => (testCase.place === null ? null : -90 - testCase.place / 100),
  causeOfDeath: (testCase) => testCase.cause,
};

/** The remainder as the publisher knows it: the population's total less the rows. */
const leftOut = (cases: readonly TestCase[], rows: readonly { count: number }[]) =>
  cases.length - rows.reduce((sum, row) => sum + row.count, 0);

function counted(cases: readonly TestCase[], dimensions: readonly string[], cut: Cut) {
  const groups = new Map<string, { values: CellValue[]; count: number }>();
  for (const testCase of cases) {
    const values = dimensions.map((name) => (FIELDS[name] as Field)(testCase));
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  let rows = [...groups.values()];
  if (cut.kind === 'dropEmpty') rows = rows.filter((row) => !row.values.includes(null));
  rows.sort((a, b) => b.count - a.count || (JSON.stringify(a.values) < JSON.stringify(b.values) ? -1 : 1));
  const complete = cut.kind === 'complete' || (cut.kind === 'limit' && rows.length <= cut.limit);
  if (cut.kind === 'limit') rows = rows.slice(0, cut.limit);
  return { rows, complete, remainder: leftOut(cases, rows) };
}

function tablesOf(name: string, cases: readonly TestCase[], layout: Layout): DisclosureTable[] {
  const tables: DisclosureTable[] = [];
  const add = (dimensions: string[], cut: Cut, kind: DisclosureTable['kind'] = 'cells') => {
    const { rows, complete, remainder } = counted(cases, dimensions, cut);
    const key = `${name} ${tables.length}`;
    tables.push({ key, population: name, dimensions, rows, complete, kind, remainder });
  };
  if (layout.total) add([], { kind: 'complete' });
  for (const cut of layout.age) add(['ageGroup'], cut);
  if (layout.manner) add(['mannerOfDeath'], layout.manner);
  if (layout.ageByManner) add(['ageGroup', 'mannerOfDeath'], layout.ageByManner);
  if (layout.months) add(['month_dateOfDeath'], layout.months);
  if (layout.years) add(['year_dateOfDeath'], layout.years);
  if (layout.places) add(['deathLatitude', 'deathLongitude'], { kind: 'dropEmpty' }, 'places');
  for (const limit of layout.terms) {
    // As the publisher asks for terms: the empty cause left out, the commonest first, cut by the list's limit.
    const rows = counted(cases, ['causeOfDeath'], { kind: 'dropEmpty' }).rows.slice(0, limit);
    tables.push({
      key: `${name} ${tables.length}`,
      population: name,
      dimensions: ['causeOfDeath'],
      rows,
      complete: false,
      kind: 'terms',
      remainder: leftOut(cases, rows),
    });
  }
  return tables;
}

/** The tables of a random dashboard: over all cases, and maybe over the drug-induced ones. */
export function tablesOfDashboard(dashboard: TestDashboard): DisclosureTable[] {
  return [
    ...tablesOf('all', dashboard.cases, dashboard.all),
    ...(dashboard.drug
      ? tablesOf(
          'drug',
          dashboard.cases.filter((testCase) => testCase.drug),
          dashboard.drug,
        )
      : []),
  ];
}
