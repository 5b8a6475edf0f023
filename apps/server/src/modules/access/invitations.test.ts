import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import {
  apiErrorSchema,
  invitationResponseResultSchema,
  inviteEntrySchema,
  inviteListSchema,
  pendingInvitationListSchema,
  workspaceListSchema,
} from '@hde/contracts/api';
import { ACCESS_ERRORS } from '@hde/contracts/text';
import { invitations, mailOutbox, users } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  activityOf,
  addMember,
  invitationRow,
  invite,
  inviteUrl,
  membership,
  ownerWithWorkspace,
  type Caller,
} from './access-test-kit.js';
import { invitationLink } from './invitation-mail.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ INVITATION_EXPIRY_DAYS: '7' });
});
afterAll(() => ctx.close());

const FORGED_ID = '00000000-0000-4000-8000-000000000bad';
const DAY_MS = 24 * 60 * 60 * 1000;

const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json());
const freshEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;

const respond = (caller: Caller, inviteId: string, response: string, base = '/v2/app', query = '') =>
  caller.call('POST', `${base}/workspace/invitations/${inviteId}/${response}${query}`);
const cancel = (caller: Caller, inviteId: string, base = '/v2/app') =>
  caller.call('DELETE', `${base}/workspace/invitations/${inviteId}/cancel`);

