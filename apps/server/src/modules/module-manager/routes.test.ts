import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import {
  userModuleListSchema,
  userModuleSchema,
  userSchema,
  workspaceListSchema,
  type UserModule,
} from '@hde/contracts/api';
import { activities, userModules, users, workspaceMembers } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function modulesOf(caller: Awaited<ReturnType<typeof apiUser>>): Promise<UserModule[]> {
  const response = await caller.call('GET', '/v2/module-manager/modules');
  expect(response.statusCode).toBe(200);
  return userModuleListSchema.parse(response.json()).items;
}

const byId = (items: UserModule[], id: string) => items.find((m) => m.moduleId === id);

describe('GET /v2/module-manager/modules', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/v2/module-manager/modules' })).statusCode).toBe(401);
  });

  it('lists mdi and the in-development module for an ordinary user, never the beta module', async () => {
    const items = await modulesOf(await apiUser(ctx));
    expect(items.map((m) => m.moduleId)).toEqual(['mdi', 'lims']);
    expect(byId(items, 'mdi')).toMatchObject({
      status: 'TRIAL_AVAILABLE',
      card: 'TRIAL_AVAILABLE',
      subscription: null,
      enabled: true,
      config: { demoWorkspace: MDI_DEMO_WORKSPACE_ID },
    });
    expect(byId(items, 'lims')).toMatchObject({ inDevelopment: true, enabled: false });
  });

  it('lists the beta module for a beta user', async () => {
    const caller = await apiUser(ctx);
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, caller.id));
    expect((await modulesOf(caller)).map((m) => m.moduleId)).toEqual(['mdi', 'tox', 'lims']);
  });
});

describe('starting trials', () => {
  it('POST /v2/app/user/sign-up starts the MDI trial, creates a first workspace and records it', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/app/user/sign-up');
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.userConfiguration.expirationDate).not.toBeNull();

    const mdi = byId(await modulesOf(caller), 'mdi');
    expect(mdi?.status).toBe('TRIAL_ACTIVE_SUBSCRIPTION');
    const days = (Date.parse(mdi?.times.endDate ?? '') - Date.parse(mdi?.times.startDate ?? '')) / 86_400_000;
    expect(days).toBe(90);

    const list = await caller.call('GET', '/v2/app/workspace/list?limit=1000');
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ name: 'My Workspace', workspaceRole: 'OWNER' }],
    });
    const actions = await ctx.database.db.select().from(activities).where(eq(activities.userId, caller.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['CREATE', 'START_TRIAL']);
  });

  it('refuses a second trial of the same module', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('POST', '/v2/app/user/sign-up')).statusCode).toBe(200);
    expect((await caller.call('POST', '/v2/app/user/sign-up')).statusCode).toBe(409);
    expect((await caller.call('POST', '/v2/module-manager/modules/mdi/subscribe')).statusCode).toBe(409);
  });

  it('refuses the beta module to a non-beta user as if it did not exist', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('POST', '/v2/tox/user/sign-up')).statusCode).toBe(404);
    expect((await caller.call('POST', '/v2/module-manager/modules/tox/subscribe')).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(userModules).where(eq(userModules.userId, caller.id))).toEqual(
      [],
    );
  });

  it('refuses modules in development and unknown modules', async () => {
    const caller = await apiUser(ctx);
    expect((await caller.call('POST', '/v2/module-manager/modules/lims/subscribe')).statusCode).toBe(409);
    expect((await caller.call('POST', '/v2/module-manager/modules/nope/subscribe')).statusCode).toBe(404);
  });

  it('starts the toxicology trial for a beta user through the generic subscribe call', async () => {
    const caller = await apiUser(ctx);
    await ctx.database.db.update(users).set({ beta: true }).where(eq(users.id, caller.id));
    const response = await caller.call('POST', '/v2/module-manager/modules/tox/subscribe');
    expect(userModuleSchema.parse(response.json()).status).toBe('TRIAL_ACTIVE_SUBSCRIPTION');
  });

  it('reports an ended trial as TRIAL_ENDED_SUBSCRIPTION', async () => {
    const caller = await apiUser(ctx);
    await caller.call('POST', '/v2/app/user/sign-up');
    await ctx.database.db
      .update(userModules)
      .set({ trialStartedAt: sql`now() - interval '100 days'`, trialEndsAt: sql`now() - interval '10 days'` })
      .where(eq(userModules.userId, caller.id));
    expect(byId(await modulesOf(caller), 'mdi')?.status).toBe('TRIAL_ENDED_SUBSCRIPTION');
    // The workspace gate reads the same facts: the user's own workspaces close, the demo stays open.
    const [own] = workspaceListSchema.parse(
      (await caller.call('GET', '/v2/app/workspace/list')).json(),
    ).items;
    expect(own).toBeUndefined();
    const [membership] = await ctx.database.db
      .select({ workspaceId: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, caller.id));
    expect((await caller.call('GET', `/v2/app/workspace/${membership?.workspaceId}`)).statusCode).toBe(403);
    expect((await caller.call('GET', `/v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`)).statusCode).toBe(200);
  });
});

describe('shared access', () => {
  it('lasts while the inviting owner has access and ends with it', async () => {
    const owner = await apiUser(ctx);
    const guest = await apiUser(ctx);
    await owner.call('POST', '/v2/app/user/sign-up');
    const [workspace] = workspaceListSchema.parse(
      (await owner.call('GET', '/v2/app/workspace/list')).json(),
    ).items;
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace?.id ?? '', userId: guest.id, role: 'USER' });

    const shared = byId(await modulesOf(guest), 'mdi');
    expect(shared?.status).toBe('SHARED_SUBSCRIPTION');
    expect(shared?.subscription?.expiryDate).not.toBeNull();
    expect((await guest.call('GET', `/v2/app/workspace/${workspace?.id}`)).statusCode).toBe(200);

    await ctx.database.db
      .update(userModules)
      .set({ trialEndsAt: sql`now() - interval '1 day'` })
      .where(eq(userModules.userId, owner.id));
    expect(byId(await modulesOf(guest), 'mdi')?.status).toBe('TRIAL_AVAILABLE');
    expect((await guest.call('GET', `/v2/app/workspace/${workspace?.id}`)).statusCode).toBe(403);
  });
});
