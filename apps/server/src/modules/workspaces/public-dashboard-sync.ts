import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { jobs, workspaces } from '../../platform/db/schema.js';
import { enqueueJob } from '../../platform/jobs.js';
import { PUBLIC_DASHBOARD_SYNC_JOB } from '../../platform/job-names.js';

/**
 * Has a public workspace's dashboard published again (an import ended, its dashboard changed), in the caller's
 * transaction. `publicDashboardSyncing` stays as it is: the published figures stay up until the new ones are
 * stored. A sync already queued for the workspace will read the new data when it runs, so none is added then.
 * `requestedBy`: the user the republish is recorded for, when one is known.
 */
export async function requestRepublish(
  tx: Transaction,
  workspaceId: string,
  requestedBy: string | null,
): Promise<void> {
  const [workspace] = await tx
    .select({ public: workspaces.public })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace?.public) return;
  const [queued] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, PUBLIC_DASHBOARD_SYNC_JOB),
        eq(jobs.status, 'QUEUED'),
        sql`${jobs.payload} ->> 'workspaceId' = ${workspaceId}`,
      ),
    )
    .limit(1);
  if (queued) return;
  await enqueueJob(tx, PUBLIC_DASHBOARD_SYNC_JOB, { workspaceId, requestedBy });
}
