import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CASE_DASHBOARD, widgetQuery } from '@hde/contracts';
import {
  COUNT_KEY,
  QUERY_LIMITS,
  dashboardDataVersionSchema,
  multipleQueryResultSchema,
  queryResultSchema,
  type QueryBody,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { ANALYTICS_ERRORS, exportFileName } from '@hde/contracts/text';
import { workspaces } from '../../platform/db/schema.js';
import { importFile, initImport } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { MAX_BODY_NESTING } from './routes.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
let otherWorkspaceId: string;

const CASES_CSV = [
  'case_id,date_of_death,sex,manner_of_death,cause_of_death,pathologist,last_name,Case Status',
  'R-1,2023-03-04,Male,accident,Blunt force injuries,Dr. Smith,Smith,Accepted',
  'R-2,2023-03-05,Female,natural,Heart disease,Dr. Smithers,Jones,Declined',
  'R-3,2022-01-02,Male,suicide,Gunshot wound of head,Dr. Jones,Brown,Accepted',
  'R-4,2021-07-08,Female,homicide,Gunshot wound of chest,Dr. Smith,Green,',
  'R-5,2021-07-09,Male,natural,"=HYPERLINK(""http://x"")",Dr. Jones,White,Accepted',
  'R-6,,Unknown,,Fentanyl toxicity,,Black,',
].join('\n');

const MAPPING = {
  case_id: 'case_id',
  date_of_death: 'date_of_death',
  sex: 'sex',
  manner_of_death: 'manner_of_death',
  cause_of_death: 'cause_of_death',
  pathologist: 'pathologist',
  last_name: 'last_name',
  'Case Status': 'custom',
};

const path = (area: string, id: string, suffix = 'query') => `/v2/app/${area}/dashboard/${id}/${suffix}`;

async function query(area: string, body: QueryBody | object, id = workspaceId) {
  return owner.call('POST', path(area, id), body);
}

async function ok(area: string, body: QueryBody): Promise<QueryResult> {
  const reply = await query(area, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return queryResultSchema.parse(reply.json()) as QueryResult;
}

async function count(area: string, body: QueryBody = {}): Promise<number> {
  return (await ok(area, { ...body, addCount: true })).items[0]?.[COUNT_KEY] as number;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({
    owner,
    workspace: { id: workspaceId },
  } = await ownerWithWorkspace(ctx));
  const cases = await importFile(ctx, owner, workspaceId, {
    fileName: 'cases.csv',
    content: CASES_CSV,
    mapping: MAPPING,
  });
  expect(cases.status).toBe('SUCCESS');
  const tox = await importFile(ctx, owner, workspaceId, {
    fileName: 'tox.csv',
    dataType: 'TOXICOLOGY',
    content:
      'case_id,analysis,method,results,specimen\nR-1,Fentanyl,GC/MS,12 ng/mL,Blood\nR-1,Ethanol,GC,0.1,Urine\nR-3,Fentanyl,GC/MS,3 ng/mL,Blood\n',
  });
  expect(tox.status).toBe('SUCCESS');
  const diagnoses = await importFile(ctx, owner, workspaceId, {
    fileName: 'dx.csv',
    dataType: 'DIAGNOSIS',
    content: 'case_id,anatomical_site,diagnosis,comment\nR-2,Heart,Cardiomegaly,\nR-4,Lung,Edema,\n',
  });
  expect(diagnoses.status).toBe('SUCCESS');
  await initImport(owner, workspaceId); // a DRAFT, which FILE leaves out
  const other = await ownerWithWorkspace(ctx);
  otherWorkspaceId = other.workspace.id;
  await importFile(ctx, other.owner, otherWorkspaceId, {
    fileName: 'other.csv',
    content: 'case_id,cause_of_death\nR-1,Gunshot wound\nX-1,Drowning\n',
  });
});
afterAll(async () => ctx.close());

describe('areas', () => {
  it('CASE: counts, in either letter case of the area', async () => {
    expect(await count('CASE')).toBe(6);
    expect(await count('case')).toBe(6);
    expect(await count('Case', { where: { field: 'sexFormatted', operator: 'eq', values: ['Male'] } })).toBe(
      3,
    );
    expect(
      await count('CASE', { where: { field: 'extra.Case Status', operator: 'eq', values: ['Accepted'] } }),
    ).toBe(3);
  });

  it('CASE: a table page with the default fields padded on the first row', async () => {
    const result = await ok('CASE', {
      fields: ['_id', 'deathDate', 'mannerOfDeath'],
      limit: 2,
      sortField: 'deathDate',
      sortAsc: false,
    });
    expect(result.total).toBe(6);
    expect(result.items[0]).toMatchObject({
      _id: 'R-2',
      deathDate: '2023-03-05',
      mannerOfDeath: 'NATURAL',
      judge: null,
    });
    expect(result.items[1]).toEqual({ _id: 'R-1', deathDate: '2023-03-04', mannerOfDeath: 'ACCIDENT' });
  });

  it('FILE: finished imports of the workspace, drafts left out', async () => {
    expect(await count('FILE')).toBe(3);
    const result = await ok('FILE', {
      fields: ['_id', 'fileName', 'status', 'uploadType', 'lastUpdated'],
      limit: 10,
    });
    expect(result.items.map((item) => item.fileName)).toEqual(['dx.csv', 'tox.csv', 'cases.csv']);
    expect(result.items[0]?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(result.items[0]).not.toHaveProperty('judge');
    const byType = await ok('FILE', {
      groupBy: 'uploadType',
      addCount: true,
      sortField: 'uploadType',
      sortAsc: true,
    });
    expect(byType.items).toEqual([
      { uploadType: 'CASE', [COUNT_KEY]: 1 },
      { uploadType: 'DIAGNOSIS', [COUNT_KEY]: 1 },
      { uploadType: 'TOXICOLOGY', [COUNT_KEY]: 1 },
    ]);
  });

  it('ACTIVITY: the workspace activities, newest first, users by e-mail', async () => {
    const result = await ok('ACTIVITY', {
      fields: ['_id', 'userId', 'collectionName', 'action', 'createdAt'],
      limit: 10,
    });
    expect(result.total).toBeGreaterThan(0);
    expect(
      result.items.some((item) => item.collectionName === 'workspaces' && item.action === 'CREATE'),
    ).toBe(true);
    expect(result.items.every((item) => item.userId === owner.email)).toBe(true);
    const createdAt = result.items.map((item) => item.createdAt as string);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const byUser = await ok('ACTIVITY', { groupBy: 'userId', addCount: true });
    expect(byUser.items).toEqual([{ userId: owner.email, [COUNT_KEY]: result.total }]);
  });

  it('TOXICOLOGY and DIAGNOSIS: child rows with their case fields', async () => {
    const analyses = await ok('TOXICOLOGY', { groupBy: 'analysis', addCount: true });
    expect(analyses.items).toEqual([
      { analysis: 'Fentanyl', [COUNT_KEY]: 2 },
      { analysis: 'Ethanol', [COUNT_KEY]: 1 },
    ]);
    expect(
      await count('TOXICOLOGY', { where: { field: 'mannerOfDeath', operator: 'eq', values: ['SUICIDE'] } }),
    ).toBe(1);
    const diagnoses = await ok('DIAGNOSIS', { fields: ['_id', 'diagnosis', 'sexFormatted'], limit: 10 });
    expect(
      diagnoses.items.map(({ _id, diagnosis, sexFormatted }) => ({ _id, diagnosis, sexFormatted })),
    ).toEqual([
      { _id: 'R-2', diagnosis: 'Cardiomegaly', sexFormatted: 'Female' },
      { _id: 'R-4', diagnosis: 'Edema', sexFormatted: 'Female' },
    ]);
    expect(
      await count('CASE', {
        unwind: 'toxicology',
        where: { field: 'specimen', operator: 'eq', values: ['Blood'] },
      }),
    ).toBe(2);
  });

  it('answers a filter value lookup', async () => {
    const result = await ok('CASE', {
      groupBy: 'pathologist',
      where: { field: 'pathologist', operator: 'like', values: ['smi'] },
      limit: 10,
      addCount: true,
    });
    expect(result.items).toEqual([
      { pathologist: 'Dr. Smith', [COUNT_KEY]: 2 },
      { pathologist: 'Dr. Smithers', [COUNT_KEY]: 1 },
    ]);
  });
});

describe('quick search', () => {
  it.each<[string, number]>([
    ['"gunshot wound"', 2],
    ['gunshot chest', 1],
    ['gunshot -chest', 1],
    ['R-4', 1],
    ['r-4', 1],
    ['"gunshot', 2],
    ['gunshot"', 2],
    ['"', 0],
    ['   ', 6],
  ])('%s matches %i cases', async (text, expected) => {
    expect(await count('CASE', { text })).toBe(expected);
  });

  it('searches the cases of child rows too, and never another workspace', async () => {
    expect(await count('TOXICOLOGY', { text: 'gunshot' })).toBe(1);
    expect(await count('CASE', { text: 'drowning' })).toBe(0);
  });
});

describe('several queries and the data version', () => {
  it('answers a map of named queries', async () => {
    const reply = await owner.call('POST', path('CASE', workspaceId, 'query/multiple'), {
      total: { addCount: true },
      manner: { groupBy: 'mannerOfDeath', addCount: true, limit: 2 },
      list: { fields: ['_id'], limit: 3 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    const results = multipleQueryResultSchema.parse(reply.json());
    expect(results.total?.items).toEqual([{ [COUNT_KEY]: 6 }]);
    expect(results.manner?.items).toHaveLength(2);
    expect(results.list).toMatchObject({ total: 6 });
    // Answered again from the cached JSON: the same answer, keys in the order asked.
    const again = await owner.call('POST', path('CASE', workspaceId, 'query/multiple'), {
      list: { fields: ['_id'], limit: 3 },
      total: { addCount: true },
    });
    expect(Object.keys(again.json())).toEqual(['list', 'total']);
    expect(again.json()).toEqual({ list: results.list, total: results.total });
  });

  it('names the query a refusal is about', async () => {
    const reply = await owner.call('POST', path('CASE', workspaceId, 'query/multiple'), {
      total: { addCount: true },
      broken: { groupBy: 'nope' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(
      ANALYTICS_ERRORS.ofNamedQuery('broken', ANALYTICS_ERRORS.unknownField('nope', 'CASE')),
    );
  });

  it('answers the data version and the last import date', async () => {
    const reply = await owner.call('GET', path('case', workspaceId, 'version'));
    expect(reply.statusCode).toBe(200);
    const version = dashboardDataVersionSchema.parse(reply.json());
    expect(version.dataVersion).toBeGreaterThan(0);
    expect(version.lastImported).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('export', () => {
  it('streams the filtered cases as CSV, one row per counted case', async () => {
    const where: WhereNode = { field: 'mannerOfDeath', operator: 'ne', values: ['ACCIDENT'] };
    const reply = await owner.call('POST', path('case', workspaceId, 'export'), { where });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('case', workspaceId)}"`,
    );
    const lines = reply.body.split('\r\n').filter((line) => line !== '');
    expect(lines[0]?.startsWith('Case ID,')).toBe(true);
    expect(lines).toHaveLength(1 + (await count('CASE', { where })));
    expect(reply.body).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(reply.body).not.toContain('Smith,Jones');
    expect(lines[0]).not.toContain('Last Name');
  });

  it('exports the quick search result, and other areas', async () => {
    const searched = await owner.call('POST', path('CASE', workspaceId, 'export'), { text: 'gunshot' });
    expect(searched.body.split('\r\n').filter((line) => line !== '')).toHaveLength(3);
    const files = await owner.call('POST', path('FILE', workspaceId, 'export'), {});
    expect(files.statusCode).toBe(200);
    expect(files.headers['content-disposition']).toContain(`export_file_${workspaceId}.csv`);
    expect(files.body.split('\r\n').filter((line) => line !== '')).toHaveLength(4);
  });
});

describe('refusals: 400 or 404 with a reason, never 500', () => {
  const message = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;

  it.each<[string, string, object, string]>([
    [
      'an unknown field',
      'CASE',
      { where: { field: 'shoeSize', operator: 'eq', values: [1] } },
      ANALYTICS_ERRORS.unknownField('shoeSize', 'CASE'),
    ],
    [
      'a wrong value type',
      'CASE',
      { where: { field: 'deathDate', operator: 'gte', values: ['yesterday'] } },
      ANALYTICS_ERRORS.notDate('deathDate', '"yesterday"'),
    ],
    [
      'a number field given a word',
      'CASE',
      { where: { field: 'age', operator: 'eq', values: ['old'] } },
      ANALYTICS_ERRORS.notNumber('age', '"old"'),
    ],
    [
      'quick search of files',
      'FILE',
      { addCount: true, text: 'x' },
      ANALYTICS_ERRORS.searchNotApplicable('FILE'),
    ],
  ])('%s', async (_name, area, body, reason) => {
    const reply = await query(area, body);
    expect(reply.statusCode).toBe(400);
    expect(message(reply)).toBe(reason);
  });

  it.each<[string, string, object]>([
    ['an unknown operator', 'CASE', { where: { field: 'age', operator: 'between', values: [1] } }],
    ['an unknown area', 'CASES', { addCount: true }],
    ['an unknown area that is a word of SQL', 'pg_user', { addCount: true }],
    ['a limit past the cap', 'CASE', { fields: ['_id'], limit: 100_000 }],
    ['an unknown body field', 'CASE', { addCount: true, select: '*' }],
    ['an object as a value', 'CASE', { where: { field: 'age', operator: 'eq', values: [{ $gt: 1 }] } }],
  ])('%s: 400 from the schema', async (_name, area, body) => {
    const reply = await query(area, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('takes SQL in a value as a value', async () => {
    const attack = "'; drop table cases; --";
    expect(await count('CASE', { where: { field: 'causeOfDeath', operator: 'eq', values: [attack] } })).toBe(
      0,
    );
    expect(
      await count('CASE', { where: { field: 'extra.Case Status', operator: 'like', values: [attack] } }),
    ).toBe(0);
    expect(await count('CASE', { text: attack })).toBe(0);
    expect(await count('CASE')).toBe(6);
  });

  it("answers 404 for another user's workspace, an unknown one, and a malformed id", async () => {
    for (const id of [otherWorkspaceId, '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const reply = await query('CASE', { addCount: true }, id);
      expect(reply.statusCode).toBe(404);
      const several = await owner.call('POST', path('CASE', id, 'query/multiple'), { n: { addCount: true } });
      expect(several.statusCode).toBe(404);
      expect((await owner.call('GET', path('CASE', id, 'version'))).statusCode).toBe(404);
      expect((await owner.call('POST', path('CASE', id, 'export'), {})).statusCode).toBe(404);
    }
  });

  it('refuses a member on their first request after the owner revoked them', async () => {
    const member = await memberAs(ctx, { id: workspaceId }, 'USER');
    const asMember = () =>
      member.call('POST', path('CASE', workspaceId, 'query/multiple'), { n: { addCount: true } });
    expect((await asMember()).statusCode).toBe(200);
    expect((await asMember()).statusCode).toBe(200);
    const revoked = await owner.call(
      'DELETE',
      `/v2/app/workspace/workspace/${workspaceId}/revoke/${encodeURIComponent(member.email)}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(204);
    // Told it was revoked (403), as every workspace route answers them.
    expect((await asMember()).statusCode).toBe(403);
    expect((await member.call('GET', path('CASE', workspaceId, 'version'))).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: path('CASE', workspaceId),
      payload: { addCount: true },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a tree too deep, however deep', async () => {
    let deep: WhereNode = { field: 'age', operator: 'gte', values: [1] };
    for (let level = 0; level < QUERY_LIMITS.whereDepth; level += 1) deep = { not: deep };
    const reply = await query('CASE', { addCount: true, where: deep });
    expect(reply.statusCode).toBe(400);
    expect(message(reply)).toBe(ANALYTICS_ERRORS.nestedTooDeeply);
    // Built as text: a body this deep is more than JSON.stringify (or a recursive schema) can walk.
    const levels = 20_000;
    const abyss = `{"addCount":true,"where":${'{"not":'.repeat(levels)}{"field":"age","operator":"gte","values":[1]}${'}'.repeat(levels)}}`;
    const deeper = await ctx.app.inject({
      method: 'POST',
      url: path('CASE', workspaceId),
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: abyss,
    });
    expect(deeper.statusCode).toBe(400);
    expect(message(deeper)).toBe(ANALYTICS_ERRORS.nestedTooDeeply);
    expect(MAX_BODY_NESTING).toBeGreaterThan(2 * QUERY_LIMITS.whereDepth + 4);
  });

  it('refuses too many conditions', async () => {
    const wide = {
      or: Array.from({ length: QUERY_LIMITS.whereNodes }, () => ({
        field: 'age',
        operator: 'eq',
        values: [1],
      })),
    };
    const reply = await query('CASE', { addCount: true, where: wide });
    expect(reply.statusCode).toBe(400);
    expect(message(reply)).toBe(ANALYTICS_ERRORS.tooManyConditions);
  });
});

/** Statements of the queries themselves: the background refresh of the count summaries writes elsewhere. */
const spyOnReads = () => vi.spyOn(ctx.database.reads, 'run');

describe('cache', () => {
  it('answers a repeated query without the database, until the data version changes', async () => {
    const spy = spyOnReads();
    try {
      const body = { groupBy: ['sexFormatted'], addCount: true, limit: 7 };
      const first = await ok('CASE', body);
      expect(spy).toHaveBeenCalledTimes(1);
      // The same query, its keys in another order: the same entry.
      expect(await ok('CASE', { limit: 7, addCount: true, groupBy: 'sexFormatted' })).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(1);
      await ctx.database.db
        .update(workspaces)
        .set({ dataVersion: sql`${workspaces.dataVersion} + 1` })
        .where(eq(workspaces.id, workspaceId));
      expect(await ok('CASE', body)).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(2);
      // Files and activities change without a version: never cached.
      await ok('FILE', { addCount: true });
      await ok('FILE', { addCount: true });
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps one entry per workspace, whatever the letter case of its id', async () => {
    const spy = spyOnReads();
    try {
      const body = { groupBy: ['race'], addCount: true, limit: 9 };
      const first = await ok('CASE', body);
      const upper = await query('CASE', body, workspaceId.toUpperCase());
      expect(upper.statusCode, upper.body).toBe(200);
      expect(upper.json()).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('costs one database trip per query the first time a dashboard opens, none the second', async () => {
    const tab = DEFAULT_CASE_DASHBOARD.tabs[1];
    if (!tab) throw new Error('no demographics tab');
    const bodies = Object.fromEntries(
      tab.widgets.map((widget) => [widget.id, widgetQuery(widget, undefined, 'smith')]),
    );
    const spy = spyOnReads();
    try {
      const first = await owner.call('POST', path('CASE', workspaceId, 'query/multiple'), bodies);
      expect(first.statusCode, first.body).toBe(200);
      expect(spy).toHaveBeenCalledTimes(tab.widgets.length);
      const second = await owner.call('POST', path('CASE', workspaceId, 'query/multiple'), bodies);
      expect(second.json()).toEqual(first.json());
      expect(spy).toHaveBeenCalledTimes(tab.widgets.length);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the API description', () => {
  it('describes the analytics routes', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(reply.statusCode).toBe(200);
    const paths = Object.keys((reply.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/v2/app/{area}/dashboard/{id}/query');
    expect(paths).toContain('/v2/app/{area}/dashboard/{id}/export');
  });
});
