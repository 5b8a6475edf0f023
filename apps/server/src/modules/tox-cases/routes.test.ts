import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import {
  TOX_LIMITS,
  toxCaseCreatedSchema,
  toxCaseListSchema,
  toxCaseSchema,
  toxCaseStatsSchema,
  type ToxCaseBody,
} from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { eq } from 'drizzle-orm';
import { activities } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CASES, createCase, toxUser, type ToxCaller } from './test-support.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const entry = (analysis: string, results = 'Positive') => ({
  analysis,
  method: 'LC-MS/MS',
  specimen: 'Blood Femoral',
  results,
});

const read = async (caller: ToxCaller, path: string) => {
  const reply = await caller.call('GET', path);
  expect(reply.statusCode).toBe(200);
  return toxCaseSchema.parse(reply.json());
};

const list = async (caller: ToxCaller, body: object = {}) => {
  const reply = await caller.call('POST', `${CASES}/list`, body);
  expect(reply.statusCode).toBe(200);
  return toxCaseListSchema.parse(reply.json());
};

describe('creating and updating toxicology cases', () => {
  it('creates version 0 with a server case id, drops blank entries and keeps age as typed', async () => {
    const owner = await toxUser(ctx);
    const reply = await owner.call('POST', CASES, {
      age: '17 months',
      sex: 'F',
      race: 'Asian',
      location: 'Birmingham',
      toxicology: [entry('Fentanyl', '2.3 ng/mL'), { analysis: ' ', method: '', specimen: '', results: '' }],
    });
    expect(reply.statusCode).toBe(201);
    const { caseId } = toxCaseCreatedSchema.parse(reply.json());
    expect(caseId).toMatch(/^TX-[0-9A-HJKMNP-TV-Z]{8}$/);

    const saved = await read(owner, `${CASES}/${caseId}`);
    expect(saved).toMatchObject({
      caseId,
      version: 0,
      currentVersion: 0,
      latest: true,
      age: '17 months',
      sex: 'F',
      race: 'Asian',
      scene: null,
      sample: false,
      transactionId: null,
      summary: { status: 'PENDING', summary: null, findings: [] },
    });
    expect(saved.toxicology).toEqual([entry('Fentanyl', '2.3 ng/mL')]);

    const numeric = await createCase(owner, { age: 42, toxicology: [] });
    expect((await read(owner, `${CASES}/${numeric}`)).age).toBe('42');
  });

  it('writes a new version on every update, each one readable', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, { age: 'unknown', toxicology: [entry('Cocaine')] });
    const update = await owner.call('PUT', `${CASES}/${caseId}`, {
      age: 30,
      toxicology: [entry('Cocaine'), entry('Ethanol', '0.12 g/dL')],
    });
    expect(update.statusCode).toBe(200);
    expect(toxCaseCreatedSchema.parse(update.json())).toEqual({ caseId });
    await owner.call('PUT', `${CASES}/${caseId}`, { notes: 'Third', toxicology: [] });

    const current = await read(owner, `${CASES}/${caseId}`);
    expect(current).toMatchObject({ version: 2, currentVersion: 2, latest: true, notes: 'Third', age: null });
    const first = await read(owner, `${CASES}/${caseId}/0`);
    expect(first).toMatchObject({ version: 0, currentVersion: 2, latest: false, age: 'unknown' });
    expect(first.toxicology).toEqual([entry('Cocaine')]);
    expect((await read(owner, `${CASES}/${caseId}/1`)).toxicology).toHaveLength(2);

    const missing = await owner.call('GET', `${CASES}/${caseId}/3`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: TOX_TEXT.errors.versionNotFound });
    expect((await owner.call('GET', `${CASES}/${caseId}/x`)).statusCode).toBe(400);
  });

  it('records an activity with every write', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, { toxicology: [] });
    await owner.call('PUT', `${CASES}/${caseId}`, { toxicology: [] });
    const rows = await ctx.database.db.select().from(activities).where(eq(activities.userId, owner.id));
    const ofCase = rows.filter((row) => row.collectionName === 'tox_cases');
    expect(ofCase.map((row) => [row.action, row.details])).toEqual([
      ['CREATE', { caseId, version: 0 }],
      ['UPDATE', { caseId, version: 1 }],
    ]);
  });

  it('takes 200 entries and refuses 201, unknown fields and a foreign workspace id', async () => {
    const owner = await toxUser(ctx);
    const many = (count: number): ToxCaseBody => ({
      toxicology: Array.from({ length: count }, (_, at) => entry(`Analyte ${at}`)),
    });
    const caseId = await createCase(owner, many(TOX_LIMITS.entries));
    expect((await read(owner, `${CASES}/${caseId}`)).toxicology).toHaveLength(200);
    expect((await owner.call('POST', CASES, many(TOX_LIMITS.entries + 1))).statusCode).toBe(400);
    expect((await owner.call('PUT', `${CASES}/${caseId}`, many(TOX_LIMITS.entries + 1))).statusCode).toBe(
      400,
    );
    expect((await owner.call('POST', CASES, { toxicology: [], ownerId: owner.id })).statusCode).toBe(400);
    const forgedEntry = { toxicology: [{ ...entry('Heroin'), id: 'x' }] };
    expect((await owner.call('PUT', `${CASES}/${caseId}`, forgedEntry)).statusCode).toBe(400);
    expect(
      (await owner.call('POST', `/v2/tox/case/${MDI_DEMO_WORKSPACE_ID}`, { toxicology: [] })).statusCode,
    ).toBe(404);
  });

  it('refuses callers without tox access', async () => {
    const outsider = await apiUser(ctx);
    expect((await outsider.call('POST', CASES, { toxicology: [] })).statusCode).toBe(404);
    expect((await outsider.call('GET', `${CASES}/stats`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${CASES}/stats` })).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it("answers 404 for another account's case, exactly as for an unknown one, and lists none of it", async () => {
    const [owner, other] = [await toxUser(ctx), await toxUser(ctx)];
    const caseId = await createCase(owner, { toxicology: [entry('Fentanyl')] });
    const unknown = await other.call('GET', `${CASES}/TX-00000000`);
    for (const [method, path, body] of [
      ['GET', `${CASES}/${caseId}`],
      ['GET', `${CASES}/${caseId}/0`],
      ['PUT', `${CASES}/${caseId}`, { toxicology: [] }],
      ['POST', `${CASES}/${caseId}/0/trust`],
    ] as const) {
      const reply = await other.call(method, path, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(unknown.json());
    }
    expect(unknown.json()).toMatchObject({ message: TOX_TEXT.errors.notFound });
    expect(await list(other)).toEqual({ items: [], total: 0 });
    expect(toxCaseStatsSchema.parse((await other.call('GET', `${CASES}/stats`)).json())).toEqual({
      totalCases: 0,
      casesWithToxicology: 0,
      averageAnalyses: 0,
    });
    expect((await read(owner, `${CASES}/${caseId}`)).version).toBe(0);
  });
});

describe('the case list and the stat cards', () => {
  it('lists the latest versions newest first, with each filter and paging', async () => {
    const owner = await toxUser(ctx);
    const first = await createCase(owner, { sex: 'M', race: 'White', toxicology: [entry('Fentanyl')] });
    const second = await createCase(owner, { sex: 'F', race: 'Asian', toxicology: [entry('Cocaine')] });
    const third = await createCase(owner, { sex: 'U', toxicology: [] });
    await owner.call('PUT', `${CASES}/${first}`, {
      sex: 'M',
      race: 'White',
      toxicology: [entry('Norfentanyl'), entry('Ethanol')],
    });

    const all = await list(owner);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.caseId)).toEqual([first, third, second]);
    expect(all.items[0]).toMatchObject({
      version: 1,
      analyses: ['Norfentanyl', 'Ethanol'],
      status: 'PENDING',
      sample: false,
    });

    const ids = async (body: object) => (await list(owner, body)).items.map((item) => item.caseId);
    expect(await ids({ sex: ['F', 'U'] })).toEqual([third, second]);
    expect(await ids({ race: ['White'] })).toEqual([first]);
    expect(await ids({ substance: 'FENTANYL' })).toEqual([first]);
    expect(await ids({ substance: '%' })).toEqual([]);
    expect(await ids({ text: second.slice(3).toLowerCase() })).toEqual([second]);
    const page = await list(owner, { limit: 10, skip: 2 });
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((item) => item.caseId)).toEqual([second]);
    expect((await owner.call('POST', `${CASES}/list`, { limit: 7 })).statusCode).toBe(400);
    expect((await owner.call('POST', `${CASES}/list`, { owner: 'x' })).statusCode).toBe(400);

    const stats = toxCaseStatsSchema.parse((await owner.call('GET', `${CASES}/stats`)).json());
    expect(stats).toEqual({ totalCases: 3, casesWithToxicology: 2, averageAnalyses: 1 });
  });
});