async function requests(caller: Caller, workspaceId: string, query = '') {
  const response = await caller.call('GET', `/v2/app/workspace/${workspaceId}/requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return inviteListSchema.parse(response.json());
}

async function pending(caller: Caller, base = '/v2/app') {
  const response = await caller.call(
    'GET',
    `${base}/workspace/invitations/pending?skip=0&limit=10&sort=userId&direction=DESC`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return pendingInvitationListSchema.parse(response.json());
}

const mailsTo = (address: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

const expire = (inviteId: string) =>
  ctx.database.db
    .update(invitations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(invitations.id, inviteId));

describe('POST workspace/{id}/invite', () => {
  it('creates a PENDING invitation, records it and queues the mail with the accept link', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const email = freshEmail('invitee');
    const before = Date.now();
    const response = await owner.call('POST', inviteUrl(workspaceId, `  ${email.toUpperCase()} `, 'ADMIN'));
    expect(response.statusCode, response.body).toBe(200);
    const entry = inviteEntrySchema.parse(response.json());
    expect(entry).toMatchObject({ userId: email, role: 'ADMIN', status: 'PENDING', createdBy: owner.email });
    const expiresIn = Date.parse(entry.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThan(7 * DAY_MS + 60_000);

    const row = await invitationRow(ctx, entry.id);
    expect(row).toMatchObject({ workspaceId, email, role: 'ADMIN', status: 'PENDING', invitedBy: owner.id });
    expect(await activityOf(ctx, workspaceId)).toContain('invitations:INVITE');

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You are invited to My Workspace on HDE');
    expect(mails[0]?.bodyText).toContain(owner.email);
    expect(mails[0]?.bodyText).toContain('Admin');
    expect(mails[0]?.bodyText).toContain(invitationLink(ctx.config.publicUrl, entry.id));
    expect(invitationLink(ctx.config.publicUrl, entry.id)).toBe(
      `http://localhost:3999/invitations/${entry.id}`,
    );

    const list = await requests(owner, workspaceId, `?workspaceId=${workspaceId}&status=PENDING&limit=100`);
    expect(list).toEqual({ items: [entry], total: 1 });
  });

  it('refuses invalid e-mails, unknown roles and a mismatched workspaceId; nothing is stored', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    for (const [email, role] of [
      ['not-an-email', 'USER'],
      ['', 'USER'],
      ['a@b', 'USER'],
      ['someone@example.org', 'SUPERHERO'],
      ['someone@example.org', 'admin'],
      ['someone@example.org', ''],
    ] as const) {
      const response = await owner.call('POST', inviteUrl(workspaceId, email, role));
      expect(response.statusCode, `${email} ${role}`).toBe(400);
    }
    const badEmail = await owner.call('POST', inviteUrl(workspaceId, 'not-an-email', 'USER'));
    expect(errorOf(badEmail).fieldErrors?.email).toContain('Must be a valid email address.');
    const missing = await owner.call('POST', `/v2/app/workspace/${workspaceId}/invite?role=USER`);
    expect(missing.statusCode).toBe(400);
    const mismatch = await owner.call(
      'POST',
      `${inviteUrl(workspaceId, 'someone@example.org', 'USER')}&workspaceId=${FORGED_ID}`,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(
      await ctx.database.db.select().from(invitations).where(eq(invitations.workspaceId, workspaceId)),
    ).toEqual([]);
  });

  it('lets only an OWNER invite as OWNER, and refuses members without the right and strangers', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const stranger = await apiUser(ctx);
    await stranger.call('POST', '/v2/app/user/sign-up');

    const adminOwner = await admin.call('POST', inviteUrl(workspaceId, freshEmail('x'), 'OWNER'));
    expect(adminOwner.statusCode).toBe(403);
    expect(errorOf(adminOwner).message).toBe(ACCESS_ERRORS.ownersOnly);
    expect((await admin.call('POST', inviteUrl(workspaceId, freshEmail('x'), 'ADMIN'))).statusCode).toBe(200);
    expect((await owner.call('POST', inviteUrl(workspaceId, freshEmail('x'), 'OWNER'))).statusCode).toBe(200);
    expect((await user.call('POST', inviteUrl(workspaceId, freshEmail('x'), 'USER'))).statusCode).toBe(403);
    expect((await stranger.call('POST', inviteUrl(workspaceId, freshEmail('x'), 'USER'))).statusCode).toBe(
      404,
    );
    expect((await owner.call('POST', inviteUrl(FORGED_ID, freshEmail('x'), 'USER'))).statusCode).toBe(404);
    expect((await owner.call('POST', inviteUrl('1234', freshEmail('x'), 'USER'))).statusCode).toBe(404);
    const otherBase = inviteUrl(workspaceId, freshEmail('x'), 'USER', '/v2/tox');
    expect((await owner.call('POST', otherBase)).statusCode).toBe(404);
    expect((await requests(owner, workspaceId)).total).toBe(4); // the two members' and the two above
  });

  it('answers 409 for an active member or a pending invitation', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const member = await addMember(ctx, owner, workspaceId, 'USER');
    const asMember = await owner.call('POST', inviteUrl(workspaceId, member.email, 'ADMIN'));
    expect(asMember.statusCode).toBe(409);
    expect(errorOf(asMember).message).toBe(ACCESS_ERRORS.alreadyMember);
    expect((await owner.call('POST', inviteUrl(workspaceId, owner.email, 'ADMIN'))).statusCode).toBe(409);

    const email = freshEmail('twice');
    await invite(owner, workspaceId, email, 'USER');
    const again = await owner.call('POST', inviteUrl(workspaceId, email, 'ADMIN'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ACCESS_ERRORS.alreadyInvited);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it('refuses the demo workspace: 400 for an operator, 403 for everyone else', async () => {
    const operator = await apiUser(ctx);
    await ctx.database.db.update(users).set({ operator: true }).where(eq(users.id, operator.id));
    const response = await operator.call('POST', inviteUrl(MDI_DEMO_WORKSPACE_ID, freshEmail('d'), 'USER'));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(ACCESS_ERRORS.demoNotShareable);
    const visitor = await apiUser(ctx);
    expect(
      (await visitor.call('POST', inviteUrl(MDI_DEMO_WORKSPACE_ID, freshEmail('d'), 'USER'))).statusCode,
    ).toBe(403);
  });

  it('re-sends a rejected invitation on the same row with a fresh expiry and role', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const first = await invite(owner, workspaceId, invitee.email, 'USER');
    expect((await respond(invitee, first.id, 'REJECTED')).statusCode).toBe(200);
    expect((await requests(owner, workspaceId)).items[0]).toMatchObject({ id: first.id, status: 'REJECTED' });
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(invitations.id, first.id));

    const again = await invite(owner, workspaceId, invitee.email, 'CONTRIBUTOR');
    expect(again).toMatchObject({ id: first.id, status: 'PENDING', role: 'CONTRIBUTOR' });
    expect(Date.parse(again.expiresAt) - Date.now()).toBeGreaterThan(6 * DAY_MS);
    expect((await invitationRow(ctx, first.id))?.respondedAt).toBeNull();
    expect(await activityOf(ctx, workspaceId)).toContain('invitations:RESEND_INVITE');
    expect((await mailsTo(invitee.email)).length).toBe(2);
    expect((await pending(invitee)).items.map((item) => item.id)).toEqual([first.id]);
  });
});

