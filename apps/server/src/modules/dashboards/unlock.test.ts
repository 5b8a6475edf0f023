import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_VIEWER_TOKEN_HEADER, dashboardViewerTokenSchema } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { dashboardPasswordAttempts } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createDashboardAccess } from './access.js';
import { loadDashboardKeys, type DashboardKeys } from './dashboard-keys.js';
import {
  DASHBOARD_PASSWORD,
  createDashboard,
  dashboardTeam,
  type DashboardTeam,
} from './dashboard-test-kit.js';
import { ALL_CLIENTS, FAILURE_MEMORY_MS, FREE_FAILURES, MAX_BLOCK_SECONDS, blockSeconds } from './unlock.js';

let ctx: TestApp;
let team: DashboardTeam;
let keys: DashboardKeys;
beforeAll(async () => {
  // A high request limit, so the attempt limits themselves are what answers 429 here.
  ctx = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  team = await dashboardTeam(ctx);
  keys = await loadDashboardKeys({ dataDir: ctx.config.dataDir, encryptionKey: undefined });
});
afterAll(() => ctx.close());

const unlock = (id: string, password: string, remoteAddress = '198.51.100.7') =>
  ctx.app.inject({
    method: 'POST',
    url: `/v2/public/dashboards/${id}/unlock`,
    payload: { password },
    remoteAddress,
  });

/** What access.anonymous answers with this token: the token is only useful if it opens the dashboard. */
async function opens(dashboardId: string, token: string): Promise<boolean> {
  const access = createDashboardAccess({
    db: ctx.database.db,
    users: undefined as never,
    workspaces: undefined as never,
    keys,
  });
  const request = { headers: { [DASHBOARD_VIEWER_TOKEN_HEADER]: token } } as never;
  return access.anonymous(request, dashboardId).then(
    () => true,
    () => false,
  );
}

