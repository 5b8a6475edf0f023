import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_PASSWORD,
  createDashboard,
  dashboardTeam,
} from '../modules/dashboards/dashboard-test-kit.js';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { activitiesOf } from '../test/activity-scenarios/index.js';
import { createCase, toxUser } from '../test/tox-user.js';
import { workspaceWithCases } from '../test/case-workspaces.js';
import { importFile } from '../test/import-kit.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Expected {
  userId: string | null;
  workspaceId: string;
  collectionName: string;
  action: string;
  recordId: string;
  outcome?: string;
}

/** The reply answered with `status` and its request recorded exactly the one activity expected. */
async function expectAudited(response: LightMyRequestResponse, status: number, expected: Expected) {
  expect(response.statusCode, response.body).toBe(status);
  const recorded = await activitiesOf(ctx, response);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ outcome: 'SUCCESS', ...expected });
}

describe('the reads a health-data audit expects each record one activity', () => {
  it("opening a case's detail", async () => {
    const { owner, workspaceId } = await workspaceWithCases(ctx, { prefix: 'V', count: 1 });
    const response = await owner.call('GET', `/v2/app/case/${workspaceId}/V-1`);
    await expectAudited(response, 200, {
      userId: owner.id,
      workspaceId,
      collectionName: 'cases',
      action: 'VIEW',
      recordId: 'V-1',
    });
  });

  it("opening a toxicology case's detail, current or an earlier version", async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, { age: 40 });
    const expected = {
      userId: owner.id,
      workspaceId: TOX_WORKSPACE_ID,
      collectionName: 'tox_cases',
      action: 'VIEW',
      recordId: caseId,
    };
    await expectAudited(await owner.call('GET', `/v2/tox/case/${TOX_WORKSPACE_ID}/${caseId}`), 200, expected);
    await expectAudited(
      await owner.call('GET', `/v2/tox/case/${TOX_WORKSPACE_ID}/${caseId}/0`),
      200,
      expected,
    );
  });

  it('downloading an imported file and its errors file', async () => {
    const { owner, workspaceId } = await workspaceWithCases(ctx, { prefix: 'D', count: 1 });
    const file = await importFile(ctx, owner, workspaceId, {
      fileName: 'bad.csv',
      content: 'case_id,date_of_death\nD-2,not a date\n',
      mapping: { case_id: 'case_id', date_of_death: 'date_of_death' },
    });
    const expected = { userId: owner.id, workspaceId, collectionName: 'fileImports', recordId: file.id };
    const download = await owner.call('GET', `/v2/app/file/${file.id}`);
    await expectAudited(download, 200, { ...expected, action: 'DOWNLOAD' });
    const errors = await owner.call('GET', `/v2/app/file/download/errors/${file.id}`);
    await expectAudited(errors, 200, { ...expected, action: 'DOWNLOAD_ERRORS' });
  });

  it("revealing a dashboard's password and viewing a private dashboard", async () => {
    const team = await dashboardTeam(ctx);
    const secret = await createDashboard(team, { mode: 'PASSWORD' });
    const reveal = await team.creator.call('GET', `${team.base}/${secret.id}/reveal`);
    const ofDashboard = { workspaceId: team.workspace.id, collectionName: 'dashboards' };
    await expectAudited(reveal, 200, {
      ...ofDashboard,
      userId: team.creator.id,
      action: 'REVEAL_DASHBOARD_PASSWORD',
      recordId: secret.id,
    });

    const listedOnly = await createDashboard(team, { mode: 'PRIVATE' });
    const view = await team.listed.call('GET', `/v2/app/dashboards/${listedOnly.id}`);
    await expectAudited(view, 200, {
      ...ofDashboard,
      userId: team.listed.id,
      action: 'VIEW_DASHBOARD',
      recordId: listedOnly.id,
    });
  });

  it('a wrong password on a PASSWORD dashboard is recorded as DENIED, for no user', async () => {
    const team = await dashboardTeam(ctx);
    const dashboard = await createDashboard(team, { mode: 'PASSWORD' });
    const unlock = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v2/public/dashboards/${dashboard.id}/unlock`,
        payload: { password },
      });
    const attempt = {
      userId: null,
      workspaceId: team.workspace.id,
      collectionName: 'dashboards',
      action: 'UNLOCK_DASHBOARD',
      recordId: dashboard.id,
    };
    await expectAudited(await unlock(`${DASHBOARD_PASSWORD}x`), 401, { ...attempt, outcome: 'DENIED' });
    await expectAudited(await unlock(DASHBOARD_PASSWORD), 200, attempt);
  });
});