describe('GET workspace/{id}/requests', () => {
  it('lists invitations with filters and paging, without cancelled ones unless asked, managers only', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const a = await invite(owner, workspaceId, freshEmail('a'), 'USER');
    const b = await invite(owner, workspaceId, freshEmail('b'), 'ADMIN');
    expect((await cancel(owner, b.id)).statusCode).toBe(204);

    const all = await requests(owner, workspaceId, '?sort=lastUpdated&direction=DESC');
    expect(all.total).toBe(2); // user's accepted one and a
    expect(all.items.map((item) => item.status).sort()).toEqual(['ACCEPTED', 'PENDING']);
    expect((await requests(owner, workspaceId, '?status=PENDING')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await requests(owner, workspaceId, '?status=CANCELLED')).items.map((i) => i.id)).toEqual([b.id]);
    expect((await requests(owner, workspaceId, '?limit=1&skip=1')).items).toHaveLength(1);

    const base = `/v2/app/workspace/${workspaceId}/requests`;
    expect((await owner.call('GET', `${base}?status=GONE`)).statusCode).toBe(400);
    expect((await owner.call('GET', `${base}?sort=email`)).statusCode).toBe(400);
    expect((await owner.call('GET', `${base}?workspaceId=${FORGED_ID}`)).statusCode).toBe(400);
    expect((await user.call('GET', base)).statusCode).toBe(403);
    expect((await owner.call('GET', `/v2/tox/workspace/${workspaceId}/requests`)).statusCode).toBe(404);
  });
});

describe('DELETE workspace/invitations/{inviteId}/cancel', () => {
  it('cancels for the inviter and for managers, and hides the invitation from everyone else', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const user = await addMember(ctx, owner, workspaceId, 'USER');
    const stranger = await apiUser(ctx);
    const byOwner = await invite(owner, workspaceId, freshEmail('c1'), 'USER');

    for (const [caller, url] of [
      [stranger, undefined],
      [user, undefined],
      [owner, '/v2/tox'],
    ] as const) {
      const response = await cancel(caller, byOwner.id, url);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(ACCESS_ERRORS.invitationNotFound);
    }
    expect((await cancel(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await cancel(owner, FORGED_ID)).statusCode).toBe(404);
    expect((await invitationRow(ctx, byOwner.id))?.status).toBe('PENDING');

    // An ADMIN cancels the owner's invitation.
    expect((await cancel(admin, byOwner.id)).statusCode).toBe(204);
    expect((await invitationRow(ctx, byOwner.id))?.status).toBe('CANCELLED');
    expect(await activityOf(ctx, workspaceId)).toContain('invitations:CANCEL_INVITE');
    const again = await cancel(owner, byOwner.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ACCESS_ERRORS.invitationNotPending);

    // The inviter may cancel even after losing the manager role.
    const byAdmin = await invite(admin, workspaceId, freshEmail('c2'), 'USER');
    await ctx.app.inject({
      method: 'PUT',
      url: `/v2/app/workspace/${workspaceId}/change-role?userEmail=${encodeURIComponent(admin.email)}&newRole=USER`,
      headers: { ...owner.headers, 'x-acting-user': 'Owner' },
    });
    expect((await cancel(admin, byAdmin.id)).statusCode).toBe(204);
  });

  it('answers 409 for an accepted or expired invitation', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const accepted = await invite(owner, workspaceId, invitee.email, 'USER');
    await respond(invitee, accepted.id, 'ACCEPTED');
    expect((await cancel(owner, accepted.id)).statusCode).toBe(409);
    const overdue = await invite(owner, workspaceId, freshEmail('late'), 'USER');
    await expire(overdue.id);
    expect((await cancel(owner, overdue.id)).statusCode).toBe(409);
    expect((await invitationRow(ctx, overdue.id))?.status).toBe('EXPIRED');
    expect((await invitationRow(ctx, accepted.id))?.status).toBe('ACCEPTED');
  });
});

