import { getTableColumns, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  COUNT_KEY,
  queryBodySchema,
  type FilterCondition,
  type FilterValue,
  type QueryBody,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { cases } from '../../../platform/db/schema.js';
import { seedModules } from '../../../platform/seed.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { compileQuery } from '../compile.js';
import { runDashboardTab } from '../dashboard-tab.js';
import { createAnalyticsRegistry } from '../registry.js';
import { createAnalyticsService, sqlState } from '../run-query.js';
import { insertTestWorkspaces, type TestWorkspaces } from '../test-data.js';
import {
  parseRollupKey,
  pickRollup,
  rollupNeed,
  rollupSpec,
  type RollupGrain,
  type StoredRollup,
} from './plan.js';
import { addWantedRollups, MAX_WANTED_ROLLUPS, refreshRollups } from './refresh.js';
import { createRollupRefresher } from './refresher.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let data: TestWorkspaces;
const registry = createAnalyticsRegistry();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedModules(database.db);
  data = await insertTestWorkspaces(database.db);
});
afterAll(async () => database.close());

async function answer(body: QueryBody, workspaceId: string, rollupKey?: string): Promise<QueryResult> {
  const compiled = compileQuery('CASE', queryBodySchema.parse(body), registry, workspaceId, rollupKey);
  const result = (await database.db.execute(compiled.sql)) as unknown as { rows: Record<string, unknown>[] };
  return compiled.decode(result.rows[0]);
}

async function bumpVersion(workspaceId: string): Promise<void> {
  await database.db.execute(
    sql`update workspaces set data_version = data_version + 1 where id = ${workspaceId}::uuid`,
  );
}

const COLUMNS = [
  'age',
  'child_death',
  'death_latitude',
  'manner_of_death',
  'pathologist',
  'sex_formatted',
  'cause_of_death',
];
const BY_VALUE = rollupSpec([...COLUMNS, 'date_of_death'].map((column) => ({ column, grain: 'value' })));
const byDate = (grain: RollupGrain) =>
  rollupSpec([
    ...COLUMNS.map((column) => ({ column, grain: 'value' as const })),
    { column: 'date_of_death', grain },
  ]);
const BY_MONTH = byDate('month');
const BY_YEAR = byDate('year');

const GROUPABLE = [
  'mannerOfDeath',
  'sexFormatted',
  'month_dateOfDeath',
  'year_dateOfDeath',
  'deathDate',
  'childDeath',
  'deathLatitude',
  'pathologist',
  'age',
];

/** Values on the edges: month and day bounds of the test dates, [v, v+1) of the ages, LIKE wildcards. */
const CONDITIONS: fc.Arbitrary<FilterCondition> = fc.oneof(
  fc.record({
    field: fc.constant('deathDate'),
    operator: fc.constantFrom('gte', 'lte'),
    values: fc
      .constantFrom(
        '2021-06-01',
        '2021-05-31',
        '2021-06-30',
        '2021-06-15',
        '2022-12-31',
        '2023-01-01',
        '2021-01-01',
        '2020-12-31',
      )
      .map((value) => [value]),
  }),
  fc.record({
    field: fc.constant('deathDate'),
    operator: fc.constantFrom('eq', 'ne', 'in', 'nin'),
    values: fc.array(fc.constantFrom<FilterValue>('2021-06-15', '2020-01-01', null), { maxLength: 2 }),
  }),
  fc.record({
    field: fc.constantFrom('year_dateOfDeath'),
    operator: fc.constantFrom('eq', 'ne', 'gte', 'lte'),
    values: fc.constantFrom<FilterValue>(2021, 2022).map((value) => [value]),
  }),
  fc.record({
    field: fc.constant('age'),
    operator: fc.constantFrom('eq', 'gte', 'lte', 'nin'),
    values: fc.constantFrom<FilterValue>(0.5, 17, 18, 45).map((value) => [value]),
  }),
  fc.record({
    field: fc.constantFrom('mannerOfDeath', 'sexFormatted', 'pathologist'),
    operator: fc.constantFrom('eq', 'ne', 'in', 'nin'),
    values: fc.array(fc.constantFrom<FilterValue>('NATURAL', 'Male', 'Dr. Smith', null), { maxLength: 2 }),
  }),
  fc.record({
    field: fc.constant('causeOfDeath'),
    operator: fc.constant('like' as const),
    values: fc.array(fc.constantFrom('force', '%', '_', 'TOX'), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    field: fc.constant('childDeath'),
    operator: fc.constantFrom('eq', 'ne'),
    values: fc.constantFrom<FilterValue>(true, false, null).map((value) => [value]),
  }),
);

const TREES = fc.letrec<{ node: WhereNode }>((tie) => ({
  node: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'tree' },
    CONDITIONS,
    fc.array(tie('node'), { maxLength: 3 }).map((and) => ({ and })),
    fc.array(tie('node'), { maxLength: 3 }).map((or) => ({ or })),
    tie('node').map((not) => ({ not })),
  ),
})).node;

