import { eq, and } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MDI_DEMO_WORKSPACE_ID,
  TOX_OVERVIEW_DASHBOARD,
  TOX_WORKSPACE_ID,
  toxOverviewQuery,
} from '@hde/contracts';
import { multipleQueryResultSchema, type WhereNode } from '@hde/contracts/api';
import { toxCaseEntries, toxCases } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkGroups,
  createCase,
  expectedGroups,
  toxUser,
  type ModelCase,
  type ToxCaller,
} from './test-support.js';

let ctx: TestApp;
let stranger: ToxCaller;
beforeAll(async () => {
  ctx = await createTestApp();
  // Another account's cases, in every group the generated ones may fall in: never counted for anyone else.
  stranger = await toxUser(ctx);
  for (const sex of ['F', 'M', 'U'] as const) {
    await createCase(stranger, {
      age: '41',
      sex,
      race: 'White',
      toxicology: [{ analysis: 'Fentanyl', results: '5 ng/mL', specimen: 'Urine', method: 'ELISA' }],
    });
  }
});
afterAll(() => ctx.close());

const OVERVIEW = `/v2/tox/CASE/dashboard/${TOX_WORKSPACE_ID}`;
const WIDGETS = TOX_OVERVIEW_DASHBOARD.tabs.flatMap((tab) => tab.widgets);

/** Names as typed, with what the normaliser makes of them and whether the two charts keep them. */
const ANALYSES = [
  ['Fentanyl', 'fentanyl', true, true],
  ['fentanil', 'fentanyl', true, true],
  ['Norfentanyl', 'fentanyl', true, true],
  ['BE', 'cocaine', true, true],
  ['Cocaine', 'cocaine', true, true],
  ['EME', 'cocaine', false, false],
  ['Ecgonine Methyl Ester', 'cocaine', false, false],
  ['Cocaethylene', 'cocaine', false, true],
  ['Caffeine', 'caffeine', false, true],
  ['tobacco', 'nicotine', false, true],
  ['DA', 'broad drug screen', false, false],
  ['Alkaline Drug Screen', 'broad drug screen', true, false],
  ['Tox Screen', 'broad drug screen', true, true],
  ['CO', 'carboxyhemoglobin', true, false],
  ['Xanax', 'alprazolam', true, true],
  ['Ethanol', 'ethanol', true, true],
  ['Opiates', 'opiates screen', true, true],
  ['Mystery Powder ', 'mystery powder', true, true],
] as const;
const SPECIMENS = [
  ['Blood Femoral', 'peripheral blood'],
  ['Heart Blood', 'central blood'],
  ['Urine', 'urine'],
  ['Vitreous', 'vitreous'],
  ['Liver', 'tissue'],
  ['Gastric Contents', 'other'],
] as const;
const AGES = [
  ['41', '25-44'],
  ['17 months', '0-9'],
  ['12', '10-14'],
  ['20', '15-24'],
  ['50.5', '45-64'],
  ['70', '65-74'],
  ['80', '75-84'],
  ['85', '85+'],
  ['unknown', 'Unknown'],
  ['', 'Unknown'],
] as const;
const RACES = [
  ['White', 'White'],
  ['Black or African American', 'Black or African American'],
  ['Hispanic', 'Hispanic or Latino'],
  ['American Indian or Alaska Native', 'Indian'],
  ['Asian', 'Asian'],
  ['Unknown', 'Other'],
  ['Native Hawaiian or Other Pacific Islander', 'Other'],
] as const;
const SEXES = [
  ['F', 'Female'],
  ['M', 'Male'],
  ['U', 'Unknown'],
  [undefined, 'Unknown'],
] as const;
const METHODS = ['LC-MS/MS', 'GC-MS', 'ELISA'] as const;
const DAY_MS = 86_400_000;
const TODAY = Date.UTC(2026, 0, 15);
const dayOf = (daysBefore: number) => new Date(TODAY - daysBefore * DAY_MS).toISOString().slice(0, 10);

