import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterOperator } from '@hde/contracts';
import {
  COUNT_KEY,
  QUERY_LIMITS,
  queryBodySchema,
  type AnalyticsArea,
  type FilterCondition,
  type FilterValue,
  type QueryBody,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { DEFAULT_CASE_TABLE_FIELDS } from '@hde/contracts/fields';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { seedModules } from '../../platform/seed.js';
import { createTestDatabase } from '../../test/test-database.js';
import { compileExport, compileQuery } from './compile.js';
import { likePattern, measureWhere, QueryError } from './compile-where.js';
import { createAnalyticsRegistry } from './registry.js';
import {
  CUSTOM_FIELD,
  CUSTOM_KEY,
  insertTestWorkspaces,
  type TestCase,
  type TestWorkspaces,
} from './test-data.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let data: TestWorkspaces;
const registry = createAnalyticsRegistry([{ key: CUSTOM_KEY, label: CUSTOM_KEY }]);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedModules(database.db);
  data = await insertTestWorkspaces(database.db);
});
afterAll(async () => database.close());

function compile(body: QueryBody, area: AnalyticsArea = 'CASE', workspaceId = data.a) {
  return compileQuery(area, queryBodySchema.parse(body), registry, workspaceId);
}

async function run(
  body: QueryBody,
  area: AnalyticsArea = 'CASE',
  workspaceId = data.a,
): Promise<QueryResult> {
  const compiled = compile(body, area, workspaceId);
  const result = (await database.db.execute(compiled.sql)) as unknown as { rows: Record<string, unknown>[] };
  return compiled.decode(result.rows[0]);
}

/** Case ids the filter keeps, in id order. */
async function idsOf(where: WhereNode | undefined, extra: Partial<QueryBody> = {}): Promise<string[]> {
  const result = await run({
    fields: ['_id'],
    limit: 1000,
    sortField: '_id',
    sortAsc: true,
    where,
    ...extra,
  });
  return result.items.map((item) => item._id as string);
}

const idsWhere = (predicate: (row: TestCase) => boolean) =>
  data.casesA
    .filter(predicate)
    .map((row) => row.caseId)
    .sort();

const condition = (field: string, operator: FilterOperator, values: FilterValue[]): FilterCondition => ({
  field,
  operator,
  values,
});

