import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type PermissionAction, type WorkspaceRole } from '@hde/contracts';
import { ACTING_USER_HEADER } from '@hde/contracts/api';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiUser } from '../../test/api-user.js';
import { addMember, invite, ownerWithWorkspace, type Caller } from './access-test-kit.js';

/**
 * Every workspace route called as OWNER, ADMIN, USER, CONTRIBUTOR, a non-member and anonymous, each answer checked
 * against the contracts' permission table. Each call gets a fresh workspace, so destructive routes cannot
 * disturb the next.
 */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Fixture {
  workspaceId: string;
  target: Caller;
  inviteId: string;
  /** A draft import the owner started. */
  draftId: string;
  /** A WORKSPACE saved filter template the owner saved. */
  templateId: string;
}

interface RouteCase {
  name: string;
  action: PermissionAction;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture) => string;
  body?: object;
  headers?: Record<string, string>;
  /** What an allowed call answers. */
  allowed: number;
  /** What a member whose role lacks the action gets (403, or 404 where existence is not revealed). */
  denied?: number;
}

const TEMPLATE_BODY = {
  name: 'Matrix template',
  visibility: 'WORKSPACE',
  filters: [{ id: 'mannerOfDeath', operator: 'eq', values: ['HOMICIDE'] }],
};

const ROUTES: RouteCase[] = [
  {
    name: 'get workspace',
    action: 'workspace.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}`,
    allowed: 200,
  },
  {
    name: 'edit workspace',
    action: 'workspace.edit',
    method: 'PUT',
    url: (f) => `/workspace/${f.workspaceId}`,
    body: { name: 'Renamed', description: '', icon: 'sun' },
    allowed: 200,
  },
  {
    name: 'delete workspace',
    action: 'workspace.delete',
    method: 'DELETE',
    url: (f) => `/workspace/${f.workspaceId}`,
    allowed: 204,
  },
  {
    name: 'data counts',
    action: 'workspace.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/data-counts`,
    allowed: 200,
  },
  {
    name: 'enable public',
    action: 'workspace.public',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/public/ENABLE`,
    allowed: 200,
  },
  {
    name: 'disable public',
    action: 'workspace.public',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/public/DISABLE`,
    allowed: 200,
  },
  {
    name: 'public dashboard report (none published yet)',
    action: 'workspace.public',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/public/report`,
    allowed: 404,
  },
  {
    name: 'configurations',
    action: 'workspace.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/configuration`,
    allowed: 200,
  },
  {
    name: 'save import mapping',
    action: 'workspace.import',
    method: 'PUT',
    url: (f) => `/workspace/${f.workspaceId}/configuration/case-configuration`,
    body: { DOD: 'date_of_death' },
    allowed: 204,
  },
  {
    name: 'save dashboard configuration',
    action: 'workspace.configure',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/configuration/dashboard-configuration`,
    body: { tabs: [] },
    allowed: 204,
  },
  {
    name: 'custom fields',
    action: 'workspace.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/customFields`,
    allowed: 200,
  },
  {
    name: 'own role',
    action: 'workspace.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/access`,
    allowed: 200,
  },
  {
    name: 'members',
    action: 'workspace.members.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/accesses`,
    allowed: 200,
  },
  {
    name: 'invitations',
    action: 'workspace.members.view',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/requests`,
    allowed: 200,
  },
  {
    name: 'invite',
    action: 'workspace.members.invite',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/invite?email=new.${f.inviteId}@example.org&role=USER`,
    allowed: 200,
  },
  {
    name: 'change role',
    action: 'workspace.members.changeRole',
    method: 'PUT',
    url: (f) =>
      `/workspace/${f.workspaceId}/change-role?userEmail=${encodeURIComponent(f.target.email)}&newRole=CONTRIBUTOR`,
    headers: { [ACTING_USER_HEADER]: 'Matrix Test' },
    allowed: 200,
  },
  {
    name: 'revoke',
    action: 'workspace.members.revoke',
    method: 'DELETE',
    url: (f) => `/workspace/workspace/${f.workspaceId}/revoke/${encodeURIComponent(f.target.email)}`,
    allowed: 204,
  },
  {
    name: 'cancel invitation',
    action: 'workspace.invitations.cancel',
    method: 'DELETE',
    url: (f) => `/workspace/invitations/${f.inviteId}/cancel`,
    allowed: 204,
    denied: 404,
  },
  {
    name: 'start an import',
    action: 'workspace.import',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/upload/init`,
    allowed: 200,
  },
  {
    name: 'create sandbox data',
    action: 'workspace.import',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/dummy-data`,
    allowed: 202,
  },
  {
    name: 'list files',
    action: 'workspace.import',
    method: 'GET',
    url: (f) => `/file/list?workspaceId=${f.workspaceId}`,
    allowed: 200,
  },
  {
    name: 'import status',
    action: 'workspace.import',
    method: 'GET',
    url: (f) => `/file/import/${f.draftId}`,
    allowed: 200,
  },
  {
    name: 'save file mapping',
    action: 'workspace.import',
    method: 'PUT',
    url: (f) => `/file/import/${f.draftId}/mapping`,
    body: { dataType: 'CASE', fileName: 'cases.csv', mapping: { ID: 'case_id' } },
    allowed: 200,
  },
  {
    name: 'upload (a JSON body, so refused as not multipart once allowed)',
    action: 'workspace.import',
    method: 'PUT',
    url: (f) => `/file/import/${f.draftId}/upload`,
    body: {},
    allowed: 415,
  },
  {
    name: 'delete draft',
    action: 'workspace.import',
    method: 'DELETE',
    url: (f) => `/file/import/${f.draftId}`,
    allowed: 204,
  },
  {
    name: 'import errors',
    action: 'workspace.import',
    method: 'GET',
    url: (f) => `/file/import/errors/${f.draftId}`,
    allowed: 200,
  },
  {
    name: 'import errors CSV',
    action: 'workspace.import',
    method: 'GET',
    url: (f) => `/file/download/errors/${f.draftId}`,
    allowed: 200,
  },
  {
    name: 'download file (a draft has none yet)',
    action: 'workspace.import',
    method: 'GET',
    url: (f) => `/file/${f.draftId}`,
    allowed: 409,
  },
  {
    name: 'progress stream',
    action: 'workspace.import',
    method: 'POST',
    url: () => '/file/updates',
    body: { ids: ['DRAFT'] },
    allowed: 200,
  },
  {
    name: 'file trust stream',
    action: 'workspace.import',
    method: 'POST',
    url: () => '/file/trust',
    body: { files: [{ id: 'DRAFT' }] },
    allowed: 200,
  },
  {
    name: 'saved filter templates',
    action: 'workspace.filterTemplates.apply',
    method: 'GET',
    url: (f) => `/workspace/${f.workspaceId}/configuration/saved-filters-configuration`,
    allowed: 200,
  },
  {
    name: 'save a filter template',
    action: 'workspace.filterTemplates.save',
    method: 'POST',
    url: (f) => `/workspace/${f.workspaceId}/configuration/saved-filters-configuration`,
    body: TEMPLATE_BODY,
    allowed: 201,
  },
  {
    name: "edit the owner's filter template",
    action: 'workspace.filterTemplates.manage',
    method: 'PUT',
    url: (f) => `/workspace/${f.workspaceId}/configuration/saved-filters-configuration/${f.templateId}`,
    body: { ...TEMPLATE_BODY, name: 'Renamed' },
    allowed: 200,
  },
  {
    name: "delete the owner's filter template",
    action: 'workspace.filterTemplates.manage',
    method: 'DELETE',
    url: (f) => `/workspace/${f.workspaceId}/configuration/saved-filters-configuration/${f.templateId}`,
    allowed: 204,
  },
];