describe('GET workspace/invitations/pending and POST workspace/invitations/{inviteId}/{response}', () => {
  it('shows an invitation sent before sign-up at the first sign-in; accepting opens the workspace', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const email = freshEmail('newcomer');
    const sent = await invite(owner, workspaceId, email, 'CONTRIBUTOR');

    const invitee = await apiUser(ctx, { email });
    const list = await pending(invitee);
    expect(list).toEqual({
      total: 1,
      items: [
        {
          id: sent.id,
          inviteId: sent.id,
          workspaceId,
          moduleId: 'mdi',
          workspace: { name: 'My Workspace' },
          role: 'CONTRIBUTOR',
          lastUpdated: sent.lastUpdated,
          createdBy: owner.email,
        },
      ],
    });
    expect(await pending(invitee, '/v2/tox')).toEqual({ items: [], total: 0 });
    expect((await pending(owner)).total).toBe(0);

    const accepted = await respond(invitee, sent.id, 'ACCEPTED', '/v2/app', `?workspaceId=${workspaceId}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(invitationResponseResultSchema.parse(accepted.json())).toEqual({
      inviteId: sent.id,
      status: 'ACCEPTED',
      workspaceId,
      moduleId: 'mdi',
    });
    expect(await membership(ctx, workspaceId, invitee.id)).toMatchObject({
      role: 'CONTRIBUTOR',
      status: 'ACTIVE',
    });
    expect(await invitationRow(ctx, sent.id)).toMatchObject({
      status: 'ACCEPTED',
      respondedAt: expect.any(Date),
    });
    expect(await activityOf(ctx, workspaceId)).toContain('invitations:ACCEPT_INVITE');
    expect((await pending(invitee)).total).toBe(0);

    const workspaces = workspaceListSchema.parse(
      (await invitee.call('GET', '/v2/app/workspace/list')).json(),
    );
    expect(workspaces.items.map((w) => [w.id, w.workspaceRole])).toEqual([[workspaceId, 'CONTRIBUTOR']]);
    expect((await invitee.call('GET', `/v2/app/workspace/${workspaceId}`)).statusCode).toBe(200);
  });

  it('rejects: the invitation ends REJECTED and no membership exists', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const sent = await invite(owner, workspaceId, invitee.email, 'USER');
    const response = await respond(invitee, sent.id, 'REJECTED');
    expect(response.json()).toMatchObject({ status: 'REJECTED', workspaceId });
    expect(await membership(ctx, workspaceId, invitee.id)).toBeUndefined();
    expect(await activityOf(ctx, workspaceId)).toContain('invitations:REJECT_INVITE');
    expect((await respond(invitee, sent.id, 'ACCEPTED')).statusCode).toBe(409);
  });

  it("hides other users' invitations, forged ids and the other module's base (404); nothing changes", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const other = await apiUser(ctx);
    const sent = await invite(owner, workspaceId, invitee.email, 'USER');
    expect((await pending(other)).total).toBe(0);
    for (const [caller, id, response, base, query] of [
      [other, sent.id, 'ACCEPTED', '/v2/app', ''],
      [owner, sent.id, 'ACCEPTED', '/v2/app', ''],
      [invitee, sent.id, 'ACCEPTED', '/v2/tox', ''],
      [invitee, sent.id, 'ACCEPTED', '/v2/app', `?workspaceId=${FORGED_ID}`],
      [invitee, FORGED_ID, 'ACCEPTED', '/v2/app', ''],
      [invitee, 'not-a-uuid', 'REJECTED', '/v2/app', ''],
    ] as const) {
      const answer = await respond(caller, id, response, base, query);
      expect(answer.statusCode, `${base} ${id} ${query}`).toBe(404);
    }
    expect((await respond(invitee, sent.id, 'MAYBE')).statusCode).toBe(400);
    expect((await invitationRow(ctx, sent.id))?.status).toBe('PENDING');
    expect(await membership(ctx, workspaceId, other.id)).toBeUndefined();
    expect(await membership(ctx, workspaceId, invitee.id)).toBeUndefined();
  });

  it('refuses a cancelled invitation (409) and keeps it cancelled', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const sent = await invite(owner, workspaceId, invitee.email, 'USER');
    await cancel(owner, sent.id);
    expect((await pending(invitee)).total).toBe(0);
    const response = await respond(invitee, sent.id, 'ACCEPTED');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(ACCESS_ERRORS.invitationNoLongerValid);
    expect((await invitationRow(ctx, sent.id))?.status).toBe('CANCELLED');
    expect(await membership(ctx, workspaceId, invitee.id)).toBeUndefined();
  });

  it('expires: listed as EXPIRED and stored so, accept is 409, re-inviting makes it PENDING again', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const sent = await invite(owner, workspaceId, invitee.email, 'ADMIN');
    await expire(sent.id);

    expect((await pending(invitee)).total).toBe(0);
    const listed = await requests(owner, workspaceId);
    expect(listed.items.find((item) => item.id === sent.id)?.status).toBe('EXPIRED');
    expect((await invitationRow(ctx, sent.id))?.status).toBe('EXPIRED');

    const late = await respond(invitee, sent.id, 'ACCEPTED');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(ACCESS_ERRORS.invitationNoLongerValid);
    expect(await membership(ctx, workspaceId, invitee.id)).toBeUndefined();

    const again = await invite(owner, workspaceId, invitee.email, 'ADMIN');
    expect(again).toMatchObject({ id: sent.id, status: 'PENDING' });
    expect((await pending(invitee)).items.map((item) => item.id)).toEqual([sent.id]);
    expect((await respond(invitee, sent.id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await membership(ctx, workspaceId, invitee.id))?.role).toBe('ADMIN');
  });

  it('also expires an overdue invitation the invitee tries to accept before anyone listed it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const sent = await invite(owner, workspaceId, invitee.email, 'USER');
    await expire(sent.id);
    expect((await respond(invitee, sent.id, 'REJECTED')).statusCode).toBe(409);
    expect((await invitationRow(ctx, sent.id))?.status).toBe('EXPIRED');
  });

  it('pages the pending list 10 at a time, newest first', async () => {
    const invitee = await apiUser(ctx);
    const sent: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { owner, workspaceId } = await ownerWithWorkspace(ctx);
      sent.push((await invite(owner, workspaceId, invitee.email, 'USER')).id);
    }
    const first = await pending(invitee);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    const second = pendingInvitationListSchema.parse(
      (
        await invitee.call(
          'GET',
          '/v2/app/workspace/invitations/pending?skip=10&limit=10&sort=userId&direction=DESC',
        )
      ).json(),
    );
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([...sent].reverse());
    expect(
      (await invitee.call('GET', '/v2/app/workspace/invitations/pending?sort=password')).statusCode,
    ).toBe(400);
  });

  it('does not take GET workspace/invitations for a workspace id, nor the other way round', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('GET', '/v2/app/workspace/invitations')).statusCode).toBe(404);
    expect((await caller.call('GET', '/v2/app/workspace/invitations/pending')).statusCode).toBe(200);
    const demo = await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`);
    expect(demo.statusCode).toBe(200);
  });
});

