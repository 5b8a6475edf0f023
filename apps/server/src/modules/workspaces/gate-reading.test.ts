import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { apiUser } from '../../test/api-user.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import { createSubscriptionService } from '../subscriptions/service.js';
import { createWorkspaceService } from './service.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the workspace gate reading more of the workspace', () => {
  it('answers what it read only to a caller it lets in', async () => {
    const { owner, workspace } = await ownerWithWorkspace(ctx);
    const stranger = await apiUser(ctx);
    const service = createWorkspaceService(ctx.database.db, createSubscriptionService(ctx.database.db));
    const gate = service.gateReading(sql`workspaces.name`, 'test_gate_reading_name');
    const identity = (caller: Caller) => ({
      issuer: ctx.config.oidc.issuer,
      subject: `subject-${caller.email}`,
    });

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