const entryArb = fc.record({
  analysis: fc.constantFrom(...ANALYSES),
  specimen: fc.constantFrom(...SPECIMENS),
  method: fc.constantFrom(...METHODS),
  results: fc.constantFrom('Positive', '12 ng/mL', '<1 ng/mL'),
});
const caseArb = fc.record({
  age: fc.constantFrom(...AGES),
  race: fc.constantFrom(...RACES),
  sex: fc.constantFrom(...SEXES),
  daysBefore: fc.integer({ min: 0, max: 700 }),
  entries: fc.array(entryArb, { maxLength: 4 }),
});
const filterArb: fc.Arbitrary<WhereNode | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .constantFrom(...ANALYSES)
    .map(([, substance]) => ({ field: 'substance', operator: 'eq' as const, values: [substance] })),
  fc.tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 700 })).map(([a, b]) => ({
    and: [
      { field: 'caseDate', operator: 'gte' as const, values: [dayOf(Math.max(a, b))] },
      { field: 'caseDate', operator: 'lte' as const, values: [dayOf(Math.min(a, b))] },
    ],
  })),
  fc
    .subarray(['Female', 'Male', 'Unknown'])
    .map((values) => ({ field: 'sex', operator: 'in' as const, values })),
  fc.constantFrom(...RACES).map(([, race]) => ({ field: 'race', operator: 'eq' as const, values: [race] })),
  fc
    .subarray(AGES.map(([, group]) => group))
    .map((values) => ({ field: 'ageGroup', operator: 'in' as const, values: [...new Set(values)] })),
  fc.constantFrom(...ANALYSES).map(([, substance]) => ({
    and: [
      { field: 'substance', operator: 'eq' as const, values: [substance] },
      { field: 'sex', operator: 'in' as const, values: ['Female', 'Unknown'] },
    ],
  })),
);

