import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, DASHBOARD_VIEWER_TOKEN_HEADER, type DashboardMode } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { adminCommands } from '../../admin/commands.js';
import { authPlugin } from '../../platform/auth.js';
import { dashboards } from '../../platform/db/schema.js';
import { registerErrorHandling } from '../../platform/errors.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';
import { createSubscriptionService } from '../subscriptions/service.js';
import { createUserService } from '../users/service.js';
import { createWorkspaceService } from '../workspaces/index.js';
import { createDashboardAccess } from './access.js';
import { loadDashboardKeys, type DashboardKeys } from './dashboard-keys.js';
import { createDashboard, dashboardTeam, setMembership, type DashboardTeam } from './dashboard-test-kit.js';
import { issueViewerToken } from './viewer-token.js';
import { messageOf } from '../../test/reply-message.js';

let ctx: TestApp;
let probe: FastifyInstance;
let keys: DashboardKeys;
let team: DashboardTeam;
const ids = {} as Record<DashboardMode, string>;

/** A tiny app whose two routes answer what access.signedIn and access.anonymous decide. */
async function probeApp(): Promise<FastifyInstance> {
  const { db } = ctx.database;
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(authPlugin, { config: ctx.config, secrets: ctx.secrets });
  const access = createDashboardAccess({
    db,
    // Test tokens carry their e-mail claims: no userinfo look-up.
    users: createUserService(db, async () => ({ email: undefined, emailVerified: undefined })),
    workspaces: createWorkspaceService(db, createSubscriptionService(db)),
    keys,
  });
  const summary = ({ dashboard, ...view }: Awaited<ReturnType<typeof access.anonymous>>) => ({
    id: dashboard.id,
    ...view,
  });
  app.get<{ Params: { id: string } }>('/signed-in/:id', { onRequest: app.authenticate }, async (request) =>
    summary(await access.signedIn(request, request.params.id)),
  );
  app.get<{ Params: { id: string } }>('/anonymous/:id', async (request) =>
    summary(await access.anonymous(request, request.params.id)),
  );
  await app.ready();
  return app;
}

beforeAll(async () => {
  ctx = await createTestApp();
  keys = await loadDashboardKeys({ dataDir: ctx.config.dataDir, encryptionKey: undefined });
  probe = await probeApp();
  team = await dashboardTeam(ctx);
  for (const mode of ['PRIVATE', 'PUBLIC', 'PASSWORD'] as const)
    ids[mode] = (await createDashboard(team, { mode })).id;
});
afterAll(async () => {
  await probe.close();
  await ctx.close();
});

const signedIn = (caller: Pick<Caller, 'headers'>, id: string) =>
  probe.inject({ method: 'GET', url: `/signed-in/${id}`, headers: caller.headers });
const anonymous = (id: string, headers: Record<string, string> = {}) =>
  probe.inject({ method: 'GET', url: `/anonymous/${id}`, headers });

const MANAGER = { exact: true, freeQueries: true, isCreator: false, canRefresh: true };
const CREATOR = { ...MANAGER, isCreator: true };
const LISTED = { exact: true, freeQueries: false, isCreator: false, canRefresh: false };
const ANONYMOUS = { exact: false, freeQueries: false, isCreator: false, canRefresh: false };

