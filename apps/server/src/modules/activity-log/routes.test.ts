import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIST_FIELDS,
  ACTIVITY_LOG_ID,
  ACTIVITY_PAGE_SIZES,
  activityListQuery,
  activityLogWhere,
  type ActivityLogFilters,
} from '@hde/contracts';
import { COUNT_KEY, QUERY_LIMITS, queryResultSchema, type QueryBody } from '@hde/contracts/api';
import { ACTIVITY_LOG_ERRORS, activityExportFileName, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { apiUser } from '../../test/api-user.js';
import { messageOf } from '../../test/reply-message.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { addWorkspace, csvDataLines, insertActivities } from './test-support.js';

let ctx: TestApp;
let viewer: Caller;
let stranger: Caller;
let workspaceId: string;
let strangerWorkspaceId: string;
/** The viewer's 60 paging activities (collection 'paging'), newest first. */
let paged: string[] = [];

const LOG = `/v2/app/ACTIVITY/dashboard/${ACTIVITY_LOG_ID}`;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await apiUser(ctx);
  stranger = await apiUser(ctx);
  workspaceId = await addWorkspace(ctx, 'Viewer space', [{ userId: viewer.id, role: 'OWNER' }]);
  strangerWorkspaceId = await addWorkspace(ctx, 'Stranger space', [{ userId: stranger.id, role: 'OWNER' }]);
  paged = await insertActivities(
    ctx,
    Array.from({ length: 60 }, (_, index) => ({
      userId: viewer.id,
      workspaceId: index % 2 === 0 ? workspaceId : null,
      action: index % 3 === 0 ? 'EXPORT' : 'UPDATE',
      collectionName: 'paging',
      createdAt: daysAgo(index),
    })),
  );
  await insertActivities(ctx, [
    {
      userId: stranger.id,
      workspaceId: strangerWorkspaceId,
      collectionName: 'paging',
      createdAt: daysAgo(0),
    },
  ]);
});
afterAll(() => ctx.close());

const post = (caller: Caller, suffix: string, body: object) => caller.call('POST', `${LOG}/${suffix}`, body);

async function page(filters: ActivityLogFilters, index: number, size: (typeof ACTIVITY_PAGE_SIZES)[number]) {
  const reply = await post(viewer, 'query', activityListQuery(filters, index, size));
  expect(reply.statusCode, reply.body).toBe(200);
  return queryResultSchema.parse(reply.json());
}

const paging: ActivityLogFilters = {};
const onlyPaging = (body: QueryBody): QueryBody => ({
  ...body,
  where: {
    and: [
      { field: 'collectionName', operator: 'eq', values: ['paging'] },
      ...(body.where ? [body.where] : []),
    ],
  },
});

