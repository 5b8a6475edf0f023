import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEpoch, userModules, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiUser } from '../../test/api-user.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { createSubscriptionService } from '../subscriptions/service.js';
import { bumpDataVersion } from './data-version.js';
import { createWorkspaceService } from './service.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const identity = (caller: Caller) => ({ issuer: ctx.config.oidc.issuer, subject: `subject-${caller.email}` });

async function epoch(): Promise<number> {
  const [row] = await ctx.database.db.select().from(accessEpoch);
  return row?.epoch ?? Number.NaN;
}

describe('the workspace gate reading more of the workspace', () => {
  it('answers what it read only to a caller it lets in', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const stranger = await apiUser(ctx);
    const service = createWorkspaceService(ctx.database.db, createSubscriptionService(ctx.database.db));
    const gate = service.gateReading(sql`workspaces.name`, 'test_gate_reading_name');

    const found = await gate(identity(owner), 'mdi', workspace.id);
    expect(found?.workspace.id).toBe(workspace.id);
    expect(found?.read).toBe(workspace.name);
    // Another user's, or the wrong module's: the gate's refusal, nothing read.
    await expect(gate(identity(stranger), 'mdi', workspace.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(gate(identity(owner), 'tox', workspace.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(gate(identity(owner), 'mdi', 'not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    // A token whose user has no row yet: nothing, for the caller to create the user first.
    expect(
      await gate({ issuer: ctx.config.oidc.issuer, subject: 'nobody' }, 'mdi', workspace.id),
    ).toBeUndefined();

    // One statement per name; the plain gate reads nothing more.
    expect(service.gateReading(sql`workspaces.name`, 'test_gate_reading_name')).toBe(gate);
    expect((await service.getForIdentity(identity(owner), 'mdi', workspace.id))?.read).toBeNull();
  });
});

describe('the passes the gate keeps', () => {
  const gateOf = (clock?: () => Date) =>
    createWorkspaceService(ctx.database.db, createSubscriptionService(ctx.database.db, clock)).gateReading(
      sql`workspaces.data_version`,
      'test_gate_reading_version',
    );

  it('refuses a member on the first call after their membership ends', async () => {
    const { workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const gate = gateOf();
    expect((await gate(identity(member), 'mdi', workspace.id))?.workspace.workspaceRole).toBe('USER');
    expect((await gate(identity(member), 'mdi', workspace.id))?.workspace.workspaceRole).toBe('USER');
    await ctx.database.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, member.id)));
    await expect(gate(identity(member), 'mdi', workspace.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers a changed role, a renamed workspace and an ended subscription at once', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const member = await memberAs(ctx, workspace, 'USER');
    const gate = gateOf();
    await gate(identity(member), 'mdi', workspace.id);
    await ctx.database.db
      .update(workspaceMembers)
      .set({ role: 'ADMIN' })
      .where(eq(workspaceMembers.userId, member.id));
    expect((await gate(identity(member), 'mdi', workspace.id))?.workspace.workspaceRole).toBe('ADMIN');

    await gate(identity(owner), 'mdi', workspace.id);
    await ctx.database.db.update(workspaces).set({ name: 'Renamed' }).where(eq(workspaces.id, workspace.id));
    expect((await gate(identity(owner), 'mdi', workspace.id))?.workspace.name).toBe('Renamed');

    const past = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(userModules)
      .set({ trialStartedAt: new Date(past.getTime() - 1000), trialEndsAt: past })
      .where(eq(userModules.userId, owner.id));
    await expect(gate(identity(owner), 'mdi', workspace.id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses once the trial ends by the clock, with nothing written', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const [facts] = await ctx.database.db.select().from(userModules).where(eq(userModules.userId, owner.id));
    const endsAt = facts?.trialEndsAt?.getTime() ?? Number.NaN;
    let now = new Date(endsAt - 1);
    const gate = gateOf(() => now);
    await gate(identity(owner), 'mdi', workspace.id);
    await gate(identity(owner), 'mdi', workspace.id);
    now = new Date(endsAt);
    await expect(gate(identity(owner), 'mdi', workspace.id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('reads the workspace afresh for a kept pass: an import batch is no change of access', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const gate = gateOf();
    const before = await epoch();
    expect(Number((await gate(identity(owner), 'mdi', workspace.id))?.read)).toBe(0);
    await ctx.database.db.transaction((tx) => bumpDataVersion(tx, workspace.id, { finished: true }));
    expect(Number((await gate(identity(owner), 'mdi', workspace.id))?.read)).toBe(1);
    expect(await epoch()).toBe(before);
  });
});

describe('the access epoch', () => {
  it('moves once for each committed transaction that changes access, never for one rolled back', async () => {
    const { workspace } = await ownerWithWorkspace(ctx);
    const [first, second] = [await apiUser(ctx), await apiUser(ctx)];
    const before = await epoch();
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: first.id, role: 'USER' });
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: workspace.id, userId: second.id, role: 'USER' });
    });
    expect(await epoch()).toBe(before + 1);
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, first.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await epoch()).toBe(before + 1);
    await ctx.database.db
      .update(workspaces)
      .set({ publicDashboardSyncing: true })
      .where(eq(workspaces.id, workspace.id));
    expect(await epoch()).toBe(before + 2);
  });
});