async function overview(caller: ToxCaller, filters: WhereNode | undefined) {
  const body = Object.fromEntries(WIDGETS.map((widget) => [widget.id, toxOverviewQuery(widget, filters)]));
  const reply = await caller.call('POST', `${OVERVIEW}/query/multiple`, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return { body, results: multipleQueryResultSchema.parse(reply.json()) };
}

describe('the Toxicology Overview queries', () => {
  it('answer every widget, under any filter, as an in-memory reading of the saved cases', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(caseArb, { maxLength: 8 }),
        fc.array(filterArb, { minLength: 1, maxLength: 3 }),
        async (generated, filters) => {
          const owner = await toxUser(ctx);
          const model: ModelCase[] = [];
          for (const one of generated) {
            const caseId = await createCase(owner, {
              age: one.age[0],
              race: one.race[0],
              ...(one.sex[0] ? { sex: one.sex[0] } : {}),
              toxicology: one.entries.map((entry) => ({
                analysis: entry.analysis[0],
                specimen: entry.specimen[0],
                method: entry.method,
                results: entry.results,
              })),
            });
            const caseDate = dayOf(one.daysBefore);
            // A case's date is the day it was entered: moved back here, on the case and the entries repeating it.
            const createdAt = new Date(`${caseDate}T23:30:00Z`);
            await ctx.database.db
              .update(toxCases)
              .set({ createdAt })
              .where(and(eq(toxCases.ownerId, owner.id), eq(toxCases.caseId, caseId)));
            await ctx.database.db
              .update(toxCaseEntries)
              .set({ createdAt })
              .where(and(eq(toxCaseEntries.ownerId, owner.id), eq(toxCaseEntries.caseId, caseId)));
            model.push({
              caseId,
              sex: one.sex[1],
              race: one.race[1],
              ageGroup: one.age[1],
              caseDate,
              entries: one.entries.map((entry) => ({
                substance: entry.analysis[1],
                specimen: entry.specimen[1],
                method: entry.method,
                inSubstanceChart: entry.analysis[2],
                inAgeChart: entry.analysis[3],
              })),
            });
          }
          for (const filter of filters) {
            const { body, results } = await overview(owner, filter);
            for (const widget of WIDGETS) {
              const query = body[widget.id]!;
              const problems = checkGroups(results[widget.id]!.items, expectedGroups(model, query), query);
              expect(problems, `${widget.id} under ${JSON.stringify(filter)}`).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('answer one query, and a count of cases', async () => {
    const owner = await toxUser(ctx);
    const toxicology = [
      { analysis: 'Fentanyl', results: 'Positive', specimen: 'Urine', method: 'ELISA' },
      { analysis: 'Norfentanyl', results: 'Positive', specimen: 'Urine', method: 'ELISA' },
    ];
    await createCase(owner, { toxicology });
    await createCase(owner, { toxicology: [] });
    const count = await owner.call('POST', `${OVERVIEW}/query`, { addCount: true });
    expect(count.json()).toEqual({ items: [{ COUNT: 2 }] });
    const fentanyl = await owner.call('POST', `${OVERVIEW}/query`, {
      addCount: true,
      unwind: 'toxicology',
      where: { field: 'substance', operator: 'eq', values: ['fentanyl'] },
    });
    expect(fentanyl.json()).toEqual({ items: [{ COUNT: 1 }] });
  });
});

describe('the overview answers after a save', () => {
  it('count a new case and an updated one at once, though answers are cached', async () => {
    const owner = await toxUser(ctx);
    const fentanyl = {
      addCount: true,
      unwind: 'toxicology',
      where: { field: 'substance', operator: 'eq', values: ['fentanyl'] },
    };
    const count = async () =>
      ((await owner.call('POST', `${OVERVIEW}/query`, fentanyl)).json() as { items: { COUNT: number }[] })
        .items[0]?.COUNT;
    const toxicology = (analysis: string) => [
      { analysis, results: 'Positive', specimen: 'Urine', method: 'ELISA' },
    ];
    const caseId = await createCase(owner, { toxicology: toxicology('Fentanyl') });
    expect(await count()).toBe(1);
    await createCase(owner, { toxicology: toxicology('Norfentanyl') });
    expect(await count()).toBe(2);
    const saved = await owner.call('PUT', `/v2/tox/case/${TOX_WORKSPACE_ID}/${caseId}`, {
      toxicology: toxicology('Ethanol'),
    });
    expect(saved.statusCode).toBe(200);
    expect(await count()).toBe(1);
  });
});

describe('the overview scope', () => {
  const body = { addCount: true };

  it('refuses a forged workspace id, another area, an unknown field, quick search and other unwinds', async () => {
    const owner = await toxUser(ctx);
    expect(
      (await owner.call('POST', `/v2/tox/CASE/dashboard/${MDI_DEMO_WORKSPACE_ID}/query`, body)).statusCode,
    ).toBe(404);
    const file = await owner.call('POST', `/v2/tox/FILE/dashboard/${TOX_WORKSPACE_ID}/query`, body);
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({ message: expect.stringContaining('CASE') });
    expect(
      (
        await owner.call('POST', `/v2/tox/toxicology/dashboard/${TOX_WORKSPACE_ID}/query/multiple`, {
          a: body,
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await owner.call('POST', `${OVERVIEW}/query`, { ...body, groupBy: 'causeOfDeath' });
    expect(unknown.statusCode).toBe(400);
    const entryFieldUnjoined = await owner.call('POST', `${OVERVIEW}/query/multiple`, {
      count: body,
      pie: { ...body, groupBy: 'substance' },
    });
    expect(entryFieldUnjoined.statusCode).toBe(400);
    expect(entryFieldUnjoined.json()).toMatchObject({ message: expect.stringContaining('"pie"') });
    expect((await owner.call('POST', `${OVERVIEW}/query`, { ...body, text: 'fentanyl' })).statusCode).toBe(
      400,
    );
    expect((await owner.call('POST', `${OVERVIEW}/query`, { ...body, unwind: 'diagnoses' })).statusCode).toBe(
      400,
    );
  });

  it('refuses callers signed out or without the tox module, as the tox case routes do', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${OVERVIEW}/query`, payload: body })).statusCode,
    ).toBe(401);
    const outsider = await apiUser(ctx);
    expect((await outsider.call('POST', `${OVERVIEW}/query`, body)).statusCode).toBe(404);
    expect((await outsider.call('POST', `${OVERVIEW}/query/multiple`, { a: body })).statusCode).toBe(404);
  });

  it("never counts another account's cases", async () => {
    const owner = await toxUser(ctx);
    expect((await owner.call('POST', `${OVERVIEW}/query`, body)).json()).toEqual({ items: [{ COUNT: 0 }] });
    expect((await stranger.call('POST', `${OVERVIEW}/query`, body)).json()).toEqual({
      items: [{ COUNT: 3 }],
    });
  });
});