const BODIES: fc.Arbitrary<QueryBody> = fc
  .record({
    groupBy: fc.uniqueArray(fc.constantFrom(...GROUPABLE), { maxLength: 2 }),
    where: fc.option(TREES, { nil: undefined }),
    limit: fc.integer({ min: 1, max: 60 }),
    byCount: fc.boolean(),
    ascending: fc.boolean(),
  })
  .map(({ groupBy, where, limit, byCount, ascending }) => ({
    addCount: true,
    ...(where ? { where } : {}),
    ...(groupBy.length > 0
      ? { groupBy, limit, sortField: byCount ? COUNT_KEY : groupBy[0], sortAsc: ascending }
      : {}),
  }));

describe('property: a summary answers what the cases answer', () => {
  let stored: StoredRollup[] = [];

  beforeAll(async () => {
    await bumpVersion(data.a);
    stored =
      (await refreshRollups(database.db, data.a, { specs: [BY_VALUE, BY_MONTH, BY_YEAR] }))?.rollups ?? [];
  });

  it('over random groupings and filter trees, from every summary that holds them', async () => {
    expect(stored.map((rollup) => rollup.key).sort()).toEqual(
      ['*', BY_MONTH.key, BY_VALUE.key, BY_YEAR.key].sort(),
    );
    let byMonth = 0;
    let byYear = 0;
    await fc.assert(
      fc.asyncProperty(BODIES, async (body) => {
        const need = rollupNeed('CASE', queryBodySchema.parse(body), registry.resolve('CASE'));
        expect(need).toBeDefined();
        const live = await answer(body, data.a);
        const holders = stored.filter((rollup) => need && pickRollup(need, [rollup]));
        expect(holders.map((rollup) => rollup.key)).toContain(BY_VALUE.key);
        for (const rollup of holders) {
          if (rollup.key === BY_MONTH.key) byMonth += 1;
          if (rollup.key === BY_YEAR.key) byYear += 1;
          expect(await answer(body, data.a, rollup.key)).toEqual(live);
        }
      }),
      { numRuns: 150 },
    );
    expect(byMonth).toBeGreaterThan(10);
    expect(byYear).toBeGreaterThan(5);
  });

  it('holds only the cases of its own workspace', async () => {
    const body: QueryBody = { addCount: true, groupBy: ['sexFormatted'] };
    expect(await answer(body, data.b, BY_VALUE.key)).toEqual({ items: [] });
    expect(await answer({ addCount: true }, data.a, '*')).toEqual({
      items: [{ [COUNT_KEY]: data.casesA.length }],
    });
  });
});