describe('the list', () => {
  it.each(ACTIVITY_PAGE_SIZES)('pages by %i, newest first, leaving the total to the count', async (size) => {
    const seen: string[] = [];
    for (let index = 0; index * size < paged.length; index += 1) {
      const reply = await post(viewer, 'query', onlyPaging(activityListQuery(paging, index, size)));
      const result = queryResultSchema.parse(reply.json());
      expect(result.total).toBeUndefined();
      expect(Object.keys(result.items[0] ?? {})).toEqual([...ACTIVITY_LIST_FIELDS]);
      seen.push(...result.items.map((item) => item._id as string));
    }
    expect(seen).toEqual(paged);
  });

  it('shows the time as ISO 8601 in UTC, the user by e-mail and the workspace by name', async () => {
    const [first] = (await page({}, 0, 10)).items;
    expect(first?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const result = queryResultSchema.parse(
      (await post(viewer, 'query', onlyPaging({ fields: ['user', 'workspace'], limit: 2 }))).json(),
    );
    expect(result.items).toEqual([
      { user: viewer.email, workspace: 'Viewer space' },
      { user: viewer.email, workspace: null },
    ]);
  });

  it('filters by workspace, user, action and date range', async () => {
    const count = async (filters: ActivityLogFilters) => {
      const reply = await post(
        viewer,
        'query',
        onlyPaging({ addCount: true, where: activityLogWhere(filters) }),
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return queryResultSchema.parse(reply.json()).items[0]?.[COUNT_KEY];
    };
    expect(await count({ workspaceId })).toBe(30);
    expect(await count({ userId: viewer.id })).toBe(60);
    expect(await count({ action: 'EXPORT' })).toBe(20);
    // Days 10 to 19 ago, both ends inclusive.
    expect(await count({ from: dayOf(daysAgo(19)), to: dayOf(daysAgo(10)) })).toBe(10);
    expect(await count({ workspaceId, action: 'EXPORT', from: dayOf(daysAgo(5)) })).toBe(1);
  });

  it('is reached by its static path; another id stays a workspace dashboard', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const log = await post(owner, 'query', { addCount: true });
    expect(log.statusCode, log.body).toBe(200);
    const analytics = await owner.call('POST', `/v2/app/ACTIVITY/dashboard/${workspace.id}/query`, {
      addCount: true,
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const foreign = await owner.call('POST', `/v2/app/ACTIVITY/dashboard/${strangerWorkspaceId}/query`, {
      addCount: true,
    });
    expect(foreign.statusCode).toBe(404);
    const unsigned = await ctx.app.inject({ method: 'POST', url: `${LOG}/query`, payload: {} });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  const refusals: [string, object, number, string?][] = [
    [
      'a workspace not theirs',
      { addCount: true, where: activityLogWhere({ workspaceId: 'STRANGER_SPACE' }) },
      404,
      WORKSPACE_ERRORS.notFound,
    ],
    [
      'a user they may not see',
      { addCount: true, where: activityLogWhere({ userId: 'STRANGER' }) },
      404,
      ACTIVITY_LOG_ERRORS.userNotVisible,
    ],
    [
      'a malformed user id',
      { addCount: true, where: { field: 'userId', operator: 'in', values: ['x'] } },
      404,
      ACTIVITY_LOG_ERRORS.userNotVisible,
    ],
    ['an unknown field', { fields: ['details'], limit: 10 }, 400],
    [
      'a forged sort field',
      { fields: ['_id'], limit: 10, sortField: 'a.created_at; drop table activities' },
      400,
    ],
    [
      'an operator the field does not take',
      { addCount: true, where: { field: 'user', operator: 'like', values: ['a'] } },
      400,
    ],
    ['a page over 50 rows', { fields: ['_id'], limit: 51 }, 400, ACTIVITY_LOG_ERRORS.pageTooLarge(50)],
    ['a page over 50 rows by default fields', { limit: 100 }, 400],
    ['an offset beyond the limit', { fields: ['_id'], limit: 10, from: QUERY_LIMITS.offset + 1 }, 400],
    ['a quick search', { addCount: true, text: 'x' }, 400],
    [
      'a time that is none',
      { addCount: true, where: { field: 'createdAt', operator: 'gte', values: ['soon'] } },
      400,
    ],
  ];
  // The ids exist once the tests run: the table names them by placeholder.
  const bodyOf = (body: object) =>
    JSON.parse(
      JSON.stringify(body)
        .replace('"STRANGER"', JSON.stringify(stranger.id))
        .replace('"STRANGER_SPACE"', JSON.stringify(strangerWorkspaceId)),
    ) as object;

  it.each(refusals)('refuses %s, never a 500', async (_what, body, status, message) => {
    const single = await post(viewer, 'query', bodyOf(body));
    expect(single.statusCode, single.body).toBe(status);
    if (message) expect(messageOf(single)).toBe(message);
    const several = await post(viewer, 'query/multiple', { ok: { addCount: true }, bad: bodyOf(body) });
    expect(several.statusCode, several.body).toBe(status);
  });

  it('refuses the same filters in the export', async () => {
    const foreign = await post(viewer, 'export', {
      where: activityLogWhere({ workspaceId: strangerWorkspaceId }),
    });
    expect(foreign.statusCode).toBe(404);
    const hidden = await post(viewer, 'export', { where: activityLogWhere({ userId: stranger.id }) });
    expect(messageOf(hidden)).toBe(ACTIVITY_LOG_ERRORS.userNotVisible);
    expect((await post(viewer, 'export', { text: 'x' })).statusCode).toBe(400);
  });
});

it('exports the filtered list as a CSV file named for today', async () => {
  const reply = await post(viewer, 'export', { where: activityLogWhere({ workspaceId, action: 'EXPORT' }) });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toContain('text/csv');
  expect(reply.headers['content-disposition']).toContain(activityExportFileName(dayOf(new Date())));
  const [header] = reply.body.split('\r\n');
  expect(header).toBe('Time,User,Action,Collection,Workspace,Outcome,Transaction ID');
  const lines = csvDataLines(reply.body);
  expect(lines).toHaveLength(10);
  expect(lines.every((line) => line.includes(`,${viewer.email},EXPORT,paging,Viewer space,SUCCESS,`))).toBe(
    true,
  );
});
