import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import {
  ACTING_USER_HEADER,
  accessEntrySchema,
  accessListSchema,
  apiErrorSchema,
  userRoleSchema,
  type Workspace,
} from '@hde/contracts/api';
import { ACCESS_ERRORS, ERROR_MESSAGES } from '@hde/contracts/text';
import { activities, users, workspaces as workspacesTable } from '../../platform/db/schema.js';
import { createMailer } from '../../platform/mail.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSubscriptionService } from '../subscriptions/service.js';
import { createWorkspaceService } from '../workspaces/index.js';
import {
  activityOf,
  addMember,
  invite,
  membership,
  ownerWithWorkspace,
  type Caller,
} from './access-test-kit.js';
import { createAccessService } from './service.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FORGED_ID = '00000000-0000-4000-8000-000000000bad';

const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());

function changeRole(caller: Caller, workspaceId: string, email: string, role: string, actingUser?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/v2/app/workspace/${workspaceId}/change-role?userEmail=${encodeURIComponent(email)}&newRole=${role}`,
    headers: { ...caller.headers, ...(actingUser === undefined ? {} : { [ACTING_USER_HEADER]: actingUser }) },
  });
}

const revokeUrl = (workspaceId: string, email: string) =>
  `/v2/app/workspace/workspace/${workspaceId}/revoke/${encodeURIComponent(email)}`;

describe('GET workspace/{id}/access', () => {
  it('answers the role of oneself, of a member and null for a non-member (managers)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const member = await addMember(ctx, owner, workspaceId, 'CONTRIBUTOR');
    const stranger = await apiUser(ctx);
    const ask = async (caller: Caller, userId?: string) => {
      const query = userId === undefined ? '' : `?userId=${encodeURIComponent(userId)}`;
      const response = await caller.call('GET', `/v2/app/workspace/${workspaceId}/access${query}`);
      return { status: response.statusCode, body: response.json() as unknown };
    };
    expect(await ask(owner, owner.email)).toEqual({
      status: 200,
      body: { userId: owner.email, role: 'OWNER' },
    });
    expect(await ask(owner)).toEqual({ status: 200, body: { userId: owner.email, role: 'OWNER' } });
    expect(userRoleSchema.parse((await ask(owner, member.email.toUpperCase())).body)).toEqual({
      userId: member.email,
      role: 'CONTRIBUTOR',
    });
    expect((await ask(owner, stranger.email)).body).toEqual({ userId: stranger.email, role: null });
    expect((await ask(member, member.email)).body).toEqual({ userId: member.email, role: 'CONTRIBUTOR' });
  });

  it('refuses a non-manager asking about someone else (403) and hides foreign workspaces (404)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const member = await addMember(ctx, owner, workspaceId, 'USER');
    const forbidden = await member.call(
      'GET',
      `/v2/app/workspace/${workspaceId}/access?userId=${encodeURIComponent(owner.email)}`,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe(ACCESS_ERRORS.ownRoleOnly);

    const stranger = await apiUser(ctx);
    await stranger.call('POST', '/v2/app/user/sign-up');
    for (const url of [
      `/v2/app/workspace/${workspaceId}/access`,
      `/v2/app/workspace/${FORGED_ID}/access`,
      '/v2/app/workspace/not-a-uuid/access',
    ]) {
      expect((await stranger.call('GET', url)).statusCode, url).toBe(404);
    }
    expect((await owner.call('GET', `/v2/tox/workspace/${workspaceId}/access`)).statusCode).toBe(404);
  });

  it('answers the demo role in the demo workspace', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}/access`);
    expect(response.json()).toEqual({ userId: caller.email, role: 'USER' });
  });
});