describe('refreshing', () => {
  it('writes the summaries once per data version, and again after it moves', async () => {
    await bumpVersion(data.b);
    const first = await refreshRollups(database.db, data.b);
    expect(first?.rollups.map((rollup) => rollup.key)).toContain('cause_of_death,date_of_death@year');
    expect(await refreshRollups(database.db, data.b)).toBeUndefined();
    await bumpVersion(data.b);
    const second = await refreshRollups(database.db, data.b);
    expect(second?.dataVersion).toBe((first?.dataVersion ?? 0) + 1);
  });

  it('writes more summaries than one GROUPING() call can tell apart', async () => {
    await bumpVersion(data.a);
    const textColumns = Object.values(getTableColumns(cases))
      .filter((column) => column.getSQLType() === 'text' && column.name !== 'case_id')
      .map((column) => column.name);
    expect(textColumns.length).toBeGreaterThan(32);
    const specs = textColumns.map((column) => rollupSpec([{ column, grain: 'value' }]));
    const outcome = await refreshRollups(database.db, data.a, { specs });
    expect(outcome?.rollups).toHaveLength(specs.length + 1);
    const sums = (await database.db.execute(
      sql`select rollup, sum(n)::int as n from case_rollup_rows where workspace_id = ${data.a}::uuid group by rollup`,
    )) as unknown as { rows: { rollup: string; n: number }[] };
    expect(sums.rows).toHaveLength(specs.length + 1);
    for (const row of sums.rows) expect(row.n).toBe(data.casesA.length);
  });

  it('drops a summary with nearly as many rows as there are cases', async () => {
    await bumpVersion(data.a);
    const wide = rollupSpec(parseRollupKey('age,cause_of_death,date_of_death,pathologist'));
    const outcome = await refreshRollups(database.db, data.a, {
      specs: [wide, rollupSpec(parseRollupKey('manner_of_death'))],
      limits: { rows: 10, caseShare: 0.9 },
    });
    expect(outcome?.rollups.map((rollup) => rollup.key)).toEqual(['*', 'manner_of_death']);
    const rows = (await database.db.execute(
      sql`select distinct rollup from case_rollup_rows where workspace_id = ${data.a}::uuid order by 1`,
    )) as unknown as { rows: { rollup: string }[] };
    expect(rows.rows.map((row) => row.rollup)).toEqual(['*', 'manner_of_death']);
  });
});

describe('the analytics service', () => {
  const tabs = DEFAULT_CASE_DASHBOARD.tabs;

  it('answers from the cases while the summaries are stale, then from the summaries, equally', async () => {
    const service = createAnalyticsService(database.db);
    await bumpVersion(data.a);
    const live = await Promise.all(
      tabs.map((tab) => runDashboardTab(service, data.a, tab, undefined, undefined)),
    );
    await service.rollups.settled(data.a);
    service.cache.clear();
    const summarised = await Promise.all(
      tabs.map((tab) => runDashboardTab(service, data.a, tab, undefined, undefined)),
    );
    expect(summarised).toEqual(live);

    // The summaries are what answered: doubling their counts doubles the answers.
    await database.db.execute(
      sql`update case_rollup_rows set n = n * 2 where workspace_id = ${data.a}::uuid`,
    );
    service.cache.clear();
    const [doubled] = await Promise.all([runDashboardTab(service, data.a, tabs[0]!, undefined, undefined)]);
    expect(doubled?.total_cases?.items[0]?.[COUNT_KEY]).toBe(2 * data.casesA.length);
    const [tableTab] = tabs.slice(-1);
    const table = await runDashboardTab(service, data.a, tableTab!, undefined, undefined);
    expect(table.case_list?.total).toBe(data.casesA.length);

    // Filtered by the filter bar on a column no summary holds: from the cases.
    const filtered = await service.query(
      data.a,
      'CASE',
      queryBodySchema.parse({
        addCount: true,
        where: { field: 'roundedAge', operator: 'gte', values: [18] },
      }),
    );
    expect(filtered.items[0]?.[COUNT_KEY]).toBe(
      data.casesA.filter((row) => (row.roundedAge ?? -1) >= 18).length,
    );

    // New data: stale again, answered from the cases, and a refresh is asked for.
    await bumpVersion(data.a);
    const fresh = await service.query(data.a, 'CASE', queryBodySchema.parse({ addCount: true }));
    expect(fresh.items[0]?.[COUNT_KEY]).toBe(data.casesA.length);
    await service.rollups.settled(data.a);
    const state = (await database.db.execute(
      sql`select s.data_version = w.data_version as current from case_rollup_states s
        join workspaces w on w.id = s.workspace_id where s.workspace_id = ${data.a}::uuid`,
    )) as unknown as { rows: { current: boolean }[] };
    expect(state.rows[0]?.current).toBe(true);
    await service.rollups.close();
  });

  it('writes the summary a filtered query needs, and answers from it from then on', async () => {
    const service = createAnalyticsService(database.db);
    await bumpVersion(data.b);
    const body = queryBodySchema.parse({
      addCount: true,
      groupBy: ['sexFormatted'],
      where: { field: 'pathologist', operator: 'in', values: ['Dr. Smith', 'Dr. Jones'] },
    });
    await service.query(data.b, 'CASE', body);
    await service.rollups.settled(data.b);
    service.cache.clear();
    const live = await service.query(data.b, 'CASE', body);
    await service.rollups.settled(data.b);
    const wanted = (await database.db.execute(
      sql`select wanted, rollups from case_rollup_states where workspace_id = ${data.b}::uuid`,
    )) as unknown as { rows: { wanted: string[]; rollups: StoredRollup[] }[] };
    expect(wanted.rows[0]?.wanted).toEqual(['pathologist,sex_formatted']);
    expect(wanted.rows[0]?.rollups.map((rollup) => rollup.key)).toContain('pathologist,sex_formatted');

    service.cache.clear();
    expect(await service.query(data.b, 'CASE', body)).toEqual(live);
    await database.db.execute(sql`update case_rollup_rows set n = n * 2
      where workspace_id = ${data.b}::uuid and rollup = 'pathologist,sex_formatted'`);
    service.cache.clear();
    const doubled = await service.query(data.b, 'CASE', body);
    expect(doubled.items.map((item) => item[COUNT_KEY])).toEqual(
      live.items.map((item) => 2 * Number(item[COUNT_KEY])),
    );
    await service.rollups.close();
  });
});