/** Retry-After counts from when the block was set: a slow machine may have spent a second of it since. */
function expectRetryAfter(reply: { headers: Record<string, unknown> }, seconds: number) {
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(seconds - 1);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

async function attempts(dashboardId: string) {
  return ctx.database.db
    .select()
    .from(dashboardPasswordAttempts)
    .where(eq(dashboardPasswordAttempts.dashboardId, dashboardId));
}

async function unblock(dashboardId: string) {
  await ctx.database.db
    .update(dashboardPasswordAttempts)
    .set({ blockedUntil: null })
    .where(eq(dashboardPasswordAttempts.dashboardId, dashboardId));
}

describe('POST /v2/public/dashboards/{id}/unlock', () => {
  it('answers a 30-minute viewer token for the right password, bound to that dashboard', async () => {
    const { id } = await createDashboard(team, { mode: 'PASSWORD' });
    const other = await createDashboard(team, { mode: 'PASSWORD' });
    const reply = await unlock(id, DASHBOARD_PASSWORD);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = dashboardViewerTokenSchema.parse(reply.json());
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await opens(id, token)).toBe(true);
    expect(await opens(other.id, token)).toBe(false);
  });

  it('stops old tokens after a password reset or a change of access', async () => {
    const created = await createDashboard(team, { mode: 'PASSWORD' });
    const first = dashboardViewerTokenSchema.parse((await unlock(created.id, DASHBOARD_PASSWORD)).json());
    const reset = await team.owner.call('PUT', `${team.base}/${created.id}/password`, {
      pwd: 'Next-Pass-42',
    });
    expect(reset.statusCode).toBe(200);
    expect(await opens(created.id, first.token)).toBe(false);
    expect((await unlock(created.id, DASHBOARD_PASSWORD)).statusCode).toBe(401);
    const second = dashboardViewerTokenSchema.parse((await unlock(created.id, 'Next-Pass-42')).json());
    expect(await opens(created.id, second.token)).toBe(true);
    const toPublic = await team.owner.call('PUT', `${team.base}/${created.id}`, {
      name: created.name,
      description: created.description,
      type: created.type,
      mode: 'PUBLIC',
    });
    expect(toPublic.statusCode).toBe(200);
    expect((await unlock(created.id, 'Next-Pass-42')).statusCode).toBe(404);
  });

  it('answers 404 for PUBLIC, PRIVATE, deleted, unknown and malformed dashboards, 400 without a password', async () => {
    const publicOne = await createDashboard(team);
    const privateOne = await createDashboard(team, { mode: 'PRIVATE' });
    const deleted = await createDashboard(team, { mode: 'PASSWORD' });
    expect((await team.owner.call('DELETE', `${team.base}/${deleted.id}`)).statusCode).toBe(204);
    for (const id of [
      publicOne.id,
      privateOne.id,
      deleted.id,
      '00000000-0000-4000-8000-000000000000',
      'nope',
    ]) {
      const reply = await unlock(id, DASHBOARD_PASSWORD);
      expect(reply.statusCode, id).toBe(404);
      expect((reply.json() as { message: string }).message).toBe(DASHBOARD_ERRORS.notFound);
    }
    expect((await unlock(publicOne.id, '')).statusCode).toBe(400);
  });

  it('slows a guessing client: after 5 failures each failure blocks it, the right password included', async () => {
    const { id } = await createDashboard(team, { mode: 'PASSWORD' });
    for (let guess = 1; guess <= FREE_FAILURES.client + 1; guess++)
      expect((await unlock(id, `Guess-${guess}`)).statusCode, `guess ${guess}`).toBe(401);
    const blocked = await unlock(id, DASHBOARD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as { message: string }).message).toBe(DASHBOARD_ERRORS.tooManyAttempts);
    expectRetryAfter(blocked, 2);
    // Another client is not held back by this one.
    expect((await unlock(id, DASHBOARD_PASSWORD, '203.0.113.9')).statusCode).toBe(200);

    // 1,000 guesses, 25 at a time: attempts on one dashboard are serialised. Only a guess made after a block
    // has run out is checked (and fails, doubling the next block): a handful at most in the time this takes.
    const statuses: number[] = [];
    for (let batch = 0; batch < 40; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 25 }, (_, i) => unlock(id, `Guess-${batch}-${i}`)),
      );
      statuses.push(...replies.map((reply) => reply.statusCode));
    }
    const checked = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(checked).toBeLessThan(10);
    expect((await unlock(id, DASHBOARD_PASSWORD)).statusCode).toBe(429);
    const [client] = (await attempts(id)).filter((row) => row.clientKey === '198.51.100.7');
    expect(client?.failures).toBe(FREE_FAILURES.client + 1 + checked);

    await unblock(id);
    expect((await unlock(id, 'Guess-again')).statusCode).toBe(401);
    const again = await unlock(id, DASHBOARD_PASSWORD);
    expect(again.statusCode).toBe(429);
    expectRetryAfter(again, blockSeconds(FREE_FAILURES.client + 2 + checked, FREE_FAILURES.client));
    await unblock(id);
    expect((await unlock(id, DASHBOARD_PASSWORD)).statusCode).toBe(200);
    expect((await attempts(id)).map((row) => row.clientKey)).toEqual([ALL_CLIENTS]);
  }, 180_000);

  it('blocks the dashboard for everyone after 100 failures in total', async () => {
    const { id } = await createDashboard(team, { mode: 'PASSWORD' });
    const clients = Array.from({ length: 21 }, (_, i) => `192.0.2.${i + 1}`);
    for (const address of clients.slice(0, 20))
      for (let guess = 0; guess < FREE_FAILURES.client; guess++)
        expect((await unlock(id, `Guess-${guess}`, address)).statusCode).toBe(401);
    const [total] = (await attempts(id)).filter((row) => row.clientKey === ALL_CLIENTS);
    expect(total).toMatchObject({ failures: FREE_FAILURES.all, blockedUntil: null });
    expect((await unlock(id, 'One-more', clients[20])).statusCode).toBe(401);
    const everyone = await unlock(id, DASHBOARD_PASSWORD, '203.0.113.50');
    expect(everyone.statusCode).toBe(429);
    expectRetryAfter(everyone, 2);
    await ctx.database.db
      .update(dashboardPasswordAttempts)
      .set({ blockedUntil: null })
      .where(
        and(
          eq(dashboardPasswordAttempts.dashboardId, id),
          eq(dashboardPasswordAttempts.clientKey, ALL_CLIENTS),
        ),
      );
    expect((await unlock(id, DASHBOARD_PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  });
});

describe('failures of long ago', () => {
  it('are forgotten: a failure a day after the last one counts as the first', async () => {
    const { id } = await createDashboard(team, { mode: 'PASSWORD' });
    for (let guess = 1; guess <= FREE_FAILURES.client; guess++)
      expect((await unlock(id, `Guess-${guess}`)).statusCode).toBe(401);
    await ctx.database.db
      .update(dashboardPasswordAttempts)
      .set({ lastFailedAt: new Date(Date.now() - FAILURE_MEMORY_MS - 60_000) })
      .where(eq(dashboardPasswordAttempts.dashboardId, id));
    expect((await unlock(id, 'Guess-later')).statusCode).toBe(401);
    expect((await attempts(id)).map((row) => row.failures)).toEqual([1, 1]);
    expect((await unlock(id, DASHBOARD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('blockSeconds', () => {
  it('grows 2^(n - free) seconds past the free failures, up to 15 minutes', () => {
    expect([5, 6, 7, 8, 14].map((n) => blockSeconds(n, 5))).toEqual([0, 2, 4, 8, 512]);
    expect(blockSeconds(15, 5)).toBe(MAX_BLOCK_SECONDS);
    expect(blockSeconds(10_000, 100)).toBe(MAX_BLOCK_SECONDS);
    expect(blockSeconds(100, 100)).toBe(0);
  });
});