describe('GET workspace/{id}/accesses', () => {
  it('pages and sorts the active members on the server', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const list = async (query: string) => {
      const response = await owner.call('GET', `/v2/app/workspace/${workspaceId}/accesses?${query}`);
      expect(response.statusCode, query).toBe(200);
      return accessListSchema.parse(response.json());
    };

    const all = await list(`workspaceId=${workspaceId}&sort=role&direction=ASC`);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.userId, item.role, item.status])).toEqual([
      [owner.email, 'OWNER', 'ACTIVE'],
      [admin.email, 'ADMIN', 'ACTIVE'],
      [user.email, 'USER', 'ACTIVE'],
    ]);
    expect(all.items[0]?.id).toBe(owner.id);

    const page = await list('sort=role&direction=ASC&skip=1&limit=1');
    expect(page).toMatchObject({ total: 3, items: [{ userId: admin.email }] });

    const byEmail = await list('sort=userId&direction=DESC');
    expect(byEmail.items.map((item) => item.userId)).toEqual(
      [owner.email, admin.email, user.email].sort().reverse(),
    );

    // ADMIN may view too; USER may not.
    expect((await admin.call('GET', `/v2/app/workspace/${workspaceId}/accesses`)).statusCode).toBe(200);
    expect((await user.call('GET', `/v2/app/workspace/${workspaceId}/accesses`)).statusCode).toBe(403);
  });

  it('rejects an unknown sort, a limit above 100 and a workspaceId naming another workspace', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const base = `/v2/app/workspace/${workspaceId}/accesses`;
    expect((await owner.call('GET', `${base}?sort=password`)).statusCode).toBe(400);
    expect((await owner.call('GET', `${base}?limit=101`)).statusCode).toBe(400);
    const mismatch = await owner.call('GET', `${base}?workspaceId=${FORGED_ID}`);
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).message).toBe(ACCESS_ERRORS.workspaceMismatch);
  });
});

describe('DELETE workspace/workspace/{id}/revoke/{userId}', () => {
  it('revokes the membership, records it and tells the revoked user so when they open the workspace', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const member = await addMember(ctx, owner, workspaceId, 'USER');
    await ctx.database.db
      .update(users)
      .set({ defaultWorkspaceId: workspaceId })
      .where(eq(users.id, member.id));

    const response = await owner.call('DELETE', revokeUrl(workspaceId, member.email));
    expect(response.statusCode).toBe(204);
    expect((await membership(ctx, workspaceId, member.id))?.status).toBe('REVOKED');
    expect(await activityOf(ctx, workspaceId)).toContain('workspace_members:REVOKE');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.defaultWorkspaceId).toBeNull();
    // Their only access to the module was this workspace: revoked, not "your access to this module has ended".
    for (const url of [`/v2/app/workspace/${workspaceId}`, `/v2/app/workspace/${workspaceId}/access`]) {
      const refused = await member.call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused).message).toBe(ERROR_MESSAGES.workspaceAccessRevoked);
    }
    const list = await member.call('GET', '/v2/app/workspace/list');
    expect((list.json() as { items: unknown[] }).items).toEqual([]);
    // Revoking again: no longer a member; the members list leaves them out.
    expect((await owner.call('DELETE', revokeUrl(workspaceId, member.email))).statusCode).toBe(404);
    const members = accessListSchema.parse(
      (await owner.call('GET', `/v2/app/workspace/${workspaceId}/accesses`)).json(),
    );
    expect(members.items.map((item) => item.userId)).toEqual([owner.email]);
  });

  it('tells a revoked member who has a module of their own, and opens the workspace again on a new invitation', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const { owner: member } = await ownerWithWorkspace(ctx);
    const { id } = await invite(owner, workspaceId, member.email, 'CONTRIBUTOR');
    expect((await member.call('POST', `/v2/app/workspace/invitations/${id}/ACCEPTED`)).statusCode).toBe(200);
    expect((await owner.call('DELETE', revokeUrl(workspaceId, member.email))).statusCode).toBe(204);

    const refused = await member.call('GET', `/v2/app/workspace/${workspaceId}`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(ERROR_MESSAGES.workspaceAccessRevoked);
    const own = await member.call('GET', '/v2/app/workspace/list');
    expect((own.json() as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(
      workspaceId,
    );

    const again = await invite(owner, workspaceId, member.email, 'USER');
    expect((await member.call('POST', `/v2/app/workspace/invitations/${again.id}/ACCEPTED`)).statusCode).toBe(
      200,
    );
    const reopened = await member.call('GET', `/v2/app/workspace/${workspaceId}`);
    expect(reopened.statusCode).toBe(200);
    expect((reopened.json() as Workspace).workspaceRole).toBe('USER');
  });

  it('refuses oneself, an ADMIN acting on an OWNER, a USER, strangers and forged ids; nothing changes', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const coOwner = await addMember(ctx, owner, workspaceId, 'OWNER');
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const stranger = await apiUser(ctx);
    const before = await activityOf(ctx, workspaceId);

    const self = await owner.call('DELETE', revokeUrl(workspaceId, owner.email));
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe(ACCESS_ERRORS.ownAccess);

    const adminOnOwner = await admin.call('DELETE', revokeUrl(workspaceId, coOwner.email));
    expect(adminOnOwner.statusCode).toBe(403);
    expect(errorOf(adminOnOwner).message).toBe(ACCESS_ERRORS.ownersOnly);

    expect((await user.call('DELETE', revokeUrl(workspaceId, admin.email))).statusCode).toBe(403);
    expect((await stranger.call('DELETE', revokeUrl(workspaceId, user.email))).statusCode).toBe(404);
    expect((await owner.call('DELETE', revokeUrl(FORGED_ID, user.email))).statusCode).toBe(404);
    expect((await owner.call('DELETE', revokeUrl('nope', user.email))).statusCode).toBe(404);
    expect((await owner.call('DELETE', revokeUrl(workspaceId, stranger.email))).statusCode).toBe(404);
    const otherBase = `/v2/tox/workspace/workspace/${workspaceId}/revoke/${encodeURIComponent(user.email)}`;
    expect((await owner.call('DELETE', otherBase)).statusCode).toBe(404);

    for (const [member, role] of [
      [owner, 'OWNER'],
      [coOwner, 'OWNER'],
      [admin, 'ADMIN'],
      [user, 'USER'],
    ] as const) {
      expect((await membership(ctx, workspaceId, member.id))?.role).toBe(role);
    }
    expect(await activityOf(ctx, workspaceId)).toEqual(before);

    // An ADMIN may revoke a USER, an OWNER may revoke another OWNER.
    expect((await admin.call('DELETE', revokeUrl(workspaceId, user.email))).statusCode).toBe(204);
    expect((await owner.call('DELETE', revokeUrl(workspaceId, coOwner.email))).statusCode).toBe(204);
  });
});

