import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CASE_DASHBOARD,
  MDI_DEMO_WORKSPACE_ID,
  TOX_WORKSPACE_ID,
  resolveDashboard,
} from '@hde/contracts';
import { workspaceConfigurationSchema, workspaceListSchema, workspaceSchema } from '@hde/contracts/api';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import { userModules, users } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('workspace list and get', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/v2/app/workspace/list' })).statusCode).toBe(401);
  });

  it('lists nothing for a user without access, but opens the demo workspace read-only', async () => {
    const caller = await apiUser(ctx);
    expect(workspaceListSchema.parse((await caller.call('GET', '/v2/app/workspace/list')).json()).total).toBe(
      0,
    );
    const demo = await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`);
    expect(workspaceSchema.parse(demo.json())).toMatchObject({ demo: true, workspaceRole: 'USER' });
  });

  it('creates the row of a user whose first call is a workspace route', async () => {
    const email = `first-call.${Date.now()}@example.org`;
    const headers = { authorization: `Bearer ${await ctx.token({ sub: `subject-${email}`, email })}` };
    const missing = await ctx.app.inject({
      url: '/v2/app/workspace/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    const demo = await ctx.app.inject({ url: `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`, headers });
    expect(workspaceSchema.parse(demo.json())).toMatchObject({ demo: true, workspaceRole: 'USER' });
    const created = await ctx.database.db.select().from(users).where(eq(users.userId, email));
    expect(created).toHaveLength(1);
  });

  it('gives operators the SUPERHERO role in demo workspaces', async () => {
    const caller = await apiUser(ctx);
    await ctx.database.db.update(users).set({ operator: true }).where(eq(users.id, caller.id));
    const demo = await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`);
    expect(demo.json()).toMatchObject({ workspaceRole: 'SUPERHERO' });
  });

  it("answers 404 for another user's workspace, a forged id, or the wrong module base", async () => {
    const owner = await apiUser(ctx);
    const stranger = await apiUser(ctx);
    await owner.call('POST', '/v2/app/user/sign-up');
    await stranger.call('POST', '/v2/app/user/sign-up');
    const [workspace] = workspaceListSchema.parse(
      (await owner.call('GET', '/v2/app/workspace/list')).json(),
    ).items;
    expect((await stranger.call('GET', `/v2/app/workspace/${workspace?.id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/v2/app/workspace/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await owner.call('GET', '/v2/app/workspace/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await owner.call('GET', `/v2/tox/workspace/${workspace?.id}`)).statusCode).toBe(404);
  });

  it('refuses an own workspace with 403 once the trial has ended (demo stays open)', async () => {
    const caller = await apiUser(ctx);
    await caller.call('POST', '/v2/app/user/sign-up');
    const [workspace] = workspaceListSchema.parse(
      (await caller.call('GET', '/v2/app/workspace/list')).json(),
    ).items;
    await ctx.database.db
      .update(userModules)
      .set({ trialEndsAt: sql`now() - interval '1 day'` })
      .where(eq(userModules.userId, caller.id));
    expect((await caller.call('GET', `/v2/app/workspace/${workspace?.id}`)).statusCode).toBe(403);
    expect((await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`)).statusCode).toBe(200);
  });

  it('serves the one toxicology workspace to beta users with access only', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('GET', `/v2/tox/workspace/${TOX_WORKSPACE_ID}`)).statusCode).toBe(404);
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, caller.id));
    expect(workspaceListSchema.parse((await caller.call('GET', '/v2/tox/workspace/list')).json()).total).toBe(
      0,
    );
    await caller.call('POST', '/v2/tox/user/sign-up');
    const list = workspaceListSchema.parse((await caller.call('GET', '/v2/tox/workspace/list')).json());
    expect(list.items.map((w) => w.id)).toEqual([TOX_WORKSPACE_ID]);
  });

  it('makes every tox user OWNER of the toxicology workspace, their own case space, but of nothing shared', async () => {
    const caller = await apiUser(ctx);
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, caller.id));
    await caller.call('POST', '/v2/tox/user/sign-up');
    const path = `/v2/tox/workspace/${TOX_WORKSPACE_ID}`;
    const workspace = workspaceSchema.parse((await caller.call('GET', path)).json());
    expect(workspace).toMatchObject({ demo: false, workspaceRole: 'OWNER' });
    const [listed] = workspaceListSchema.parse(
      (await caller.call('GET', '/v2/tox/workspace/list')).json(),
    ).items;
    expect(listed).toMatchObject({ demo: false, workspaceRole: 'OWNER' });
    for (const [method, url, body] of [
      ['PUT', path, { name: 'Mine now' }],
      ['DELETE', path],
      ['POST', `${path}/public/ENABLE`],
      ['POST', `${path}/invite?email=friend%40example.org&role=USER`],
      ['PUT', `${path}/configuration/dashboard-configuration`, {}],
      ['PUT', `${path}/configuration/toxicology-configuration`, {}],
    ] as const) {
      const refused = await caller.call(method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: WORKSPACE_ERRORS.toxSharedWorkspace });
    }
  });

  it('rejects unknown list parameters and caps the limit', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('GET', '/v2/app/workspace/list?limit=100000')).statusCode).toBe(400);
    expect((await caller.call('GET', '/v2/app/workspace/list?sort=password')).statusCode).toBe(400);
  });
});

describe('GET workspace configuration by type', () => {
  it('answers the default of a configuration the workspace never saved, and the saved one after', async () => {
    const owner = await apiUser(ctx);
    await owner.call('POST', '/v2/app/user/sign-up');
    const [workspace] = workspaceListSchema.parse(
      (await owner.call('GET', '/v2/app/workspace/list')).json(),
    ).items;
    const path = (type: string) => `/v2/app/workspace/${workspace!.id}/configuration/${type}`;

    const read = async (type: string) => {
      const reply = await owner.call('GET', path(type));
      expect(reply.statusCode).toBe(200);
      return workspaceConfigurationSchema.parse(reply.json());
    };
    const dashboard = await read('dashboard-configuration');
    expect(dashboard.body).toEqual(DEFAULT_CASE_DASHBOARD);
    expect(resolveDashboard(dashboard.body)).toEqual(DEFAULT_CASE_DASHBOARD);
    expect(dashboard.updatedBy).toBeNull();
    expect((await read('case-configuration')).body).toEqual({});

    expect((await owner.call('PUT', path('case-configuration'), { DOD: 'date_of_death' })).statusCode).toBe(
      204,
    );
    expect((await read('case-configuration')).body).toEqual({ DOD: 'date_of_death' });
  });

  it('refuses a type that does not exist', async () => {
    const caller = await apiUser(ctx);
    const reply = await caller.call(
      'GET',
      `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}/configuration/billing-configuration`,
    );
    expect(reply.statusCode).toBe(400);
  });
});
