import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_TAB_ID, DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  COUNT_KEY,
  SUPPRESSED_KEY,
  disclosureReportSchema,
  multipleQueryResultSchema,
  queryResultSchema,
  type PublicDashboard,
} from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import { rowsOf } from '../../platform/db/client.js';
import { publishedAnswers } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import {
  publicCall,
  publishedConfiguration,
  publishedSandbox,
  publishedWidgets,
  setPublic,
} from './public-test-kit.js';

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
let dashboard: PublicDashboard;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, workspaceId } = await publishedSandbox(ctx));
  dashboard = await publishedConfiguration(ctx.app, workspaceId);
});
afterAll(() => ctx.close());

const defaultWidget = (id: string) =>
  DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).find((widget) => widget.id === id);
const firstBody = () => {
  const widget = publishedWidgets(dashboard)[0];
  if (!widget) throw new Error('nothing was published');
  return widget.query;
};
const query = (payload: unknown, options: { headers?: Record<string, string>; query?: string } = {}) =>
  publicCall(ctx.app, workspaceId, 'query', { payload, ...options });

describe('GET /v2/public/CASE/dashboard/{id}/configuration', () => {
  it('answers the published tabs, never the Case List, with an entity tag and no-cache', async () => {
    const reply = await publicCall(ctx.app, workspaceId, 'configuration');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(dashboard).toMatchObject({ workspaceId, live: true, threshold: 10 });
    expect(dashboard.lastUpdated).not.toBeNull();
    expect(dashboard.tabs.map((tab) => tab.id)).not.toContain(CASE_LIST_TAB_ID);
    expect(publishedWidgets(dashboard).length).toBeGreaterThan(5);
  });

  it('answers 304 to If-None-Match with its tag (strong, weak or in a list), 200 to another', async () => {
    const { etag } = (await publicCall(ctx.app, workspaceId, 'configuration')).headers;
    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`]) {
      const reply = await publicCall(ctx.app, workspaceId, 'configuration', {
        headers: { 'if-none-match': header },
      });
      expect(reply.statusCode, header).toBe(304);
      expect(reply.body).toBe('');
      expect(reply.headers.etag).toBe(etag);
    }
    const other = await publicCall(ctx.app, workspaceId, 'configuration', {
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /v2/public/CASE/dashboard/{id}/query', () => {
  it('answers every published body from the store, whatever the order of its keys', async () => {
    const tags = new Set<string>();
    for (const widget of publishedWidgets(dashboard)) {
      const reply = await query(widget.query);
      expect(reply.statusCode, widget.id).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      queryResultSchema.parse(reply.json());
      tags.add(String(reply.headers.etag));
      const reordered = Object.fromEntries(Object.entries(widget.query).reverse());
      expect((await query(reordered)).body, widget.id).toBe(reply.body);
    }
    const distinctBodies = new Set(publishedWidgets(dashboard).map((widget) => JSON.stringify(widget.query)));
    expect(tags.size).toBe(distinctBodies.size);
  });

  it('answers 304 to the tag of the same body, and 200 to the tag of another', async () => {
    const [first, second] = [...new Set(publishedWidgets(dashboard).map((widget) => widget.query))];
    const { etag } = (await query(first)).headers;
    expect((await query(first, { headers: { 'if-none-match': String(etag) } })).statusCode).toBe(304);
    expect((await query(second, { headers: { 'if-none-match': String(etag) } })).statusCode).toBe(200);
  });

  it('refuses every body the dashboard did not publish, and query strings', async () => {
    const body = firstBody();
    const notPublished = [
      { ...body, text: 'smith' },
      { ...body, where: { field: 'caseId', operator: 'eq', values: ['SBX-1'] } },
      { ...body, where: { field: 'firstName', operator: 'like', values: ['a'] } },
      { ...body, limit: 999 },
      // Widgets disclosure control removed: the Case List, and cases by doctor (names).
      defaultWidget('case_list')?.query,
      defaultWidget('pathologist')?.query,
      { addCount: true, groupBy: 'lastName' },
      { fields: ['firstName', 'lastName', 'caseId'] },
    ];
    for (const payload of notPublished) {
      const reply = await query(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json()).toMatchObject({ message: PUBLIC_DASHBOARD_ERRORS.notPublishedQuery });
    }
    const invalid = [
      { ...body, area: 'TOXICOLOGY' },
      { ...body, workspaceId: randomUUID() },
      { ...body, limit: 1_000_000 },
      { ...body, from: -1 },
    ];
    for (const payload of invalid) {
      const reply = await query(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/v2/public/CASE/dashboard/${workspaceId}/query`,
      headers: { 'content-type': 'application/json' },
      payload: '{"addCount":',
    });
    expect(broken.statusCode).toBe(400);
    const other = await ownerWithWorkspace(ctx);
    for (const search of [`?workspaceId=${other.workspace.id}`, `?id=${other.workspace.id}`]) {
      expect((await query(body, { query: search })).statusCode, search).toBe(400);
    }
  });

  it('refuses a deeply nested filter with 400, not a crash', async () => {
    let where: unknown = { field: 'mannerOfDeath', operator: 'eq', values: ['NATURAL'] };
    for (let depth = 0; depth < 3000; depth += 1) where = { not: where };
    const reply = await query({ ...firstBody(), where });
    expect([400, 413]).toContain(reply.statusCode);
  });
});

