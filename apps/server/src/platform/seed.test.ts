import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '@hde/contracts';
import { idpAccounts, modules, users } from './db/schema.js';
import { DEMO_ACCOUNTS, seedDemoAccounts, seedModules } from './seed.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('seeding', () => {
  it('is idempotent: a second start changes nothing', async () => {
    const before = await ctx.database.db.select().from(idpAccounts);
    await seedModules(ctx.database.db);
    await seedDemoAccounts(ctx.database.db, ctx.config);
    const after = await ctx.database.db.select().from(idpAccounts);
    expect(after).toEqual(before);
    expect((await ctx.database.db.select().from(modules)).map((m) => m.id).sort()).toEqual(
      MODULE_CATALOGUE.map((m) => m.id).sort(),
    );
  });

  it('stores argon2id hashes, never passwords', async () => {
    for (const row of await ctx.database.db.select().from(idpAccounts)) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(DEMO_ACCOUNTS.map((a) => a.password)).not.toContain(row.passwordHash);
    }
  });

  it('creates product users for the demo accounts, one of them beta', async () => {
    const rows = await ctx.database.db.select().from(users);
    expect(rows.map((r) => [r.userId, r.beta]).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.beta]).sort(),
    );
  });
});