describe('signed in', () => {
  it('follows the matrix: PRIVATE adds listed e-mails, PUBLIC and PASSWORD only their managers', async () => {
    const { creator, owner, admin, user, listed, unlisted } = team;
    const expected: [Caller, Record<DashboardMode, object | 403>][] = [
      [creator, { PRIVATE: CREATOR, PUBLIC: CREATOR, PASSWORD: CREATOR }],
      [owner, { PRIVATE: MANAGER, PUBLIC: MANAGER, PASSWORD: MANAGER }],
      [admin, { PRIVATE: MANAGER, PUBLIC: MANAGER, PASSWORD: MANAGER }],
      [user, { PRIVATE: 403, PUBLIC: 403, PASSWORD: 403 }],
      [listed, { PRIVATE: LISTED, PUBLIC: 403, PASSWORD: 403 }],
      [unlisted, { PRIVATE: 403, PUBLIC: 403, PASSWORD: 403 }],
    ];
    for (const [caller, byMode] of expected) {
      for (const mode of ['PRIVATE', 'PUBLIC', 'PASSWORD'] as const) {
        const reply = await signedIn(caller, ids[mode]);
        const want = byMode[mode];
        if (want === 403) {
          expect(reply.statusCode, `${caller.email} ${mode}`).toBe(403);
          expect(messageOf(reply)).toBe(DASHBOARD_ERRORS.notAllowed);
        } else {
          expect(reply.statusCode, `${caller.email} ${mode}`).toBe(200);
          expect(reply.json()).toEqual({ id: ids[mode], ...want });
        }
      }
    }
  });

  it('lets a listed e-mail in only when verified, whatever its case on the list', async () => {
    const email = `Viewer.${Date.now()}@Example.org`;
    const viewer = await apiUser(ctx, { email: email.toLowerCase() });
    const [row] = await ctx.database.db
      .update(dashboards)
      .set({ emails: [email.toLowerCase()] })
      .where(eq(dashboards.id, ids.PRIVATE))
      .returning({ id: dashboards.id });
    expect(row).toBeDefined();
    expect((await signedIn(viewer, ids.PRIVATE)).statusCode).toBe(200);
    const unverified = await ctx.token({
      sub: `subject-${email.toLowerCase()}`,
      email,
      email_verified: false,
    });
    expect(
      (await signedIn({ headers: { authorization: `Bearer ${unverified}` } }, ids.PRIVATE)).statusCode,
    ).toBe(403);
    await ctx.database.db
      .update(dashboards)
      .set({ emails: [team.listed.email] })
      .where(eq(dashboards.id, ids.PRIVATE));
    expect((await signedIn(viewer, ids.PRIVATE)).statusCode).toBe(403);
  });

  it('keeps a demoted creator without refresh, and refuses one no longer a member', async () => {
    const other = await dashboardTeam(ctx);
    const { id } = await createDashboard(other, { mode: 'PUBLIC' });
    await setMembership(ctx, other.workspace.id, other.creator, 'USER');
    expect((await signedIn(other.creator, id)).json()).toEqual({
      id,
      exact: true,
      freeQueries: true,
      isCreator: true,
      canRefresh: false,
    });
    await setMembership(ctx, other.workspace.id, other.creator, null);
    expect((await signedIn(other.creator, id)).statusCode).toBe(403);
  });

  it('answers 404 to unknown and malformed ids, and 401 without a token', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const reply = await signedIn(team.owner, encodeURIComponent(id));
      expect(reply.statusCode).toBe(404);
      expect(messageOf(reply)).toBe(DASHBOARD_ERRORS.notFound);
    }
    expect((await probe.inject({ method: 'GET', url: `/signed-in/${ids.PUBLIC}` })).statusCode).toBe(401);
  });
});

describe('anonymous', () => {
  it('opens PUBLIC, PASSWORD with a valid viewer token only, and never PRIVATE', async () => {
    expect((await anonymous(ids.PUBLIC)).json()).toEqual({ id: ids.PUBLIC, ...ANONYMOUS });

    const privateReply = await anonymous(ids.PRIVATE);
    expect(privateReply.statusCode).toBe(404);
    expect(messageOf(privateReply)).toBe(DASHBOARD_ERRORS.notFound);

    const locked = await anonymous(ids.PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(messageOf(locked)).toBe(DASHBOARD_ERRORS.wrongPassword);
    const { token } = issueViewerToken(keys.viewerTokens, { dashboardId: ids.PASSWORD, accessVersion: 1 });
    const opened = await anonymous(ids.PASSWORD, { [DASHBOARD_VIEWER_TOKEN_HEADER]: token });
    expect(opened.json()).toEqual({ id: ids.PASSWORD, ...ANONYMOUS });

    const elsewhere = issueViewerToken(keys.viewerTokens, { dashboardId: ids.PUBLIC, accessVersion: 1 });
    const replayed = await anonymous(ids.PASSWORD, { [DASHBOARD_VIEWER_TOKEN_HEADER]: elsewhere.token });
    expect(replayed.statusCode).toBe(401);
    const stale = issueViewerToken(keys.viewerTokens, { dashboardId: ids.PASSWORD, accessVersion: 0 });
    expect((await anonymous(ids.PASSWORD, { [DASHBOARD_VIEWER_TOKEN_HEADER]: stale.token })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 to an unknown or malformed id', async () => {
    expect((await anonymous('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await anonymous('nope')).statusCode).toBe(404);
  });
});

describe('the multiple-dashboards flag', () => {
  it('turned off, answers 404 for every dashboard, signed in or not', async () => {
    await adminCommands.flag(ctx.database.db, [FEATURE_FLAGS.multipleDashboards, 'off']);
    try {
      for (const reply of [await signedIn(team.creator, ids.PUBLIC), await anonymous(ids.PUBLIC)]) {
        expect(reply.statusCode).toBe(404);
        expect(messageOf(reply)).toBe(DASHBOARD_ERRORS.featureOff);
      }
    } finally {
      await adminCommands.flag(ctx.database.db, [FEATURE_FLAGS.multipleDashboards, 'on']);
    }
    expect((await anonymous(ids.PUBLIC)).statusCode).toBe(200);
  });
});