describe('POST /v2/public/CASE/dashboard/{id}/query/multiple', () => {
  it('answers named published bodies together, with a tag of its own', async () => {
    const bodies = Object.fromEntries(publishedWidgets(dashboard).map((widget) => [widget.id, widget.query]));
    const reply = await publicCall(ctx.app, workspaceId, 'query/multiple', { payload: bodies });
    expect(reply.statusCode).toBe(200);
    const answers = multipleQueryResultSchema.parse(reply.json());
    for (const [name, body] of Object.entries(bodies)) {
      expect(answers[name], name).toEqual((await query(body)).json());
    }
    const tagged = await publicCall(ctx.app, workspaceId, 'query/multiple', {
      payload: bodies,
      headers: { 'if-none-match': String(reply.headers.etag) },
    });
    expect(tagged.statusCode).toBe(304);
  });

  it('refuses the whole map when one body was not published or is invalid', async () => {
    const body = firstBody();
    const forged = await publicCall(ctx.app, workspaceId, 'query/multiple', {
      payload: { ok: body, forged: { ...body, text: 'x' } },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: PUBLIC_DASHBOARD_ERRORS.notPublishedQuery });
    const invalid = await publicCall(ctx.app, workspaceId, 'query/multiple', {
      payload: { ok: body, invalid: { ...body, unknownField: 1 } },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('ids that name no published public dashboard', () => {
  it('answer one 404, whether unknown, malformed, private or not yet published', async () => {
    const privateOne = await ownerWithWorkspace(ctx);
    const unpublished = await ownerWithWorkspace(ctx);
    // Enabled, its publish job not yet run.
    await unpublished.owner.call('POST', `/v2/app/workspace/${unpublished.workspace.id}/public/ENABLE`);
    const ids = [
      randomUUID(),
      'not-a-uuid',
      `${workspaceId}x`,
      privateOne.workspace.id,
      unpublished.workspace.id,
    ];
    const body = firstBody();
    for (const id of ids) {
      for (const rest of ['configuration', 'query', 'query/multiple'] as const) {
        const payload = rest === 'query' ? body : rest === 'query/multiple' ? { a: body } : undefined;
        const reply = await publicCall(ctx.app, id, rest, { payload });
        expect(reply.statusCode, `${id} ${rest}`).toBe(404);
        expect(reply.json(), `${id} ${rest}`).toMatchObject({ message: PUBLIC_DASHBOARD_ERRORS.notFound });
        expect(reply.headers['cache-control']).toBe('no-cache');
      }
    }
    await ctx.runJobs();
  });

  it('include another area: only case dashboards are public', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/v2/public/TOXICOLOGY/dashboard/${workspaceId}/query`,
      payload: firstBody(),
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('GET /v2/app/workspace/{id}/public/report', () => {
  it('gives owners and admins one entry per widget of the dashboard, removed ones with their reason', async () => {
    const reply = await owner.call('GET', `/v2/app/workspace/${workspaceId}/public/report`);
    expect(reply.statusCode).toBe(200);
    const report = disclosureReportSchema.parse(reply.json());
    expect(report.threshold).toBe(10);
    const source = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) =>
      tab.widgets.map((widget) => `${tab.id}/${widget.id}`),
    );
    expect(report.widgets.map((entry) => `${entry.tabId}/${entry.widgetId}`)).toEqual(source);
    expect(report.widgets.find((entry) => entry.tabId === CASE_LIST_TAB_ID)?.removedBecause).toBe('caseList');
    const published = report.widgets.filter((entry) => entry.removedBecause === null);
    expect(published.length).toBe(publishedWidgets(dashboard).length);
    // A hundred generated cases: small counts are there to suppress.
    expect(published.some((entry) => entry.primary > 0)).toBe(true);

    const user = await memberAs(ctx, { id: workspaceId }, 'USER');
    expect((await user.call('GET', `/v2/app/workspace/${workspaceId}/public/report`)).statusCode).toBe(403);
  });

  it('answers 404 with its text while nothing is published', async () => {
    const fresh = await ownerWithWorkspace(ctx);
    const reply = await fresh.owner.call('GET', `/v2/app/workspace/${fresh.workspace.id}/public/report`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: PUBLIC_DASHBOARD_ERRORS.reportNotReady });
  });
});

/** Fields that name or identify a person, or place them finer than a county. */
const PERSONAL_FIELDS = /name|caseId|birth|address|street|narrative|notes|^_id$/i;

describe('every public answer of a sandbox workspace', () => {
  it('holds no count from 1 to 9, no personal field, and no case id or name', async () => {
    const people = rowsOf<Record<string, string | null>>(
      await ctx.database.db.execute(
        sql`select case_id, first_name, last_name from cases where workspace_id = ${workspaceId}`,
      ),
    );
    expect(people.length).toBeGreaterThan(0);
    const caseIds = people.map((person) => String(person.case_id));
    // Whole names: a surname alone is also a county or a race ("Jefferson", "White").
    const names = new Set(people.map((person) => `${person.first_name} ${person.last_name}`));

    const texts = [(await publicCall(ctx.app, workspaceId, 'configuration')).body];
    let suppressed = 0;
    for (const widget of publishedWidgets(dashboard)) {
      const reply = await query(widget.query);
      texts.push(reply.body);
      for (const item of queryResultSchema.parse(reply.json()).items) {
        expect(
          Object.keys(item).filter((key) => PERSONAL_FIELDS.test(key)),
          widget.id,
        ).toEqual([]);
        const count = item[COUNT_KEY];
        if (count === null) {
          expect(item[SUPPRESSED_KEY], widget.id).toBe(true);
          suppressed += 1;
        } else {
          expect(typeof count === 'number' && (count === 0 || count >= 10), `${widget.id}: ${count}`).toBe(
            true,
          );
        }
      }
    }
    expect(suppressed).toBeGreaterThan(0);
    // Which rule withheld a count is the owners' to know: it would tell whether the count is below the threshold.
    expect(texts.filter((text) => /primary|complementary/.test(text))).toEqual([]);

    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    texts.forEach((text) => collect(JSON.parse(text)));
    expect(strings.filter((value) => names.has(value))).toEqual([]);
    expect(caseIds.filter((caseId) => texts.some((text) => text.includes(caseId)))).toEqual([]);
  });
});

describe('disabling', () => {
  it('answers 404 on the next call and removes the published dashboard, its answers and its report', async () => {
    const { owner: other, workspaceId: id } = await publishedSandbox(ctx);
    const storedAnswers = () =>
      ctx.database.db.$count(publishedAnswers, eq(publishedAnswers.workspaceId, id));
    expect((await publicCall(ctx.app, id, 'configuration')).statusCode).toBe(200);
    expect(await storedAnswers()).toBeGreaterThan(0);
    await setPublic(ctx, other, id, false);
    expect((await publicCall(ctx.app, id, 'configuration')).statusCode).toBe(404);
    expect((await other.call('GET', `/v2/app/workspace/${id}/public/report`)).statusCode).toBe(404);
    expect(await storedAnswers()).toBe(0);
  });
});
