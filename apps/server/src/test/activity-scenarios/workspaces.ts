import { ACTING_USER_HEADER, inviteEntrySchema } from '@hde/contracts/api';
import { apiUser } from '../api-user.js';
import type { TestApp } from '../test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../workspace-fixtures.js';
import { expectOk, type Scenario } from './scenario.js';

const workspaceUrl = (id: string) => `/v2/app/workspace/${id}`;
const savedFilters = (id: string) => `${workspaceUrl(id)}/configuration/saved-filters-configuration`;
const template = {
  name: 'Homicides',
  visibility: 'WORKSPACE',
  filters: [{ id: 'mannerOfDeath', operator: 'eq', values: ['HOMICIDE'] }],
};

async function invitation(owner: Caller, workspaceId: string, email: string): Promise<string> {
  const url = `${workspaceUrl(workspaceId)}/invite?email=${encodeURIComponent(email)}&role=USER`;
  return inviteEntrySchema.parse(expectOk(await owner.call('POST', url), 'invite').json()).id;
}

async function savedTemplate(ctx: TestApp) {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const created = expectOk(await owner.call('POST', savedFilters(workspace.id), template), 'template');
  return { owner, url: `${savedFilters(workspace.id)}/${(created.json() as { id: string }).id}` };
}

/** Workspaces, their members and invitations, their configurations and saved filters. */
export const workspaceScenarios: Record<string, Scenario> = {
  'POST /v2/app/workspace': async (ctx) => {
    const { owner } = await ownerWithWorkspace(ctx);
    return { response: await owner.call('POST', '/v2/app/workspace', { name: 'Second' }), userId: owner.id };
  },
  'PUT /v2/app/workspace/:id': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('PUT', workspaceUrl(workspace.id), { name: 'Renamed' });
    return { response, userId: owner.id };
  },
  'DELETE /v2/app/workspace/:id': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    return { response: await owner.call('DELETE', workspaceUrl(workspace.id)), userId: owner.id };
  },
  'POST /v2/app/workspace/:id/public/:state': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const response = await owner.call('POST', `${workspaceUrl(workspace.id)}/public/ENABLE`);
    return { response, userId: owner.id, action: 'ENABLE_PUBLIC' };
  },
  'PUT /v2/app/workspace/:id/configuration/:type': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const url = `${workspaceUrl(workspace.id)}/configuration/case-configuration`;
    return { response: await owner.call('PUT', url, { DOD: 'date_of_death' }), userId: owner.id };
  },
  'POST /v2/app/workspace/:id/configuration/:type': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const url = `${workspaceUrl(workspace.id)}/configuration/case-configuration`;
    return { response: await owner.call('POST', url, { DOD: 'date_of_death' }), userId: owner.id };
  },
  'POST /v2/app/workspace/:id/configuration/saved-filters-configuration': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    return { response: await owner.call('POST', savedFilters(workspace.id), template), userId: owner.id };
  },
  'PUT /v2/app/workspace/:id/configuration/saved-filters-configuration/:filterId': async (ctx) => {
    const { owner, url } = await savedTemplate(ctx);
    return { response: await owner.call('PUT', url, { ...template, name: 'Renamed' }), userId: owner.id };
  },
  'DELETE /v2/app/workspace/:id/configuration/saved-filters-configuration/:filterId': async (ctx) => {
    const { owner, url } = await savedTemplate(ctx);
    return { response: await owner.call('DELETE', url), userId: owner.id };
  },
  'POST /v2/app/workspace/:id/invite': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const url = `${workspaceUrl(workspace.id)}/invite?email=invitee@example.org&role=USER`;
    return { response: await owner.call('POST', url), userId: owner.id };
  },
  'DELETE /v2/app/workspace/invitations/:inviteId/cancel': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const id = await invitation(owner, workspace.id, 'invitee@example.org');
    const response = await owner.call('DELETE', `/v2/app/workspace/invitations/${id}/cancel`);
    return { response, userId: owner.id };
  },
  'POST /v2/app/workspace/invitations/:inviteId/:response': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const id = await invitation(owner, workspace.id, invitee.email);
    const response = await invitee.call('POST', `/v2/app/workspace/invitations/${id}/ACCEPTED`);
    return { response, userId: invitee.id };
  },
  'PUT /v2/app/workspace/:id/change-role': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `${workspaceUrl(workspace.id)}/change-role?userEmail=${encodeURIComponent(member.email)}&newRole=ADMIN`,
      headers: { ...owner.headers, [ACTING_USER_HEADER]: 'Owner' },
    });
    return { response, userId: owner.id };
  },
  'DELETE /v2/app/workspace/workspace/:id/revoke/:userId': async (ctx) => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const url = `/v2/app/workspace/workspace/${workspace.id}/revoke/${encodeURIComponent(member.email)}`;
    return { response: await owner.call('DELETE', url), userId: owner.id };
  },
};
