import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseComparisonReplySchema, trendsReplySchema, trendSubstancesReplySchema } from '@hde/contracts/api';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertCases, toxUser, type TestCase, type ToxCaller } from './test-support.js';

let ctx: TestApp;
let owner: ToxCaller;
let other: ToxCaller;

const at = (
  caseId: string,
  createdAt: string,
  entries: TestCase['entries'],
  sex: TestCase['sex'] = 'M',
): TestCase => ({
  caseId,
  createdAt,
  sex,
  raceGroup: 'White',
  ageGroup: '25-44',
  entries,
});

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await toxUser(ctx);
  other = await toxUser(ctx);
  await insertCases(ctx.database.db, owner.id, [
    at('TX-A', '2024-12-30T10:00:00Z', [
      { substance: 'fentanyl', value: 10, unit: 'ng/mL' },
      { substance: 'fentanyl', specimenClass: 'urine', value: 50, unit: 'ng/mL' },
      { substance: 'ethanol' },
    ]),
    at(
      'TX-B',
      '2025-01-02T23:59:59Z',
      [
        { substance: 'fentanyl', value: 5, unit: 'ng/mL' },
        // A metabolite is not placed among its parent's results.
        { substance: 'fentanyl', analyte: 'norfentanyl', value: 9, unit: 'ng/mL' },
      ],
      'F',
    ),
    at('TX-C', '2025-01-08T00:00:00Z', [{ substance: 'fentanyl', value: 10, unit: 'ng/mL' }], null),
    at('TX-D', '2025-01-09T00:00:00Z', [
      { substance: 'cocaine' },
      { substance: 'fentanyl', value: 20, unit: 'ng/mL' },
      { substance: 'fentanyl', value: 7, unit: 'mg/L' },
    ]),
  ]);
  await insertCases(ctx.database.db, other.id, [
    at('TX-A', '2025-01-01T00:00:00Z', [{ substance: 'fentanyl', value: 1, unit: 'ng/mL' }]),
  ]);
});
afterAll(() => ctx.close());

const trends = (caller: ToxCaller, query: string) => caller.call('GET', `/v2/tox-insights/trends?${query}`);

describe('GET /v2/tox-insights/trends', () => {
  it("counts the caller's cases by ISO week, sex, race, age and substance", async () => {
    const reply = await trends(owner, 'start_date=2024-12-30&end_date=2025-01-12&substances=Fentanyl');
    expect(reply.statusCode).toBe(200);
    const { data } = trendsReplySchema.parse(reply.json());
    expect(data.total_cases).toEqual([
      { period: '2025-W01', count: 2 },
      { period: '2025-W02', count: 2 },
    ]);
    expect(data.cases_by_substance).toEqual([
      { period: '2025-W01', substance: 'fentanyl', count: 2 },
      { period: '2025-W02', substance: 'fentanyl', count: 2 },
    ]);
    expect(data.cases_by_sex).toEqual(
      expect.arrayContaining([
        { period: '2025-W01', sex: 'Female', count: 1 },
        { period: '2025-W01', sex: 'Male', count: 1 },
        { period: '2025-W02', sex: 'Unknown', count: 1 },
      ]),
    );
    expect(data.cases_by_age).toEqual([
      { period: '2025-W01', age_bucket: '25-44', count: 2 },
      { period: '2025-W02', age_bucket: '25-44', count: 2 },
    ]);
    expect(data.summary).toEqual({ total_cases: 4, substances: [{ substance: 'fentanyl', count: 4 }] });
    expect(data.summary_text).toBe(
      '4 cases in the 2 weeks from 2024-12-30 to 2025-01-12. The most frequent substance was fentanyl, in 4 cases.',
    );
    expect(data).toMatchObject({ period: 'week', sample: false, provisional_from: null, insights: [] });
  });

  it('ranges over UTC days, end day included, and keeps empty weeks as zeros', async () => {
    const { data } = trendsReplySchema.parse(
      (await trends(owner, 'start_date=2025-01-02&end_date=2025-01-22&substances=cocaine')).json(),
    );
    expect(data.total_cases).toEqual([
      { period: '2025-W01', count: 0 },
      { period: '2025-W02', count: 1 },
      { period: '2025-W03', count: 0 },
      { period: '2025-W04', count: 0 },
    ]);
  });

  it('lists the most frequent substances when none is asked', async () => {
    const { data } = trendsReplySchema.parse(
      (await trends(owner, 'start_date=2024-01-01&end_date=2025-12-31')).json(),
    );
    expect(data.summary.total_cases).toBe(4);
    expect(data.summary.substances).toEqual([
      { substance: 'fentanyl', count: 4 },
      { substance: 'cocaine', count: 1 },
      { substance: 'ethanol', count: 1 },
    ]);
  });

  it('answers unknown and hostile substance names with zero counts', async () => {
    const hostile = encodeURIComponent("x'); drop table tox_cases; --");
    const reply = await trends(
      owner,
      `start_date=2025-01-01&end_date=2025-01-31&substances=${hostile}&substances=zzz`,
    );
    expect(reply.statusCode).toBe(200);
    const { data } = trendsReplySchema.parse(reply.json());
    expect(data.summary.total_cases).toBe(0);
    expect(data.summary_text).toBe('No cases in the 5 weeks from 2025-01-01 to 2025-01-31.');
  });

  it.each([
    ['end_date=2025-01-01', 'start_date'],
    ['start_date=2025-01-01', 'end_date'],
    ['start_date=2025-02-30&end_date=2025-03-01', 'start_date'],
    ['start_date=yesterday&end_date=2025-03-01', 'start_date'],
    ['start_date=2025-03-01&end_date=2025-01-01', 'end_date'],
    ['start_date=1970-01-01&end_date=2020-01-01', 'end_date'],
    [`start_date=2025-01-01&end_date=2025-02-01&${'substances=a&'.repeat(51)}`, 'substances'],
    [`start_date=2025-01-01&end_date=2025-02-01&substances=${'a'.repeat(101)}`, 'substances'],
    ['start_date=0000-01-01&end_date=0000-06-01', 'start_date'],
    ['start_date=9999-12-01&end_date=9999-12-31', 'start_date'],
  ])('refuses %s naming %s', async (query, field) => {
    const reply = await trends(owner, query);
    expect(reply.statusCode).toBe(400);
    const body = reply.json() as { fieldErrors?: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors ?? {}).join(' ')).toContain(field);
  });

  it('needs a token and tox access, as the tox cases do', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/v2/tox-insights/trends?start_date=2025-01-01&end_date=2025-01-02',
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await apiUser(ctx);
    expect((await trends(stranger, 'start_date=2025-01-01&end_date=2025-01-02')).statusCode).toBe(404);
  });

  it('answers the sample view without reading cases, labelled, with its rise in the feed', async () => {
    const reply = await trends(other, 'start_date=2022-01-03&end_date=2025-01-05&sample=true');
    const { data } = trendsReplySchema.parse(reply.json());
    expect(data.sample).toBe(true);
    expect(data.summary_text).toMatch(/^Sample data: /);
    expect(data.summary.substances.map((row) => row.substance)).toContain('fentanyl');
    expect(data.insights.some((item) => item.subject.value === 'fentanyl' && item.kind === 'change')).toBe(
      true,
    );
    const again = trendsReplySchema.parse(
      (await trends(other, 'start_date=2022-01-03&end_date=2025-01-05&sample=true')).json(),
    );
    expect(again.data).toEqual(data);
  });
});

