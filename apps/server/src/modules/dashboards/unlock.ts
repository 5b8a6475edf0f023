import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { dashboardPasswordAttempts } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { DashboardKeys } from './dashboard-keys.js';
import { requireDashboardsFeature } from './feature.js';
import { decryptPassword } from './password-crypto.js';
import { encryptedPasswordOf, findDashboard, lockDashboard } from './repo.js';
import { issueViewerToken } from './viewer-token.js';

/** The attempts row counting every client's failures on one dashboard. */
export const ALL_CLIENTS = '*';

/** Failures before each further one blocks: per client, and for the dashboard as a whole. */
export const FREE_FAILURES = { client: 5, all: 100 } as const;
export const MAX_BLOCK_SECONDS = 15 * 60;
/** Failures are forgotten once none followed for this long, so old typos never lock out today's viewers. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The growing delay after the n-th failure: 2^(n - free) seconds, at most 15 minutes; none while free. */
export function blockSeconds(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(MAX_BLOCK_SECONDS, 2 ** Math.min(failures - free, 20));
}

/** A refusal that names when to try again (Retry-After). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, DASHBOARD_ERRORS.tooManyAttempts);
  }
}

const forgottenBefore = (now: Date) => new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

type Outcome =
  { kind: 'blocked'; retryAfterSeconds: number } | { kind: 'wrong' } | { kind: 'right'; version: number };

/**
 * `POST /v2/public/dashboards/{id}/unlock`: the password of a PASSWORD dashboard for a viewer token. Attempts on
 * one dashboard are serialised by its row lock; failures count per client address key and in total, and past the
 * free ones each failure blocks for a growing delay, during which the password is not even checked.
 */
export function createDashboardUnlock({
  db,
  keys,
  clock = () => new Date(),
}: {
  db: Database;
  keys: DashboardKeys;
  clock?: () => Date;
}) {
  async function recordFailure(
    tx: Database,
    dashboardId: string,
    clientKey: string,
    free: number,
    now: Date,
  ) {
    const [row] = await tx
      .insert(dashboardPasswordAttempts)
      .values({ dashboardId, clientKey, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: [dashboardPasswordAttempts.dashboardId, dashboardPasswordAttempts.clientKey],
        set: {
          failures: sql`case when ${dashboardPasswordAttempts.lastFailedAt} < ${forgottenBefore(now)}
            then 1 else ${dashboardPasswordAttempts.failures} + 1 end`,
          lastFailedAt: now,
        },
      })
      .returning({ failures: dashboardPasswordAttempts.failures });
    const seconds = blockSeconds(row?.failures ?? 1, free);
    if (seconds > 0) {
      await tx
        .update(dashboardPasswordAttempts)
        .set({ blockedUntil: new Date(now.getTime() + seconds * 1000) })
        .where(
          and(
            eq(dashboardPasswordAttempts.dashboardId, dashboardId),
            eq(dashboardPasswordAttempts.clientKey, clientKey),
          ),
        );
    }
  }

  return async function unlock(dashboardId: string, clientKey: string, password: string) {
    await requireDashboardsFeature(db);
    const found = await findDashboard(db, dashboardId);
    if (found?.mode !== 'PASSWORD') throw new HttpError(404, DASHBOARD_ERRORS.notFound);

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const dashboard = await lockDashboard(tx, found.workspaceId, found.id);
      if (dashboard?.mode !== 'PASSWORD') throw new HttpError(404, DASHBOARD_ERRORS.notFound);
      const now = clock();
      const rows = await tx
        .select({ blockedUntil: dashboardPasswordAttempts.blockedUntil })
        .from(dashboardPasswordAttempts)
        .where(
          and(
            eq(dashboardPasswordAttempts.dashboardId, dashboard.id),
            inArray(dashboardPasswordAttempts.clientKey, [clientKey, ALL_CLIENTS]),
          ),
        );
      const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
      if (until > now.getTime())
        return { kind: 'blocked', retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };

      // Anonymous: the audit keeps which dashboard was opened, or guessed at, and when.
      const attempt = {
        userId: null,
        workspaceId: dashboard.workspaceId,
        collectionName: 'dashboards',
        action: 'UNLOCK_DASHBOARD',
        recordId: dashboard.id,
      };
      const stored = await encryptedPasswordOf(tx, dashboard.id);
      if (stored && timingSafeEqual(digest(decryptPassword(keys.passwords, stored)), digest(password))) {
        await tx
          .delete(dashboardPasswordAttempts)
          .where(
            and(
              eq(dashboardPasswordAttempts.dashboardId, dashboard.id),
              eq(dashboardPasswordAttempts.clientKey, clientKey),
            ),
          );
        await recordActivity(tx, attempt);
        return { kind: 'right', version: dashboard.accessVersion };
      }
      await recordFailure(tx, dashboard.id, clientKey, FREE_FAILURES.client, now);
      await recordFailure(tx, dashboard.id, ALL_CLIENTS, FREE_FAILURES.all, now);
      await recordActivity(tx, { ...attempt, outcome: 'DENIED' });
      return { kind: 'wrong' };
    });

    if (outcome.kind === 'blocked') throw new TooManyAttemptsError(outcome.retryAfterSeconds);
    if (outcome.kind === 'wrong') throw new HttpError(401, DASHBOARD_ERRORS.wrongPassword);
    const { token, expiresAt } = issueViewerToken(
      keys.viewerTokens,
      { dashboardId: found.id, accessVersion: outcome.version },
      clock().getTime(),
    );
    return { token, expiresAt: expiresAt.toISOString() };
  };
}
