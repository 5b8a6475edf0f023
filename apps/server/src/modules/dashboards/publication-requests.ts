import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { dashboards, jobs } from '../../platform/db/schema.js';
import { enqueueJob } from '../../platform/jobs.js';
import { DASHBOARD_ANSWERS_JOB } from '../../platform/job-names.js';

/**
 * Has every LIVE PUBLIC or PASSWORD dashboard of a workspace published again after an import, in the caller's
 * transaction (snapshots stay frozen; PRIVATE dashboards answer live). A job already queued for a dashboard reads
 * the new data when it runs, so none is added for it. `requestedBy`: the user the republish is recorded for.
 */
export async function requestDashboardsRepublish(
  tx: Transaction,
  workspaceId: string,
  requestedBy: string | null,
): Promise<void> {
  const shared = await tx
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(
      and(
        eq(dashboards.workspaceId, workspaceId),
        eq(dashboards.type, 'LIVE'),
        ne(dashboards.mode, 'PRIVATE'),
      ),
    );
  if (shared.length === 0) return;
  const ids = shared.map((dashboard) => dashboard.id);
  const queued = await tx
    .select({ dashboardId: sql<string>`${jobs.payload} ->> 'dashboardId'` })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, DASHBOARD_ANSWERS_JOB),
        eq(jobs.status, 'QUEUED'),
        inArray(sql`${jobs.payload} ->> 'dashboardId'`, ids),
      ),
    );
  const waiting = new Set(queued.map((job) => job.dashboardId));
  for (const dashboardId of ids) {
    if (!waiting.has(dashboardId)) await enqueueJob(tx, DASHBOARD_ANSWERS_JOB, { dashboardId, requestedBy });
  }
}