const ROLES: WorkspaceRole[] = ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'];

/** A workspace with an OWNER, one member per role, a USER to act on and a pending invitation. */
async function fixture(): Promise<Fixture & { callers: Record<WorkspaceRole, Caller> }> {
  const { owner, workspaceId } = await ownerWithWorkspace(ctx);
  const callers = { OWNER: owner } as Record<WorkspaceRole, Caller>;
  for (const role of ['ADMIN', 'USER', 'CONTRIBUTOR'] as const)
    callers[role] = await addMember(ctx, owner, workspaceId, role);
  const target = await addMember(ctx, owner, workspaceId, 'USER');
  const pending = await invite(owner, workspaceId, `pending.${workspaceId}@example.org`, 'USER');
  const draft = await owner.call('POST', `/v2/app/workspace/${workspaceId}/upload/init`);
  const draftId = (draft.json() as { id: string }).id;
  const template = await owner.call(
    'POST',
    `/v2/app/workspace/${workspaceId}/configuration/saved-filters-configuration`,
    { ...TEMPLATE_BODY, name: 'Owner template' },
  );
  const templateId = (template.json() as { id: string }).id;
  return { workspaceId, target, inviteId: pending.id, draftId, templateId, callers };
}

/** Bodies name the fixture's draft import as `DRAFT`. */
function bodyFor(route: RouteCase, f: Fixture) {
  return route.body
    ? JSON.parse(JSON.stringify(route.body).replaceAll('"DRAFT"', `"${f.draftId}"`))
    : undefined;
}

function call(route: RouteCase, f: Fixture, headers: Record<string, string>) {
  const payload = bodyFor(route, f);
  return ctx.app.inject({
    method: route.method,
    url: `/v2/app${route.url(f)}`,
    headers: { ...headers, ...route.headers },
    ...(payload ? { payload } : {}),
  });
}

describe('permission matrix of the workspace routes', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.name}`, async () => {
      for (const role of ROLES) {
        const f = await fixture();
        const response = await call(route, f, f.callers[role].headers);
        const expected = can(role, route.action) ? route.allowed : (route.denied ?? 403);
        expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
      }
      const f = await fixture();
      const stranger = await apiUser(ctx);
      expect((await call(route, f, stranger.headers)).statusCode, 'non-member').toBe(404);
      expect((await call(route, f, {})).statusCode, 'anonymous').toBe(401);
    });
  }
});
