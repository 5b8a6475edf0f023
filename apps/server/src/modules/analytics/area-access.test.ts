import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '@hde/contracts';
import { apiErrorSchema, COUNT_KEY, queryResultSchema } from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';

/**
 * FILE and ACTIVITY rows through the dashboard data calls, per role: their screens (spec part 2 §2.2) show file
 * names to the roles with the Import Wizard and members' e-mails to those with User Management; every role sees
 * both counts on the overview.
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
});
afterAll(() => ctx.close());

const ROLES: WorkspaceRole[] = ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'];
const url = (area: string, suffix: string) => `/v2/app/${area}/dashboard/${workspaceId}/${suffix}`;

/** The roles whose screens show the rows of each area. */
const SEES_ROWS: Record<'FILE' | 'ACTIVITY', WorkspaceRole[]> = {
  FILE: ['OWNER', 'ADMIN', 'CONTRIBUTOR'],
  ACTIVITY: ['OWNER', 'ADMIN'],
};

const ROW_READINGS = {
  FILE: [
    { fields: ['_id', 'fileName', 'status'], limit: 10 },
    { groupBy: 'fileName', addCount: true },
    { addCount: true, where: { field: 'fileName', operator: 'like', values: ['coroner'] } },
    { addCount: true, facets: { names: { groupBy: 'fileName' } } },
  ],
  ACTIVITY: [
    { fields: ['_id', 'userId', 'action'], limit: 10 },
    { groupBy: 'userId', addCount: true },
    { addCount: true, where: { field: 'userId', operator: 'eq', values: ['someone@example.org'] } },
    {},
  ],
};

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
  expect(apiErrorSchema.parse(response.json()).message).toBe(ANALYTICS_ERRORS.areaRowsRefused);
  expect(response.body).not.toContain(FILE_NAME);
  expect(response.body).not.toContain('@');
}

describe.each(['FILE', 'ACTIVITY'] as const)('%s through the dashboard data calls', (area) => {
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
      const allowed = SEES_ROWS[area].includes(role);
      for (const body of ROW_READINGS[area]) {
        const what = `${role} ${JSON.stringify(body)}`;
        const response = await callers[role].call('POST', url(area, 'query'), body);
        if (allowed) expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
        else expectRefused(response, what);
      }
      const mixed = await callers[role].call('POST', url(area, 'query/multiple'), {
        total: { addCount: true },
        rows: ROW_READINGS[area][0] as object,
      });
      if (allowed) expect(mixed.statusCode, `${role} multiple: ${mixed.body}`).toBe(200);
      else expectRefused(mixed, `${role} multiple`);
      const csv = await callers[role].call('POST', url(area, 'export'), {});
      if (allowed) expect(csv.statusCode, `${role} export`).toBe(200);
      else expectRefused(csv, `${role} export`);
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
