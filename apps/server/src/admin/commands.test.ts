import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userModuleListSchema } from '@hde/contracts/api';
import { userModules, users } from '../platform/db/schema.js';
import { apiUser } from '../test/api-user.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { AdminError, adminCommands } from './commands.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const now = new Date('2026-11-22T12:00:00Z');

describe('admin commands', () => {
  it('grants and ends a paid subscription', async () => {
    const caller = await apiUser(ctx);
    const db = ctx.database.db;
    await adminCommands['subscription grant'](db, [caller.email, 'mdi'], { until: '2099-01-01' }, now);
    const modules = userModuleListSchema.parse(
      (await caller.call('GET', '/v2/module-manager/modules')).json(),
    ).items;
    expect(modules.find((m) => m.moduleId === 'mdi')?.status).toBe('ACTIVE_SUBSCRIPTION');

    await adminCommands['subscription end'](db, [caller.email, 'mdi'], {}, new Date());
    const after = userModuleListSchema.parse(
      (await caller.call('GET', '/v2/module-manager/modules')).json(),
    ).items;
    expect(after.find((m) => m.moduleId === 'mdi')?.status).toBe('EXPIRED_SUBSCRIPTION');
  });

  it('sets the beta and operator flags', async () => {
    const caller = await apiUser(ctx);
    await adminCommands.beta(ctx.database.db, [caller.email, 'on']);
    await adminCommands.operator(ctx.database.db, [caller.email, 'on']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, caller.id));
    expect(row).toMatchObject({ beta: true, operator: true });
  });

  it('grants a trial starting later', async () => {
    const caller = await apiUser(ctx);
    await adminCommands['trial grant'](ctx.database.db, [caller.email, 'mdi'], { from: '2099-01-01' }, now);
    const [facts] = await ctx.database.db.select().from(userModules).where(eq(userModules.userId, caller.id));
    expect(facts?.trialEndsAt?.toISOString()).toBe('2099-04-01T00:00:00.000Z');
  });

  it('refuses unknown users, unknown modules, bad dates and bad values with a clear message', async () => {
    const db = ctx.database.db;
    const caller = await apiUser(ctx);
    await expect(adminCommands.beta(db, ['nobody@example.org', 'on'])).rejects.toThrow(
      /must sign in to HDE once/,
    );
    await expect(
      adminCommands['subscription grant'](db, [caller.email, 'nope'], { until: '2099-01-01' }, now),
    ).rejects.toThrow(AdminError);
    await expect(
      adminCommands['subscription grant'](db, [caller.email, 'mdi'], { until: 'soon' }, now),
    ).rejects.toThrow(/--until must be a date/);
    await expect(adminCommands.beta(db, [caller.email, 'maybe'])).rejects.toThrow(/Usage/);
  });
});