async function expectRefused(body: QueryBody, message: string, area: AnalyticsArea = 'CASE') {
  let caught: unknown;
  try {
    compile(body, area);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(QueryError);
  expect((caught as QueryError).statusCode).toBe(400);
  expect((caught as QueryError).message).toBe(message);
}

describe('the compiled statement', () => {
  it('is scoped by the workspace first, and binds every value (custom keys too)', () => {
    const compiled = compile({
      addCount: true,
      where: {
        and: [condition(CUSTOM_FIELD, 'eq', ['Accepted']), condition('causeOfDeath', 'like', ["x'y"])],
      },
    });
    expect(compiled.text).toMatch(
      /^select \(select count\(\*\)::int from cases c where \(c\.workspace_id = \$1::uuid/,
    );
    expect(compiled.params[0]).toBe(data.a);
    expect(compiled.params).toContain(CUSTOM_KEY);
    expect(compiled.params).toContain("%x'y%");
    expect(compiled.text).not.toContain(CUSTOM_KEY);
    expect(compiled.text).not.toContain('Accepted');
  });

  it('refuses an unknown workspace id instead of running', async () => {
    expect(() => compile({ addCount: true }, 'CASE', "x' or 1=1 --")).toThrow(QueryError);
  });
});

describe('operators', () => {
  it('eq on a string: one value, several (in), or null (empty)', async () => {
    expect(await idsOf(condition('sexFormatted', 'eq', ['Male']))).toEqual(
      idsWhere((row) => row.sexFormatted === 'Male'),
    );
    expect(await idsOf(condition('sexFormatted', 'eq', ['Male', 'Female']))).toEqual(
      idsWhere((row) => row.sexFormatted === 'Male' || row.sexFormatted === 'Female'),
    );
    expect(await idsOf(condition('sexFormatted', 'eq', [null]))).toEqual(
      idsWhere((row) => row.sexFormatted === null),
    );
    expect(await idsOf(condition('sexFormatted', 'eq', [null, 'Male']))).toEqual(
      idsWhere((row) => row.sexFormatted === null || row.sexFormatted === 'Male'),
    );
  });

  it('ne and nin keep empty fields; ne null means "not empty"', async () => {
    expect(await idsOf(condition('sexFormatted', 'ne', ['Male']))).toEqual(
      idsWhere((row) => row.sexFormatted !== 'Male'),
    );
    expect(await idsOf(condition('sexFormatted', 'ne', [null]))).toEqual(
      idsWhere((row) => row.sexFormatted !== null),
    );
    expect(await idsOf(condition('sexFormatted', 'nin', ['Male', 'Female']))).toEqual(
      idsWhere((row) => row.sexFormatted !== 'Male' && row.sexFormatted !== 'Female'),
    );
    expect(await idsOf(condition(CUSTOM_FIELD, 'ne', ['Accepted']))).toEqual(
      idsWhere((row) => row.caseStatus !== 'Accepted'),
    );
  });

  it('in with an empty list matches nothing, nin with one matches everything', async () => {
    expect(await idsOf(condition('sexFormatted', 'in', []))).toEqual([]);
    expect(await idsOf(condition('sexFormatted', 'nin', []))).toHaveLength(data.casesA.length);
    expect(await idsOf(condition('sexFormatted', 'eq', []))).toEqual([]);
  });

  it('a number: one value v is [v, v+1), two values [a, b] are [a, b+1); in is exact', async () => {
    expect(await idsOf(condition('age', 'eq', [17]))).toEqual(
      idsWhere((row) => row.age !== null && row.age >= 17 && row.age < 18),
    );
    expect(await idsOf(condition('age', 'eq', [1, 17]))).toEqual(
      idsWhere((row) => row.age !== null && row.age >= 1 && row.age < 18),
    );
    expect(await idsOf(condition('age', 'in', [17]))).toEqual(idsWhere((row) => row.age === 17));
    expect(await idsOf(condition('roundedAge', 'eq', [17.5]))).toEqual(
      idsWhere((row) => row.roundedAge !== null && row.roundedAge >= 17.5 && row.roundedAge < 18.5),
    );
    expect(await idsOf(condition('age', 'gte', [18]))).toEqual(
      idsWhere((row) => row.age !== null && row.age >= 18),
    );
    expect(await idsOf(condition('age', 'lte', [1]))).toEqual(
      idsWhere((row) => row.age !== null && row.age <= 1),
    );
    expect(await idsOf(condition('age', 'eq', ['17']))).toEqual(await idsOf(condition('age', 'eq', [17])));
  });

  it('a number beyond the integer range is compared, not an error', async () => {
    expect(await idsOf(condition('roundedAge', 'gte', [3_000_000_000]))).toEqual([]);
    expect(await idsOf(condition('roundedAge', 'lte', [3_000_000_000]))).toEqual(
      idsWhere((row) => row.roundedAge !== null),
    );
  });

  it('a date: one day, a range to the end of its last day, lte to the end of the day', async () => {
    expect(await idsOf(condition('deathDate', 'eq', ['2021-06-15']))).toEqual(
      idsWhere((row) => row.dateOfDeath === '2021-06-15'),
    );
    expect(await idsOf(condition('deathDate', 'eq', ['2021-06-15', '2022-12-31']))).toEqual(
      idsWhere(
        (row) =>
          row.dateOfDeath !== null && row.dateOfDeath >= '2021-06-15' && row.dateOfDeath <= '2022-12-31',
      ),
    );
    expect(await idsOf(condition('deathDate', 'lte', ['2021-06-15']))).toEqual(
      idsWhere((row) => row.dateOfDeath !== null && row.dateOfDeath <= '2021-06-15'),
    );
    expect(await idsOf(condition('deathDate', 'gte', ['2021-06-16']))).toEqual(
      idsWhere((row) => row.dateOfDeath !== null && row.dateOfDeath >= '2021-06-16'),
    );
    // An ISO date-time names its calendar day as written.
    expect(await idsOf(condition('deathDate', 'eq', ['2021-06-15T22:00:00.000Z']))).toEqual(
      idsWhere((row) => row.dateOfDeath === '2021-06-15'),
    );
    const dated = idsWhere((row) => row.dateOfDeath !== null);
    expect(await idsOf(condition('deathDate', 'gte', ['0001-01-01']))).toEqual(dated);
    expect(await idsOf(condition('deathDate', 'lte', ['9999-12-31']))).toEqual(dated);
    expect(await idsOf(condition('deathDate', 'eq', ['0099-12-31', '9999-12-31']))).toEqual(dated);
    expect(await idsOf(condition('deathDate', 'in', ['2020-01-01', '2023-01-01']))).toEqual(
      idsWhere((row) => row.dateOfDeath === '2020-01-01' || row.dateOfDeath === '2023-01-01'),
    );
  });

  it('a timestamp as a date: the day from midnight UTC to the next', async () => {
    const inDay = (iso: string, day: string) =>
      Date.parse(iso) >= Date.parse(`${day}T00:00:00Z`) &&
      Date.parse(iso) < Date.parse(`${day}T00:00:00Z`) + 86_400_000;
    expect(await idsOf(condition('lastModified', 'eq', ['2024-01-01']))).toEqual(
      idsWhere((row) => inDay(row.updatedAt, '2024-01-01')),
    );
    expect(await idsOf(condition('lastModified', 'lte', ['2024-01-01']))).toEqual(
      idsWhere((row) => Date.parse(row.updatedAt) < Date.parse('2024-01-02T00:00:00Z')),
    );
    expect(await idsOf(condition('lastModified', 'gte', ['2024-01-02T12:00:00Z']))).toEqual(
      idsWhere((row) => Date.parse(row.updatedAt) >= Date.parse('2024-01-02T12:00:00Z')),
    );
  });

  it('a boolean: true, false, or the text of one', async () => {
    expect(await idsOf(condition('childDeath', 'eq', [true]))).toEqual(
      idsWhere((row) => row.childDeath === true),
    );
    expect(await idsOf(condition('childDeath', 'eq', ['false']))).toEqual(
      idsWhere((row) => row.childDeath === false),
    );
    expect(await idsOf(condition('childDeath', 'ne', [true]))).toEqual(
      idsWhere((row) => row.childDeath !== true),
    );
  });

  it('like: case-insensitive contains, with %, _ and \\ taken literally', async () => {
    const contains = (text: string) =>
      idsWhere(
        (row) => row.causeOfDeath !== null && row.causeOfDeath.toLowerCase().includes(text.toLowerCase()),
      );
    for (const text of ['FORCE', '%', '_', '\\', 'a_b', '100%']) {
      expect(await idsOf(condition('causeOfDeath', 'like', [text]))).toEqual(contains(text));
    }
    expect(contains('%').length).toBeLessThan(data.casesA.length);
    expect(await idsOf(condition('causeOfDeath', 'like', ['force', 'gunshot']))).toEqual(
      [...new Set([...contains('force'), ...contains('gunshot')])].sort(),
    );
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('a value holding SQL is only a value', async () => {
    const attack = "'; drop table cases; --";
    expect(await idsOf(condition('causeOfDeath', 'eq', [attack]))).toEqual([]);
    expect(await idsOf(condition('causeOfDeath', 'like', [attack]))).toEqual([]);
    expect(await idsOf(condition(CUSTOM_FIELD, 'in', [attack, "' or '1'='1"]))).toEqual([]);
    expect((await run({ addCount: true })).items[0]?.[COUNT_KEY]).toBe(data.casesA.length);
  });
});

describe('filter trees', () => {
  it('and, or and not; not of a condition keeps empty fields', async () => {
    const where: WhereNode = {
      or: [
        { and: [condition('sexFormatted', 'eq', ['Male']), condition('age', 'gte', [18])] },
        { not: condition('mannerOfDeath', 'in', ['NATURAL', 'ACCIDENT']) },
      ],
    };
    expect(await idsOf(where)).toEqual(
      idsWhere(
        (row) =>
          (row.sexFormatted === 'Male' && row.age !== null && row.age >= 18) ||
          !(row.mannerOfDeath === 'NATURAL' || row.mannerOfDeath === 'ACCIDENT'),
      ),
    );
    expect(await idsOf({ not: condition('age', 'gte', [18]) })).toEqual(
      idsWhere((row) => !(row.age !== null && row.age >= 18)),
    );
    expect(await idsOf({ not: { not: condition('sexFormatted', 'ne', ['Male']) } })).toEqual(
      idsWhere((row) => row.sexFormatted !== 'Male'),
    );
    expect(await idsOf({ and: [] })).toHaveLength(data.casesA.length);
    expect(await idsOf({ or: [] })).toEqual([]);
    expect(await idsOf({ not: { or: [] } })).toHaveLength(data.casesA.length);
  });

  it('ANDs the initial filter with where', async () => {
    expect(
      await idsOf(condition('sexFormatted', 'eq', ['Male']), {
        initialFilter: condition('age', 'gte', [18]),
      }),
    ).toEqual(idsWhere((row) => row.sexFormatted === 'Male' && row.age !== null && row.age >= 18));
  });

  it('bounds the depth and the size of a tree, naming the limit', async () => {
    let deep: WhereNode = condition('age', 'gte', [1]);
    for (let level = 1; level < QUERY_LIMITS.whereDepth; level += 1) deep = { not: deep };
    expect(measureWhere(deep).depth).toBe(QUERY_LIMITS.whereDepth);
    expect(() => compile({ where: deep })).not.toThrow();
    await expectRefused({ where: { not: deep } }, ANALYTICS_ERRORS.nestedTooDeeply);
    const wide: WhereNode = {
      or: [
        { or: Array.from({ length: QUERY_LIMITS.whereNodes / 2 }, () => condition('age', 'eq', [1])) },
        { or: Array.from({ length: QUERY_LIMITS.whereNodes / 2 }, () => condition('age', 'eq', [1])) },
      ],
    };
    await expectRefused({ where: wide }, ANALYTICS_ERRORS.tooManyConditions);
  });
});

describe('refusals', () => {
  it.each<[string, QueryBody, string]>([
    [
      'an unknown field',
      { where: condition('shoeSize', 'eq', [1]) },
      ANALYTICS_ERRORS.unknownField('shoeSize', 'CASE'),
    ],
    [
      'an unknown group field',
      { groupBy: 'shoeSize', addCount: true },
      ANALYTICS_ERRORS.unknownField('shoeSize', 'CASE'),
    ],
    ['an unknown table field', { fields: ['_id', 'nope'] }, ANALYTICS_ERRORS.unknownField('nope', 'CASE')],
    [
      'an unknown sort field',
      { fields: ['_id'], sortField: 'nope' },
      ANALYTICS_ERRORS.unknownField('nope', 'CASE'),
    ],
    [
      'an operator the field does not take',
      { where: condition('ageGroup', 'like', ['1']) },
      ANALYTICS_ERRORS.operatorNotApplicable('like', 'ageGroup'),
    ],
    [
      'gte on a text',
      { where: condition('sexFormatted', 'gte', ['a']) },
      ANALYTICS_ERRORS.operatorNotApplicable('gte', 'sexFormatted'),
    ],
    [
      'a word for a number',
      { where: condition('age', 'eq', ['abc']) },
      ANALYTICS_ERRORS.notNumber('age', '"abc"'),
    ],
    [
      'a boolean for a number',
      { where: condition('age', 'eq', [true]) },
      ANALYTICS_ERRORS.notNumber('age', 'true'),
    ],
    [
      'a date that does not exist',
      { where: condition('deathDate', 'eq', ['2023-02-30']) },
      ANALYTICS_ERRORS.notDate('deathDate', '"2023-02-30"'),
    ],
    [
      'a number for a date',
      { where: condition('deathDate', 'gte', [20230101]) },
      ANALYTICS_ERRORS.notDate('deathDate', '20230101'),
    ],
    [
      'a word for a boolean',
      { where: condition('childDeath', 'eq', ['maybe']) },
      ANALYTICS_ERRORS.notBoolean('childDeath', '"maybe"'),
    ],
    [
      'two values for gte',
      { where: condition('age', 'gte', [1, 2]) },
      ANALYTICS_ERRORS.oneValueOnly('gte', 'age'),
    ],
    ['null for lte', { where: condition('age', 'lte', [null]) }, ANALYTICS_ERRORS.oneValueOnly('lte', 'age')],
    [
      'like without a text',
      { where: condition('causeOfDeath', 'like', []) },
      ANALYTICS_ERRORS.likeWithoutText('causeOfDeath'),
    ],
    [
      'a table sorted by COUNT',
      { fields: ['_id'], sortField: COUNT_KEY },
      ANALYTICS_ERRORS.tableSortedByCount,
    ],
    [
      'a grouping sorted by another field',
      { groupBy: 'race', sortField: 'age' },
      ANALYTICS_ERRORS.groupingSortField,
    ],
  ])('refuses %s with a reason', async (_name, body, message) => {
    await expectRefused(body, message);
  });

  it('refuses quick search and unwind where they do not apply', async () => {
    await expectRefused(
      { addCount: true, text: 'smith' },
      ANALYTICS_ERRORS.searchNotApplicable('FILE'),
      'FILE',
    );
    await expectRefused(
      { addCount: true, unwind: 'toxicology' },
      ANALYTICS_ERRORS.unwindNotApplicable('toxicology', 'ACTIVITY'),
      'ACTIVITY',
    );
    await expectRefused(
      { addCount: true, unwind: 'diagnoses' },
      ANALYTICS_ERRORS.unwindNotApplicable('diagnoses', 'TOXICOLOGY'),
      'TOXICOLOGY',
    );
    await expectRefused(
      { where: condition('specimen', 'eq', ['Blood']) },
      ANALYTICS_ERRORS.unknownField('specimen', 'CASE'),
    );
  });
});

describe('groupings', () => {
  it('counts per group, most first, ties by value', async () => {
    const { items } = await run({ groupBy: 'mannerOfDeath', addCount: true });
    const counts = new Map<string | null, number>();
    for (const row of data.casesA) counts.set(row.mannerOfDeath, (counts.get(row.mannerOfDeath) ?? 0) + 1);
    expect(items).toHaveLength(counts.size);
    for (const item of items) {
      expect(item[COUNT_KEY]).toBe(counts.get(item.mannerOfDeath as string | null));
      expect(typeof item[COUNT_KEY]).toBe('number');
    }
    const sorted = [...items].sort((a, b) => (b[COUNT_KEY] as number) - (a[COUNT_KEY] as number));
    expect(items.map((item) => item[COUNT_KEY])).toEqual(sorted.map((item) => item[COUNT_KEY]));
  });

  it('sorts by a grouped field, limits, and leaves COUNT out without addCount', async () => {
    const { items } = await run({
      groupBy: 'year_dateOfDeath',
      sortField: 'year_dateOfDeath',
      sortAsc: true,
      addCount: true,
    });
    expect(items.map((item) => item.year_dateOfDeath)).toEqual([2020, 2021, 2022, 2023, null]);
    const limited = await run({ groupBy: ['sexFormatted'], limit: 2 });
    expect(limited.items).toHaveLength(2);
    expect(limited.items[0]).not.toHaveProperty(COUNT_KEY);
  });

  it('months as YYYY-MM, and coordinates grouped by their rounded value', async () => {
    const months = await run({
      groupBy: 'month_dateOfDeath',
      sortField: 'month_dateOfDeath',
      sortAsc: true,
      addCount: true,
    });
    expect(months.items.map((item) => item.month_dateOfDeath)).toEqual([
      '2020-01',
      '2021-06',
      '2022-12',
      '2023-01',
      null,
    ]);
    const map = await run({
      groupBy: ['deathLatitude', 'deathLongitude'],
      addCount: true,
      initialFilter: {
        and: [condition('deathLatitude', 'ne', [null]), condition('deathLongitude', 'ne', [null])],
      },
    });
    // 33.521 and 33.524 meet at 33.52; -86.8104 and -86.811 at -86.81.
    expect(map.items).toContainEqual({ deathLatitude: 33.52, deathLongitude: -86.81, [COUNT_KEY]: 16 });
    for (const item of map.items) {
      expect(String(item.deathLatitude)).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it('answers a filter value lookup', async () => {
    const { items } = await run({
      groupBy: 'pathologist',
      where: condition('pathologist', 'like', ['smi']),
      limit: 10,
      addCount: true,
    });
    expect(items.map((item) => item.pathologist).sort()).toEqual(['Dr. Smith', 'Dr. Smithers']);
  });

  it('answers facets in the same statement', async () => {
    const compiled = compile({
      addCount: true,
      where: condition('sexFormatted', 'eq', ['Male']),
      facets: { manner: { groupBy: 'mannerOfDeath', limit: 2 }, child: { groupBy: ['childDeath'] } },
    });
    expect(compiled.text.match(/^select /g)).toHaveLength(1);
    const result = await run({
      addCount: true,
      where: condition('sexFormatted', 'eq', ['Male']),
      facets: { manner: { groupBy: 'mannerOfDeath', limit: 2 }, child: { groupBy: ['childDeath'] } },
    });
    const males = data.casesA.filter((row) => row.sexFormatted === 'Male');
    expect(result.items).toEqual([{ [COUNT_KEY]: males.length }]);
    expect(result.facets?.manner).toHaveLength(2);
    const childTotal = (result.facets?.child ?? []).reduce(
      (sum, item) => sum + (item[COUNT_KEY] as number),
      0,
    );
    expect(childTotal).toBe(males.length);
  });
});

describe('tables', () => {
  it('pages with a total, dates as text, and the first item padded with the default case fields', async () => {
    const result = await run({
      fields: ['_id', 'deathDate', 'age', 'lastModified', CUSTOM_FIELD, 'childDeath'],
      limit: 5,
      from: 5,
      sortField: 'deathDate',
      sortAsc: false,
    });
    expect(result.total).toBe(data.casesA.length);
    expect(result.items).toHaveLength(5);
    const [first, second] = result.items;
    for (const name of DEFAULT_CASE_TABLE_FIELDS) expect(first).toHaveProperty(name);
    expect(Object.keys(second ?? {})).toEqual([
      '_id',
      'deathDate',
      'age',
      'lastModified',
      CUSTOM_FIELD,
      'childDeath',
    ]);
    expect(first?.deathDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('sorts with empty values last and ties by case id, the same on every page', async () => {
    const all = await run({
      fields: ['_id', 'deathDate'],
      limit: 1000,
      sortField: 'deathDate',
      sortAsc: false,
    });
    const expected = [...data.casesA]
      .sort((a, b) => {
        if (a.dateOfDeath !== b.dateOfDeath) {
          if (a.dateOfDeath === null) return 1;
          if (b.dateOfDeath === null) return -1;
          return a.dateOfDeath < b.dateOfDeath ? 1 : -1;
        }
        return a.caseId < b.caseId ? -1 : 1;
      })
      .map((row) => row.caseId);
    expect(all.items.map((item) => item._id)).toEqual(expected);
    const pages: unknown[] = [];
    for (let from = 0; from < data.casesA.length; from += 7) {
      const page = await run({ fields: ['_id'], limit: 7, from, sortField: 'deathDate', sortAsc: false });
      pages.push(...page.items.map((item) => item._id));
    }
    expect(pages).toEqual(expected);
    const beyond = await run({ fields: ['_id'], limit: 10, from: 1000 });
    expect(beyond).toMatchObject({ items: [], total: data.casesA.length });
  });

  it('without fields: the default columns of the area', async () => {
    const result = await run({ limit: 1 });
    expect(Object.keys(result.items[0] ?? {})).toEqual([...DEFAULT_CASE_TABLE_FIELDS]);
  });
});

describe('quick search', () => {
  const count = async (text: string) => (await run({ addCount: true, text })).items[0]?.[COUNT_KEY];
  const matching = (predicate: (row: TestCase) => boolean) => data.casesA.filter(predicate).length;

  it('matches words, phrases, exclusions and case ids', async () => {
    expect(await count('gunshot')).toBe(matching((row) => row.causeOfDeath === 'Gunshot wound'));
    expect(await count('"gunshot wound"')).toBe(matching((row) => row.causeOfDeath === 'Gunshot wound'));
    expect(await count('"wound gunshot"')).toBe(0);
    expect(await count('injuries -blunt')).toBe(0);
    expect(await count('Dr -smithers')).toBe(
      matching((row) => row.pathologist !== null && row.pathologist !== 'Dr. Smithers'),
    );
    expect(await count('a-007')).toBe(1);
    expect(await count('  ')).toBe(data.casesA.length);
  });

  it('takes unbalanced quotes and operators without an error', async () => {
    for (const text of [
      '"gunshot',
      'gunshot"',
      '"',
      '-',
      'or',
      '"a" -"',
      "'; drop table cases; --",
      '&|!():*',
    ]) {
      expect(typeof (await count(text))).toBe('number');
    }
    expect(await count('"gunshot')).toBe(matching((row) => row.causeOfDeath === 'Gunshot wound'));
  });

  it('searches only the workspace', async () => {
    expect(await count('b-001')).toBe(0);
    expect((await run({ addCount: true, text: 'b-001' }, 'CASE', data.b)).items[0]?.[COUNT_KEY]).toBe(1);
  });
});

describe('child rows', () => {
  const currentTox = () =>
    data.casesA.flatMap((row, index) =>
      index % 3 === 0
        ? [
            { row, analysis: 'Fentanyl' },
            { row, analysis: index % 2 === 0 ? 'Ethanol' : 'Cocaine' },
          ]
        : [],
    );

  it('TOXICOLOGY reads the current results of each case, with the case fields', async () => {
    const { items } = await run({ groupBy: 'analysis', addCount: true }, 'TOXICOLOGY');
    const expected = new Map<string, number>();
    for (const { analysis } of currentTox()) expected.set(analysis, (expected.get(analysis) ?? 0) + 1);
    expect(Object.fromEntries(items.map((item) => [item.analysis, item[COUNT_KEY]]))).toEqual(
      Object.fromEntries(expected),
    );
    const males = await run(
      { addCount: true, where: condition('sexFormatted', 'eq', ['Male']) },
      'TOXICOLOGY',
    );
    expect(males.items[0]?.[COUNT_KEY]).toBe(
      currentTox().filter(({ row }) => row.sexFormatted === 'Male').length,
    );
  });

  it('CASE with unwind gives one row per child; DIAGNOSIS reads diagnoses', async () => {
    const unwound = await run({
      addCount: true,
      unwind: 'toxicology',
      where: condition('specimen', 'eq', ['Blood']),
    });
    expect(unwound.items[0]?.[COUNT_KEY]).toBe(data.casesA.filter((_, index) => index % 3 === 0).length);
    const diagnoses = await run(
      { groupBy: 'anatomicalSite', addCount: true, sortField: 'anatomicalSite', sortAsc: true },
      'DIAGNOSIS',
    );
    expect(diagnoses.items).toEqual([
      { anatomicalSite: 'Heart', [COUNT_KEY]: 5 },
      { anatomicalSite: 'Lung', [COUNT_KEY]: 5 },
    ]);
    const table = await run({ limit: 3 }, 'TOXICOLOGY');
    expect(Object.keys(table.items[0] ?? {})).toEqual(
      expect.arrayContaining(['_id', 'analysis', 'specimen']),
    );
  });
});

describe('exports', () => {
  it('pages by row key, with the id first and no personal fields', async () => {
    const plan = compileExport(
      'CASE',
      { where: condition('sexFormatted', 'eq', ['Male']) },
      registry,
      data.a,
    );
    expect(plan.columns[0]?.name).toBe('_id');
    expect(plan.columns.map((field) => field.name)).not.toContain('firstName');
    expect(plan.columns.map((field) => field.name)).toContain(CUSTOM_FIELD);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = plan.page(after, 3);
      const { rows } = (await database.db.execute(page.sql)) as unknown as {
        rows: Record<string, unknown>[];
      };
      if (rows.length === 0) break;
      seen.push(...rows.map((row) => row.c0 as string));
      after = rows[rows.length - 1]?.k as string;
    }
    expect(seen.sort()).toEqual(idsWhere((row) => row.sexFormatted === 'Male'));
  });
});

// -----------------------------------------------------------------------------------------------------------
// Property: the compiled SQL keeps exactly the rows an in-memory reading of the same semantics keeps.

type Kind = 'number' | 'date' | 'timestamp' | 'string' | 'boolean';

interface FieldSpec {
  name: string;
  kind: Kind;
  get(row: TestCase): string | number | boolean | null;
  pool: FilterValue[];
  likes?: string[];
}

const DAY_MS = 86_400_000;
const SPECS: FieldSpec[] = [
  {
    name: 'deathDate',
    kind: 'date',
    get: (row) => row.dateOfDeath,
    pool: [
      '2020-01-01',
      '2021-06-14',
      '2021-06-15',
      '2021-06-16',
      '2022-12-31',
      '2023-01-01',
      '2021-06-15T23:30:00Z',
      '2021-06-16T00:00:00+02:00',
      null,
    ],
  },
  {
    name: 'lastModified',
    kind: 'timestamp',
    get: (row) => Date.parse(row.updatedAt),
    pool: [
      '2023-12-31',
      '2024-01-01',
      '2024-01-02',
      '2024-01-01T12:00:00Z',
      '2024-01-02T00:00:00.000Z',
      null,
    ],
  },
  { name: 'age', kind: 'number', get: (row) => row.age, pool: [0, 0.5, 1, 17, 17.5, 18, '18', 45, 64, null] },
  {
    name: 'roundedAge',
    kind: 'number',
    get: (row) => row.roundedAge,
    pool: [0, 1, 17, 17.5, 18, 45, 64, 3_000_000_000, null],
  },
  {
    name: 'year_dateOfDeath',
    kind: 'number',
    get: (row) => (row.dateOfDeath ? Number(row.dateOfDeath.slice(0, 4)) : null),
    pool: [2020, 2021, 2022, 2023, null],
  },
  {
    name: 'sexFormatted',
    kind: 'string',
    get: (row) => row.sexFormatted,
    pool: ['Male', 'Female', 'Unknown', 'male', null],
  },
  {
    name: 'mannerOfDeath',
    kind: 'string',
    get: (row) => row.mannerOfDeath,
    pool: ['NATURAL', 'ACCIDENT', 'SUICIDE', 'HOMICIDE', null],
  },
  {
    name: 'causeOfDeath',
    kind: 'string',
    get: (row) => row.causeOfDeath,
    pool: ['Gunshot wound', '100% burns', 'a_b c', 'back\\slash', null],
    likes: ['force', 'FORCE', '%', '_', '\\', 'tox', 'a_b', "'; drop table cases; --", '100%'],
  },
  {
    name: 'pathologist',
    kind: 'string',
    get: (row) => row.pathologist,
    pool: ['Dr. Smith', 'Dr. Jones', null],
    likes: ['smi', 'SMITH', 'Dr.'],
  },
  { name: 'childDeath', kind: 'boolean', get: (row) => row.childDeath, pool: [true, false, 'true', null] },
  {
    name: CUSTOM_FIELD,
    kind: 'string',
    get: (row) => row.caseStatus,
    pool: ['Accepted', 'Declined', null],
    likes: ['acc', 'ED'],
  },
];

const dayOf = (value: string) => value.slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day) + DAY_MS).toISOString().slice(0, 10);
const instantOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? dayStart(value)
    : Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`);
const asBoolean = (value: FilterValue) => value === true || value === 'true';

function inRange(spec: FieldSpec, value: string | number, low: FilterValue, high: FilterValue): boolean {
  if (spec.kind === 'number') return (value as number) >= Number(low) && (value as number) < Number(high) + 1;
  if (spec.kind === 'date')
    return (value as string) >= dayOf(low as string) && (value as string) < nextDay(dayOf(high as string));
  return (
    (value as number) >= instantOf(low as string) && (value as number) < instantOf(high as string) + DAY_MS
  );
}

function sameDay(spec: FieldSpec, value: string | number, target: FilterValue): boolean {
  if (spec.kind === 'date') return value === dayOf(target as string);
  return (
    (value as number) >= instantOf(target as string) &&
    (value as number) < instantOf(target as string) + DAY_MS
  );
}

function equalsValue(spec: FieldSpec, value: string | number | boolean, target: FilterValue): boolean {
  if (spec.kind === 'boolean') return value === asBoolean(target);
  if (spec.kind === 'number') return value === Number(target);
  return value === String(target);
}

function evaluate(node: WhereNode, row: TestCase): boolean {
  if ('and' in node) return node.and.every((child) => evaluate(child, row));
  if ('or' in node) return node.or.some((child) => evaluate(child, row));
  if ('not' in node) return !evaluate(node.not, row);
  const spec = SPECS.find((candidate) => candidate.name === node.field) as FieldSpec;
  const value = spec.get(row);
  const present = node.values.filter((entry) => entry !== null);
  const hasNull = present.length < node.values.length;
  const eq = (): boolean => {
    if (value === null) return hasNull;
    if (spec.kind === 'number' || spec.kind === 'date' || spec.kind === 'timestamp') {
      if (present.length === 2)
        return inRange(spec, value as string | number, present[0] as FilterValue, present[1] as FilterValue);
      return present.some((entry) => inRange(spec, value as string | number, entry, entry));
    }
    return present.some((entry) => equalsValue(spec, value, entry));
  };
  const member = (): boolean => {
    if (value === null) return hasNull;
    if (spec.kind === 'date' || spec.kind === 'timestamp')
      return present.some((entry) => sameDay(spec, value as string | number, entry));
    return present.some((entry) => equalsValue(spec, value, entry));
  };
  const [single] = present;
  switch (node.operator) {
    case 'eq':
      return eq();
    case 'ne':
      return !eq();
    case 'in':
      return member();
    case 'nin':
      return !member();
    case 'gte':
      if (value === null) return false;
      if (spec.kind === 'number') return (value as number) >= Number(single);
      if (spec.kind === 'date') return (value as string) >= dayOf(single as string);
      return (value as number) >= instantOf(single as string);
    case 'lte':
      if (value === null) return false;
      if (spec.kind === 'number') return (value as number) <= Number(single);
      if (spec.kind === 'date') return (value as string) < nextDay(dayOf(single as string));
      return (value as number) < instantOf(single as string) + DAY_MS;
    case 'like':
      return (
        value !== null &&
        present.some((entry) => String(value).toLowerCase().includes(String(entry).toLowerCase()))
      );
  }
}

const fieldsArbitrary = fc.constantFrom(...SPECS);

const conditionArbitrary: fc.Arbitrary<FilterCondition> = fieldsArbitrary.chain((spec) => {
  const operators = registry.resolve('CASE').field(spec.name)?.operators ?? [];
  return fc.constantFrom(...operators).chain((operator) => {
    const nonNull = spec.pool.filter((value) => value !== null);
    const values: fc.Arbitrary<FilterValue[]> =
      operator === 'gte' || operator === 'lte'
        ? fc.constantFrom(...nonNull).map((value) => [value])
        : operator === 'like'
          ? fc.array(fc.constantFrom(...(spec.likes ?? ['a'])), { minLength: 1, maxLength: 2 })
          : fc.array(fc.constantFrom(...spec.pool), { maxLength: 3 });
    return values.map((entries) => ({ field: spec.name, operator, values: entries }));
  });
});

const treeArbitrary = fc.letrec<{ node: WhereNode; and: WhereNode; or: WhereNode; not: WhereNode }>(
  (tie) => ({
    node: fc.oneof(
      { maxDepth: 4, depthIdentifier: 'tree' },
      conditionArbitrary,
      tie('and'),
      tie('or'),
      tie('not'),
    ),
    and: fc.array(tie('node'), { maxLength: 3 }).map((and) => ({ and })),
    or: fc.array(tie('node'), { maxLength: 3 }).map((or) => ({ or })),
    not: tie('node').map((not) => ({ not })),
  }),
).node;

describe('property: compiled filters keep what the semantics keep', () => {
  it('over random filter trees, and never another workspace row', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, async (where) => {
        const expected = idsWhere((row) => evaluate(where, row));
        const actual = await idsOf(where);
        expect(actual).toEqual(expected);
        const counted = await run({ addCount: true, where });
        expect(counted.items[0]?.[COUNT_KEY]).toBe(expected.length);
        const other = await run({ fields: ['_id'], limit: 1000, where }, 'CASE', data.b);
        for (const item of other.items) expect(item._id).toMatch(/^B-/);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the test database', () => {
  it('still has its tables after every attack above', async () => {
    const result = (await database.db.execute(sql`select count(*)::int as n from cases`)) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows[0]?.n).toBe(data.casesA.length + data.casesB.length);
  });
});