describe('the wanted summaries', () => {
  it('keep the newest, at most MAX_WANTED_ROLLUPS, each once', async () => {
    await bumpVersion(data.b);
    await refreshRollups(database.db, data.b);
    await database.db.execute(
      sql`update case_rollup_states set wanted = '[]'::jsonb where workspace_id = ${data.b}::uuid`,
    );
    const keys = Array.from({ length: MAX_WANTED_ROLLUPS + 6 }, (_, index) => `k${index}`);
    await addWantedRollups(database.db, data.b, keys.slice(0, 10));
    await addWantedRollups(database.db, data.b, ['k3', ...keys.slice(10)]);
    const result = (await database.db.execute(
      sql`select wanted from case_rollup_states where workspace_id = ${data.b}::uuid`,
    )) as unknown as { rows: { wanted: string[] }[] };
    expect(result.rows[0]?.wanted).toEqual(keys.slice(6));
    // Keys no summary can hold are skipped when written.
    await bumpVersion(data.b);
    expect((await refreshRollups(database.db, data.b))?.rollups.map((r) => r.key)).not.toContain('k7');
  });
});

describe('the refresher', () => {
  it('hands a failed refresh to its error handler and carries on', async () => {
    const failures: unknown[] = [];
    const refresher = createRollupRefresher(database.db, { onError: (error) => failures.push(error) });
    refresher.request('not-a-workspace-id');
    await refresher.settled('not-a-workspace-id');
    expect(failures.map(sqlState)).toEqual(['22P02']);
    await refresher.close();
  });

  it('folds the asks made during a refresh into one more run, and takes none once closed', async () => {
    const refresher = createRollupRefresher(database.db, { cooldownFactor: 0 });
    const versions = async () =>
      (
        (await database.db.execute(sql`select s.data_version::int as stamped, w.data_version::int as version
          from workspaces w left join case_rollup_states s on s.workspace_id = w.id
          where w.id = ${data.b}::uuid`)) as unknown as { rows: { stamped: number; version: number }[] }
      ).rows[0];
    await bumpVersion(data.b);
    refresher.request(data.b);
    await bumpVersion(data.b);
    refresher.request(data.b);
    refresher.request(data.b);
    await refresher.settled(data.b);
    const after = await versions();
    expect(after?.stamped).toBe(after?.version);

    await refresher.close();
    await bumpVersion(data.b);
    refresher.request(data.b);
    await refresher.settled(data.b);
    const closed = await versions();
    expect(closed?.stamped).toBe((closed?.version ?? 0) - 1);
  });
});
