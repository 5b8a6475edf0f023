import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featureFlagsSchema } from '@hde/contracts/api';
import { adminCommands } from '../../admin/commands.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /v2/features', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/v2/features' })).statusCode).toBe(401);
  });

  it('maps each flag name to { name, active } and follows the operator command', async () => {
    const caller = await apiUser(ctx);
    const flags = featureFlagsSchema.parse((await caller.call('GET', '/v2/features')).json());
    expect(flags[FEATURE_FLAGS.multipleDashboards]).toEqual({
      name: FEATURE_FLAGS.multipleDashboards,
      active: true,
    });

    await adminCommands.flag(ctx.database.db, [FEATURE_FLAGS.multipleDashboards, 'off']);
    const after = featureFlagsSchema.parse((await caller.call('GET', '/v2/features')).json());
    expect(after[FEATURE_FLAGS.multipleDashboards]?.active).toBe(false);
  });
});