describe('invitations and an OWNER role', () => {
  it('lets only an owner cancel an invitation for the owner role', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const forOwner = await invite(owner, workspaceId, freshEmail('o1'), 'OWNER');
    const refused = await cancel(admin, forOwner.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(ACCESS_ERRORS.ownerInvitationsOnly);
    expect((await invitationRow(ctx, forOwner.id))?.status).toBe('PENDING');

    expect((await cancel(owner, forOwner.id)).statusCode).toBe(204);
  });

  it('lets only an owner re-send an invitation that was for the owner role, in any role', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const admin = await addMember(ctx, owner, workspaceId, 'ADMIN');
    const email = freshEmail('o3');
    const forOwner = await invite(owner, workspaceId, email, 'OWNER');
    expect((await cancel(owner, forOwner.id)).statusCode).toBe(204);
    for (const role of ['OWNER', 'USER']) {
      const refused = await admin.call('POST', inviteUrl(workspaceId, email, role));
      expect(refused.statusCode, role).toBe(403);
    }
    expect(await invitationRow(ctx, forOwner.id)).toMatchObject({ status: 'CANCELLED', role: 'OWNER' });
    expect(await invite(owner, workspaceId, email, 'OWNER')).toMatchObject({
      id: forOwner.id,
      status: 'PENDING',
    });
  });
});

describe('invitations need a verified e-mail', () => {
  /** The same person's API caller with a token whose e-mail claims are these. */
  async function withClaims(caller: Caller, claims: { email_verified?: boolean }): Promise<Caller> {
    const token = await ctx.token({ sub: `subject-${caller.email}`, email: caller.email, ...claims });
    const headers = { authorization: `Bearer ${token}` };
    return {
      ...caller,
      headers,
      call: (method, url) => ctx.app.inject({ method, url, headers }),
    };
  }

  it('neither shows nor lets an identity answer an invitation until its provider says the e-mail is verified', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const { id } = await invite(owner, workspaceId, invitee.email, 'ADMIN');
    const unverified = await withClaims(invitee, { email_verified: false });

    expect(await pending(unverified)).toEqual({ items: [], total: 0 });
    for (const answer of ['ACCEPTED', 'REJECTED']) {
      const refused = await respond(unverified, id, answer);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(ACCESS_ERRORS.emailNotVerified);
    }
    expect(await invitationRow(ctx, id)).toMatchObject({ status: 'PENDING' });
    expect(await membership(ctx, workspaceId, invitee.id)).toBeUndefined();

    expect((await pending(invitee)).items.map((item) => item.id)).toEqual([id]);
    expect((await respond(invitee, id, 'ACCEPTED')).statusCode).toBe(200);
  });

  it('treats a token without the claim as not verified when the issuer cannot say otherwise', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(ctx);
    const invitee = await apiUser(ctx);
    const { id } = await invite(owner, workspaceId, invitee.email, 'USER');
    const token = await ctx.token({
      sub: `subject-${invitee.email}`,
      email: invitee.email,
      email_verified: undefined,
    });
    const headers = { authorization: `Bearer ${token}` };
    const list = await ctx.app.inject({ url: '/v2/app/workspace/invitations/pending', headers });
    expect(pendingInvitationListSchema.parse(list.json()).total).toBe(0);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/v2/app/workspace/invitations/${id}/ACCEPTED`,
      headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});