describe('PUT workspace/{id}/change-role', () => {
  it('changes the role, answers the entry and records the change', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const member = await addMember(ctx, owner, workspaceId, 'USER');
    const response = await changeRole(owner, workspaceId, member.email.toUpperCase(), 'ADMIN', 'Ada Owner');
    expect(response.statusCode).toBe(200);
    expect(accessEntrySchema.parse(response.json())).toMatchObject({
      id: member.id,
      userId: member.email,
      role: 'ADMIN',
      status: 'ACTIVE',
    });
    expect((await membership(ctx, workspaceId, member.id))?.role).toBe('ADMIN');
    expect(await activityOf(ctx, workspaceId)).toContain('workspace_members:CHANGE_ROLE');
    const [recorded] = await ctx.database.db
      .select({ details: activities.details })
      .from(activities)
      .where(and(eq(activities.workspaceId, workspaceId), eq(activities.action, 'CHANGE_ROLE')));
    expect(recorded?.details).toMatchObject({ actingUser: 'Ada Owner', role: 'ADMIN' });

    // An OWNER may make another OWNER and demote them again.
    expect((await changeRole(owner, workspaceId, member.email, 'OWNER', 'Ada')).statusCode).toBe(200);
    expect((await changeRole(owner, workspaceId, member.email, 'USER', 'Ada')).statusCode).toBe(200);
    expect((await membership(ctx, workspaceId, member.id))?.role).toBe('USER');
  });

  it('refuses bad input and forbidden changes with a clear error; nothing changes', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const stranger = await apiUser(ctx);
    const before = await activityOf(ctx, workspaceId);

    const noHeader = await changeRole(owner, workspaceId, user.email, 'ADMIN');
    expect(noHeader.statusCode).toBe(400);
    expect((await changeRole(owner, workspaceId, user.email, 'ADMIN', '  ')).statusCode).toBe(400);
    expect((await changeRole(owner, workspaceId, user.email, 'SUPERHERO', 'Ada')).statusCode).toBe(400);
    expect((await changeRole(owner, workspaceId, user.email, 'owner', 'Ada')).statusCode).toBe(400);

    const self = await changeRole(owner, workspaceId, owner.email, 'USER', 'Ada');
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe(ACCESS_ERRORS.ownAccess);
    expect((await changeRole(admin, workspaceId, admin.email, 'OWNER', 'Ad')).statusCode).toBe(400);

    const adminDemotesOwner = await changeRole(admin, workspaceId, owner.email, 'USER', 'Ad');
    expect(adminDemotesOwner.statusCode).toBe(403);
    expect(errorOf(adminDemotesOwner).message).toBe(ACCESS_ERRORS.ownersOnly);
    const adminGrantsOwner = await changeRole(admin, workspaceId, user.email, 'OWNER', 'Ad');
    expect(adminGrantsOwner.statusCode).toBe(403);

    expect((await changeRole(user, workspaceId, admin.email, 'USER', 'U')).statusCode).toBe(403);
    const notMember = await changeRole(owner, workspaceId, stranger.email, 'USER', 'Ada');
    expect(notMember.statusCode).toBe(404);
    expect(errorOf(notMember).message).toBe(ACCESS_ERRORS.notMember);
    expect((await changeRole(stranger, workspaceId, user.email, 'ADMIN', 'S')).statusCode).toBe(404);
    expect((await changeRole(owner, FORGED_ID, user.email, 'ADMIN', 'Ada')).statusCode).toBe(404);

    // The header names someone else: authorisation still follows the token.
    expect((await changeRole(user, workspaceId, admin.email, 'USER', owner.email)).statusCode).toBe(403);

    expect((await membership(ctx, workspaceId, owner.id))?.role).toBe('OWNER');
    expect((await membership(ctx, workspaceId, admin.id))?.role).toBe('ADMIN');
    expect((await membership(ctx, workspaceId, user.id))?.role).toBe('USER');
    expect(await activityOf(ctx, workspaceId)).toEqual(before);

    // An ADMIN may change a non-owner.
    expect((await changeRole(admin, workspaceId, user.email, 'CONTRIBUTOR', 'Ad')).statusCode).toBe(200);
  });
});

