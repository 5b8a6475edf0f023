import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js';
import { userModules } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiUser } from '../../test/api-user.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { createSubscriptionService } from '../subscriptions/service.js';
import { createWorkspaceService } from './service.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const identity = (caller: Caller) => ({ issuer: ctx.config.oidc.issuer, subject: `subject-${caller.email}` });

describe('the workspace gate', () => {
  it('answers a typed decision: granted with the role, refused with the reply, or a user not yet known', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const stranger = await apiUser(ctx);
    const gate = createWorkspaceService(ctx.database.db, createSubscriptionService(ctx.database.db));
    const decide = gate.decideForIdentity;

    expect(await decide(identity(member), 'mdi', workspace.id)).toMatchObject({
      outcome: 'granted',
      user: { id: member.id },
      workspace: { id: workspace.id, workspaceRole: 'USER' },
      role: 'USER',
    });
    const notFound = { outcome: 'refused', status: 404, message: WORKSPACE_ERRORS.notFound };
    expect(await decide(identity(stranger), 'mdi', workspace.id)).toEqual(notFound);
    expect(await decide(identity(owner), 'tox', workspace.id)).toEqual(notFound);
    expect(await decide(identity(owner), 'mdi', 'not-a-uuid')).toEqual(notFound);
    expect(await decide({ issuer: ctx.config.oidc.issuer, subject: 'nobody' }, 'mdi', workspace.id)).toEqual({
      outcome: 'unknown-user',
    });

    const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(userModules)
      .set({ trialStartedAt: new Date(past.getTime() - 1000), trialEndsAt: past })
      .where(eq(userModules.userId, owner.id));
    expect(await decide(identity(owner), 'mdi', workspace.id)).toMatchObject({
      outcome: 'refused',
      status: 403,
    });
  });
});

describe('two app instances over one database', () => {
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    // Its own connections where there is a server; PGlite runs in-process, so the instances share its handle.
    const database = ctx.database.url ? openDatabase({ url: ctx.database.url, poolSize: 2 }) : ctx.database;
    const app = await buildApp({ config: ctx.config, database, secrets: ctx.secrets });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    if (second.database !== ctx.database) await second.database.close();
  });

  it('refuses a member revoked on one instance on their very next dashboard request to the other', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const dashboard = () =>
      second.app.inject({
        method: 'GET',
        url: `/v2/app/CASE/dashboard/${workspace.id}/version`,
        headers: member.headers,
      });
    // Let in twice on the second instance: whatever it could remember of the pass, it has seen it.
    expect((await dashboard()).statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(200);

    const revoke = await owner.call(
      'DELETE',
      `/v2/app/workspace/workspace/${workspace.id}/revoke/${encodeURIComponent(member.email)}`,
    );
    expect(revoke.statusCode).toBe(204);

    const refused = await dashboard();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ERROR_MESSAGES.workspaceAccessRevoked });
  });
});
