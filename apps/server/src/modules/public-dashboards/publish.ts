import { resolveDashboard } from '@hde/contracts';
import type { DisclosureReport } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import type { JobHandler } from '../../platform/jobs.js';
import { createAnalyticsService } from '../analytics/index.js';
import { contentHash } from '../ledger/index.js';
import { configurationBody } from '../workspaces/index.js';
import { computePublication, lastFullYearOf, type RunQuery } from './publication.js';
import { clearSyncing, storePublication, workspaceToPublish } from './repo.js';

export interface PublishOptions {
  /** The smallest count shown (PUBLIC_SUPPRESSION_THRESHOLD). */
  threshold: number;
  /** Per statement: publishing a large workspace may read its cases for longer than a dashboard request. */
  statementTimeoutMs?: number;
}

/** Times the figures are computed again when an import commits meanwhile, before the job tries later. */
const CONSISTENT_READ_TRIES = 3;
const DEFAULT_STATEMENT_TIMEOUT_MS = 5 * 60 * 1000;

class DataMovedWhilePublishing extends Error {
  constructor() {
    super('the workspace data changed while its public dashboard was computed');
  }
}

/**
 * Publishes a workspace's public dashboard (ARCHITECTURE §11): computes it from the workspace's dashboard (its
 * own or the default), with the analytics engine, and stores it. Every answer must come from one state of the
 * data (disclosure control relies on totals that add up), so the workspace's data version is read before and
 * after, and the figures computed again when it moved. A workspace that is not public is left alone.
 */
export async function publishWorkspace(
  db: Database,
  workspaceId: string,
  options: PublishOptions & { requestedBy: string | null; heartbeat(): Promise<void> },
): Promise<void> {
  let before = await workspaceToPublish(db, workspaceId);
  if (!before?.public) return;
  const dashboard = resolveDashboard(await configurationBody(db, workspaceId, 'dashboard-configuration'));
  const analytics = createAnalyticsService(db, {
    statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  });
  const run: RunQuery = (body) => analytics.query(workspaceId, 'CASE', body);
  try {
    // Current count summaries answer most widgets without reading every case.
    analytics.rollups.request(workspaceId);
    await analytics.rollups.settled(workspaceId);
    for (let tries = 1; tries <= CONSISTENT_READ_TRIES; tries += 1) {
      const lastFullYear = await lastFullYearOf(run);
      const publication = await computePublication(dashboard, { ...options, run, lastFullYear });
      const after = await workspaceToPublish(db, workspaceId);
      if (!after?.public) return;
      if (after.dataVersion === before.dataVersion) {
        const publishedAt = new Date();
        const report: DisclosureReport = {
          publishedAt: publishedAt.toISOString(),
          threshold: options.threshold,
          widgets: publication.widgets,
        };
        const stored = { configuration: publication.tabs, answers: publication.answers, report };
        await storePublication(
          db,
          {
            workspaceId,
            ...stored,
            etag: contentHash(stored).slice(0, 32),
            dataVersion: after.dataVersion,
            publishedAt,
            lastImported: after.lastImported,
          },
          options.requestedBy,
        );
        return;
      }
      before = after;
    }
    throw new DataMovedWhilePublishing();
  } finally {
    await analytics.rollups.close();
  }
}

/**
 * The `public-dashboard-sync` job. An import still running keeps moving the data: the job is tried again later,
 * and its last attempt ends the "being prepared" state (that import's end publishes again).
 */
export function publicDashboardSyncJob(options: PublishOptions): JobHandler {
  return async (payload, { db, heartbeat, finalAttempt }) => {
    const workspaceId = String(payload.workspaceId);
    const requestedBy = typeof payload.requestedBy === 'string' ? payload.requestedBy : null;
    try {
      await publishWorkspace(db, workspaceId, { ...options, requestedBy, heartbeat });
    } catch (error) {
      if (finalAttempt) await clearSyncing(db, workspaceId);
      throw error;
    }
  };
}