describe('the last owner', () => {
  /** Through the API only an OWNER acts on an OWNER and never on themself, so an operator (SUPERHERO) tests it. */
  async function asOperator(workspaceId: string) {
    const operator = await apiUser(ctx);
    await ctx.database.db.update(users).set({ operator: true }).where(eq(users.id, operator.id));
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, operator.id));
    const [row] = await ctx.database.db
      .select()
      .from(workspacesTable)
      .where(eq(workspacesTable.id, workspaceId));
    if (!user || !row) throw new Error('fixture missing');
    const workspace = { id: row.id, name: row.name, demo: row.demo, moduleId: row.moduleId } as Workspace;
    return { user, workspace, role: 'SUPERHERO' as const };
  }

  it('is never removed nor demoted (409), and stays OWNER', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const { db } = ctx.database;
    const service = createAccessService({
      db,
      mailer: createMailer(ctx.config, db),
      workspaces: createWorkspaceService(db, createSubscriptionService(db)),
      config: ctx.config,
    });
    const access = await asOperator(workspaceId);
    await expect(service.revoke(access, owner.email)).rejects.toMatchObject({
      statusCode: 409,
      message: ACCESS_ERRORS.lastOwner,
    });
    await expect(service.changeRole(access, owner.email, 'ADMIN', 'Operator')).rejects.toMatchObject({
      statusCode: 409,
      message: ACCESS_ERRORS.lastOwner,
    });
    expect((await membership(ctx, workspaceId, owner.id))?.role).toBe('OWNER');
  });
});
