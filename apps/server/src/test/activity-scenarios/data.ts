import { apiUser } from '../api-user.js';
import { initImport, saveMapping, upload } from '../import-kit.js';
import { ownerWithWorkspace } from '../workspace-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { Scenario } from './scenario.js';

const CSV = 'case_id,manner_of_death\nA-1,NATURAL\n';

async function draft(ctx: TestApp) {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  return { owner, workspace, id: await initImport(owner, workspace.id) };
}

/** Imports, the sandbox, and the exports and reports of the analytics. */
export const dataScenarios: Record<string, Scenario> = {
  'POST /v2/app/workspace/:id/upload/init': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('POST', `/v2/app/workspace/${workspace.id}/upload/init`);
    return { response, userId: owner.id };
  },
  'PUT /v2/app/file/import/:id/mapping': async (ctx) => {
    const { owner, id } = await draft(ctx);
    const mapping = { case_id: 'case_id', manner_of_death: 'manner_of_death' };
    const response = await saveMapping(owner, id, { dataType: 'CASE', fileName: 'a.csv', mapping });
    return { response, userId: owner.id };
  },
  'PUT /v2/app/file/import/:id/upload': async (ctx) => {
    const { owner, id } = await draft(ctx);
    return { response: await upload(ctx, owner, id, { fileName: 'a.csv', content: CSV }), userId: owner.id };
  },
  'DELETE /v2/app/file/import/:id': async (ctx) => {
    const { owner, id } = await draft(ctx);
    return { response: await owner.call('DELETE', `/v2/app/file/import/${id}`), userId: owner.id };
  },
  'POST /v2/app/workspace/:id/dummy-data': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`);
    return { response, userId: owner.id };
  },
  'POST /v2/app/:area/dashboard/:id/export': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('POST', `/v2/app/CASE/dashboard/${workspace.id}/export`, {});
    return { response, userId: owner.id, action: 'EXPORT' };
  },
  'POST /v2/app/ACTIVITY/dashboard/log/export': async (ctx) => {
    const user = await apiUser(ctx);
    const response = await user.call('POST', '/v2/app/ACTIVITY/dashboard/log/export', {});
    return { response, userId: user.id, action: 'EXPORT' };
  },
  'POST /v2/app/:area/dashboard/:id/report': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('POST', `/v2/app/CASE/dashboard/${workspace.id}/report`, {});
    return { response, userId: owner.id, action: 'EXPORT_PDF' };
  },
};
