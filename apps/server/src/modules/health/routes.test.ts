import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready once migrations are applied', async () => {
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('GET /readyz is not ready when a migration is missing', async () => {
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', database: true, migrations: false });
  });
});
