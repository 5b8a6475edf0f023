import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityChartQueries, ACTIVITY_LOG_ID, activityCountQuery } from '@hde/contracts';
import {
  COUNT_KEY,
  activityLogChoicesSchema,
  multipleQueryResultSchema,
  queryResultSchema,
} from '@hde/contracts/api';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';
import { createActivityLogService } from './service.js';
import {
  addWorkspace,
  csvDataLines,
  insertActivities,
  storedActivities,
  visibleTo,
  type Membership,
} from './test-support.js';

/**
 * Who sees what (issue 26): every activity of the workspaces where one is an active OWNER or ADMIN, and one's own
 * everywhere (account-level ones, other workspaces, deleted workspaces); nothing else, in the list, the count,
 * the charts and the export.
 */
let ctx: TestApp;
const PEOPLE = ['owner', 'admin', 'plain', 'outsider', 'otherOwner', 'revoked'] as const;
const people = {} as Record<(typeof PEOPLE)[number], Caller>;
const memberships: Membership[] = [];
const names = { first: 'Matrix One', second: 'Matrix Two' };
let firstId: string;
let secondId: string;

const LOG = `/v2/app/ACTIVITY/dashboard/${ACTIVITY_LOG_ID}`;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of PEOPLE) people[name] = await apiUser(ctx);
  const { owner, admin, plain, otherOwner, revoked } = people;
  const first: Omit<Membership, 'workspaceId'>[] = [
    { userId: owner.id, role: 'OWNER' },
    { userId: admin.id, role: 'ADMIN' },
    { userId: plain.id, role: 'USER' },
    { userId: revoked.id, role: 'ADMIN', status: 'REVOKED' },
  ];
  const second: Omit<Membership, 'workspaceId'>[] = [
    { userId: otherOwner.id, role: 'OWNER' },
    { userId: plain.id, role: 'CONTRIBUTOR' },
    { userId: admin.id, role: 'USER' },
  ];
  firstId = await addWorkspace(ctx, names.first, first);
  secondId = await addWorkspace(ctx, names.second, second);
  memberships.push(
    ...first.map((member) => ({ ...member, workspaceId: firstId })),
    ...second.map((member) => ({ ...member, workspaceId: secondId })),
  );
  // Everyone (and the system) acts in both workspaces, in none, and in a workspace deleted since.
  const actors = [...Object.values(people).map((person) => person.id), null];
  const places = [firstId, secondId, null, '00000000-0000-4000-8000-00000000dead'];
  let minute = 0;
  await insertActivities(
    ctx,
    actors.flatMap((userId) =>
      places.map((workspaceId) => ({
        userId,
        workspaceId,
        action: minute % 2 === 0 ? 'UPDATE' : 'DELETE',
        createdAt: new Date(Date.now() - ++minute * 60_000),
      })),
    ),
  );
});
afterAll(() => ctx.close());

async function expectedFor(person: Caller) {
  return (await storedActivities(ctx)).filter(visibleTo(person.id, memberships));
}

async function listedIds(person: Caller): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; ; from += 50) {
    const reply = await person.call('POST', `${LOG}/query`, {
      fields: ['_id'],
      limit: 50,
      from,
      sortField: 'createdAt',
      sortAsc: false,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const page = queryResultSchema.parse(reply.json()).items.map((item) => item._id as string);
    ids.push(...page);
    if (page.length < 50) return ids;
  }
}

describe.each(PEOPLE)('%s', (name) => {
  it('lists and counts exactly the activities the rule lets them see', async () => {
    const person = people[name];
    const expected = await expectedFor(person);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(await listedIds(person))).toEqual(new Set(expected.map((activity) => activity.id)));
    const count = await person.call('POST', `${LOG}/query`, activityCountQuery({}));
    expect(queryResultSchema.parse(count.json()).items[0]?.[COUNT_KEY]).toBe(expected.length);
  });

  it('charts only those activities', async () => {
    const person = people[name];
    const expected = await expectedFor(person);
    const reply = await person.call('POST', `${LOG}/query/multiple`, activityChartQueries({}, TODAY));
    expect(reply.statusCode, reply.body).toBe(200);
    const charts = multipleQueryResultSchema.parse(reply.json());
    const total = (key: string) =>
      (charts[key]?.items ?? []).reduce((sum, item) => sum + Number(item[COUNT_KEY]), 0);
    for (const key of ['perDay', 'byAction', 'byCollection', 'byUser', 'byWorkspace'])
      expect(total(key), key).toBe(expected.length);
    const workspaces = (charts.byWorkspace?.items ?? []).map((item) => item.workspace);
    const seesFirst = expected.some((activity) => activity.workspaceId === firstId);
    const seesSecond = expected.some((activity) => activity.workspaceId === secondId);
    expect(workspaces.includes(names.first)).toBe(seesFirst);
    expect(workspaces.includes(names.second)).toBe(seesSecond);
  });

  it('exports only those activities, and records the export', async () => {
    const person = people[name];
    const expected = await expectedFor(person);
    const reply = await person.call('POST', `${LOG}/export`, {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(csvDataLines(reply.body)).toHaveLength(expected.length);
    const after = await storedActivities(ctx);
    expect(after[0]).toMatchObject({ userId: person.id, action: 'EXPORT', collectionName: 'activities' });
  });
});

it('offers as choices the workspaces one belongs to, the users one may see, and the actions recorded', async () => {
  const { owner, admin, plain, outsider, otherOwner, revoked } = people;
  const choices = async (person: Caller) => {
    const reply = await person.call('GET', '/v2/app/activity-log/choices');
    expect(reply.statusCode, reply.body).toBe(200);
    return activityLogChoicesSchema.parse(reply.json());
  };
  const ofOwner = await choices(owner);
  expect(ofOwner.workspaces).toEqual([{ id: firstId, name: names.first }]);
  expect(new Set(ofOwner.users.map((user) => user.id))).toEqual(
    new Set([owner.id, admin.id, plain.id, revoked.id]),
  );
  expect(ofOwner.actions).toEqual(
    [...new Set((await storedActivities(ctx)).map((activity) => activity.action))].sort(),
  );
  const ofPlain = await choices(plain);
  expect(ofPlain.workspaces.map((workspace) => workspace.id).sort()).toEqual([firstId, secondId].sort());
  expect(ofPlain.users).toEqual([{ id: plain.id, email: plain.email }]);
  expect((await choices(outsider)).workspaces).toEqual([]);
  expect((await choices(revoked)).users.map((user) => user.id)).toEqual([revoked.id]);
  expect((await choices(otherOwner)).users.map((user) => user.id).sort()).toEqual(
    [otherOwner.id, plain.id, admin.id].sort(),
  );
});

it('pages the export newest first, by keyset, whatever the page size', async () => {
  const { owner } = people;
  const service = createActivityLogService(ctx.database.db, ctx.database.reads, { exportPageSize: 2 });
  const expected = await expectedFor(owner);
  const stream = await service.exportCsv(owner.id, {});
  let csv = '';
  for await (const chunk of stream) csv += String(chunk);
  const times = csvDataLines(csv).map((line) => line.split(',')[0] as string);
  expect(times).toHaveLength(expected.length);
  expect(times).toEqual(expected.map((activity) => activity.createdAt.toISOString()));
});
