import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '@hde/contracts';
import { apiErrorSchema, COUNT_KEY, multipleQueryResultSchema, queryResultSchema } from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';

/**
 * FILE and ACTIVITY rows through the dashboard data calls, per role. FILE: the screens (spec part 2 §2.2) show file
 * names to the roles with the Import Wizard; every role sees the count on the overview. ACTIVITY (issue 26): OWNER
 * and ADMIN read every activity of the workspace, any other member only their own, counts included.
 */
let ctx: TestApp;
let workspaceId: string;
const callers = {} as Record<WorkspaceRole, Caller>;
const FILE_NAME = 'coroner-cases-2024.csv';

beforeAll(async () => {
  ctx = await createTestApp();
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  workspaceId = workspace.id;
  callers.OWNER = owner;
  for (const role of ['ADMIN', 'USER', 'CONTRIBUTOR'] as const)
    callers[role] = await memberAs(ctx, workspace, role);
  const imported = await importFile(ctx, owner, workspaceId, {
    fileName: FILE_NAME,
    content: 'case_id,date_of_death,last_name\nA-1,2024-01-02,Doe\n',
    mapping: { case_id: 'case_id', date_of_death: 'date_of_death', last_name: 'last_name' },
  });
  expect(imported.status).toBe('SUCCESS');
  await ctx.database.db.transaction(async (tx) => {
    for (const role of ROLES) {
      await recordActivity(tx, {
        userId: callers[role].id,
        workspaceId,
        collectionName: 'cases',
        action: 'VIEW',
      });
    }
  });
});
afterAll(() => ctx.close());

const ROLES: WorkspaceRole[] = ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'];
const url = (area: string, suffix: string) => `/v2/app/${area}/dashboard/${workspaceId}/${suffix}`;

/** The roles whose screens show the file rows. */
const SEES_FILE_ROWS: WorkspaceRole[] = ['OWNER', 'ADMIN', 'CONTRIBUTOR'];

const FILE_READINGS = [
  { fields: ['_id', 'fileName', 'status'], limit: 10 },
  { groupBy: 'fileName', addCount: true },
  { addCount: true, where: { field: 'fileName', operator: 'like', values: ['coroner'] } },
  { addCount: true, facets: { names: { groupBy: 'fileName' } } },
];

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
  expect(apiErrorSchema.parse(response.json()).message).toBe(ANALYTICS_ERRORS.areaRowsRefused);
  expect(response.body).not.toContain(FILE_NAME);
  expect(response.body).not.toContain('@');
}

describe('FILE through the dashboard data calls', () => {
  const area = 'FILE';
  it('counts for every role', async () => {
    const counts: number[] = [];
    for (const role of ROLES) {
      const response = await callers[role].call('POST', url(area, 'query'), { addCount: true });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      counts.push(queryResultSchema.parse(response.json()).items[0]?.[COUNT_KEY] as number);
      const several = await callers[role].call('POST', url(area, 'query/multiple'), {
        total: { addCount: true },
      });
      expect(several.statusCode, `${role} (multiple): ${several.body}`).toBe(200);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('reads rows, groups, filters and exports only for the roles whose screens show them', async () => {
    for (const role of ROLES) {
      const allowed = SEES_FILE_ROWS.includes(role);
      for (const body of FILE_READINGS) {
        const what = `${role} ${JSON.stringify(body)}`;
        const response = await callers[role].call('POST', url(area, 'query'), body);
        if (allowed) expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
        else expectRefused(response, what);
      }
      const mixed = await callers[role].call('POST', url(area, 'query/multiple'), {
        total: { addCount: true },
        rows: FILE_READINGS[0] as object,
      });
      if (allowed) expect(mixed.statusCode, `${role} multiple: ${mixed.body}`).toBe(200);
      else expectRefused(mixed, `${role} multiple`);
      const csv = await callers[role].call('POST', url(area, 'export'), {});
      if (allowed) expect(csv.statusCode, `${role} export`).toBe(200);
      else expectRefused(csv, `${role} export`);
    }
  });
});

describe('ACTIVITY through the dashboard data calls', () => {
  const rowsOf = async (role: WorkspaceRole) => {
    const reply = await callers[role].call('POST', url('ACTIVITY', 'query'), {
      fields: ['userId'],
      limit: 100,
    });
    expect(reply.statusCode, `${role}: ${reply.body}`).toBe(200);
    return queryResultSchema.parse(reply.json()).items.map((item) => item.userId);
  };
  const countOf = async (role: WorkspaceRole) => {
    const reply = await callers[role].call('POST', url('ACTIVITY', 'query/multiple'), {
      n: { addCount: true },
    });
    return multipleQueryResultSchema.parse(reply.json()).n?.items[0]?.[COUNT_KEY];
  };

  it('reads every activity of the workspace for OWNER and ADMIN, and only their own for any other role', async () => {
    const all = await rowsOf('OWNER');
    expect(new Set(all)).toEqual(new Set(ROLES.map((role) => callers[role].email)));
    for (const role of ROLES) {
      const rows = await rowsOf(role);
      const own = all.filter((email) => email === callers[role].email);
      const expected = role === 'OWNER' || role === 'ADMIN' ? all : own;
      expect(rows.sort(), role).toEqual([...expected].sort());
      expect(await countOf(role), role).toBe(expected.length);
    }
    // After the reads: each export records an activity, which the others would then see.
    for (const role of ROLES) {
      const csv = await callers[role].call('POST', url('ACTIVITY', 'export'), {});
      expect(csv.statusCode, `${role} export`).toBe(200);
      const others = ROLES.filter((other) => other !== role).map((other) => callers[other].email);
      const leaked = others.filter((email) => csv.body.includes(email));
      expect(leaked, `${role} export`).toEqual(role === 'OWNER' || role === 'ADMIN' ? others : []);
    }
  });
});

it('leaves the case areas and the data version open to every role', async () => {
  for (const role of ROLES) {
    const cases = await callers[role].call('POST', url('CASE', 'query'), { fields: ['_id'], limit: 5 });
    expect(cases.statusCode, role).toBe(200);
    expect((await callers[role].call('GET', url('ACTIVITY', 'version'))).statusCode, role).toBe(200);
  }
});
