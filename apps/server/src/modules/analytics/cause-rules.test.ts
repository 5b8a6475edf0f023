import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRUG_INDUCED_FILTER } from '@hde/contracts';
import { COUNT_KEY, queryBodySchema, type QueryBody } from '@hde/contracts/api';
import { seedModules } from '../../platform/seed.js';
import { createTestDatabase } from '../../test/test-database.js';
import { compileQuery } from './compile.js';
import { createAnalyticsRegistry } from './registry.js';
import { rollupSpec } from './rollups/plan.js';
import { refreshRollups } from './rollups/refresh.js';
import { insertCases, insertWorkspace, testCases } from './test-data.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const registry = createAnalyticsRegistry();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedModules(database.db);
});
afterAll(async () => database.close());

async function workspaceWithCauses(name: string, causes: (string | null)[]): Promise<string> {
  const workspace = await insertWorkspace(database.db, name);
  const rows = testCases(name.slice(0, 3), causes.length).map((row, index) => ({
    ...row,
    causeOfDeath: causes[index] ?? null,
  }));
  await insertCases(database.db, workspace, rows);
  return workspace;
}

async function answer(workspace: string, body: QueryBody, rollupKey?: string) {
  const compiled = compileQuery('CASE', queryBodySchema.parse(body), registry, workspace, rollupKey);
  const result = (await database.db.execute(compiled.sql)) as unknown as { rows: Record<string, unknown>[] };
  return compiled.decode(result.rows[0]).items;
}

describe('causes of death', () => {
  it('group whatever their letter case and spaces, shown in the most frequent spelling, in both paths', async () => {
    const workspace = await workspaceWithCauses('Spellings', [
      'Acute Heroin Intoxication',
      'acute heroin intoxication ',
      'Acute Heroin Intoxication',
      '  ACUTE HEROIN INTOXICATION',
      'Gunshot wound',
      'Gunshot wound',
      ' gunshot WOUND',
      null,
    ]);
    const grouped: QueryBody = { groupBy: 'causeOfDeath', addCount: true, sortField: COUNT_KEY };
    const expected = [
      { causeOfDeath: 'Acute Heroin Intoxication', [COUNT_KEY]: 4 },
      { causeOfDeath: 'Gunshot wound', [COUNT_KEY]: 3 },
      { causeOfDeath: null, [COUNT_KEY]: 1 },
    ];
    const picked: QueryBody = {
      addCount: true,
      where: { field: 'causeOfDeath', operator: 'eq', values: ['acute heroin INTOXICATION  '] },
    };
    const others: QueryBody = {
      addCount: true,
      where: { field: 'causeOfDeath', operator: 'nin', values: ['GUNSHOT WOUND'] },
    };
    expect(await answer(workspace, grouped)).toEqual(expected);
    expect(await answer(workspace, picked)).toEqual([{ [COUNT_KEY]: 4 }]);
    expect(await answer(workspace, others)).toEqual([{ [COUNT_KEY]: 5 }]);

    const spec = rollupSpec([{ column: 'cause_of_death', grain: 'value' }]);
    const outcome = await refreshRollups(database.db, workspace, { specs: [spec], force: true });
    expect(outcome).toBeDefined();
    expect(await answer(workspace, grouped, spec.key)).toEqual(expected);
    expect(await answer(workspace, picked, spec.key)).toEqual([{ [COUNT_KEY]: 4 }]);
    expect(await answer(workspace, others, spec.key)).toEqual([{ [COUNT_KEY]: 5 }]);
  });

  it('count as drug-induced by the widened rule, and not for a non-drug poison', async () => {
    const drugDeaths = [
      'Acute fentanyl intoxication',
      'Mixed drug overdose',
      'Oxycodone poisoning',
      'Acute combined drug toxicity',
      'Complications of opioid use disorder',
    ];
    const otherDeaths = [
      'Carbon monoxide poisoning',
      'Carbon monoxide toxicity',
      'Food poisoning',
      'Gunshot wound of head',
      'Hypertensive cardiovascular disease',
      null,
    ];
    const workspace = await workspaceWithCauses('Drugs', [...drugDeaths, ...otherDeaths]);
    const counted = await answer(workspace, {
      groupBy: 'causeOfDeath',
      addCount: true,
      sortField: 'causeOfDeath',
      initialFilter: DRUG_INDUCED_FILTER,
    });
    expect(counted.map((row) => row.causeOfDeath)).toEqual([...drugDeaths].sort());
  });
});