describe('GET /v2/tox-insights/substances', () => {
  it("lists the caller's substances only, sorted", async () => {
    const reply = await owner.call('GET', '/v2/tox-insights/substances');
    expect(trendSubstancesReplySchema.parse(reply.json())).toEqual({
      substances: ['cocaine', 'ethanol', 'fentanyl'],
    });
  });
});

describe('GET /v2/tox-insights/case/:id', () => {
  it("places the case among the caller's other cases", async () => {
    const reply = await owner.call('GET', '/v2/tox-insights/case/TX-C');
    expect(reply.statusCode).toBe(200);
    const { data } = caseComparisonReplySchema.parse(reply.json());
    expect(data).toEqual({
      caseId: 'TX-C',
      otherCases: 3,
      substances: [
        {
          substance: 'fentanyl',
          casesWith: 3,
          share: 100,
          // Others in peripheral blood, ng/mL: 10 (TX-A), 5 (TX-B), 20 (TX-D): one below, one tie.
          measurements: [
            {
              entry: 'fentanyl',
              specimenClass: 'peripheral blood',
              value: 10,
              unit: 'ng/mL',
              compared: 3,
              percentile: 50,
              median: 10,
            },
          ],
        },
      ],
    });
  });

  it('counts shares of cases and leaves a result with nothing to compare unplaced', async () => {
    const { data } = caseComparisonReplySchema.parse(
      (await owner.call('GET', '/v2/tox-insights/case/TX-D')).json(),
    );
    expect(data.substances.map((row) => [row.substance, row.casesWith, row.share])).toEqual([
      ['cocaine', 0, 0],
      ['fentanyl', 3, 100],
    ]);
    const mg = data.substances[1]?.measurements.find((row) => row.unit === 'mg/L');
    expect(mg).toMatchObject({ compared: 0, percentile: null, median: null });
  });

  it("does not show another account's case, or an unknown one", async () => {
    const { data } = caseComparisonReplySchema.parse(
      (await other.call('GET', '/v2/tox-insights/case/TX-A')).json(),
    );
    expect(data.otherCases).toBe(0);
    expect(data.substances[0]).toMatchObject({ casesWith: 0, share: null });
    expect((await other.call('GET', '/v2/tox-insights/case/TX-B')).statusCode).toBe(404);
    expect((await owner.call('GET', '/v2/tox-insights/case/TX-nope')).statusCode).toBe(404);
  });
});
