import type { JobHandler } from '../../platform/jobs.js';
import { createAnalyticsService } from '../analytics/index.js';
import { computeDashboardAnswers } from './answers-compute.js';

/** Per statement: a large workspace's snapshot may read its cases for longer than a dashboard request. */
const JOB_STATEMENT_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The `dashboard-answers` job `{ dashboardId, requestedBy? }`: computes what the dashboard's type and mode need
 * (payload from the dashboards routes on a change, or from an import's end, which names who imported: the
 * republish is recorded for them). A deleted dashboard is a no-op.
 */
export function dashboardAnswersJob(options: { threshold: number }): JobHandler {
  return async (payload, { db, heartbeat }) => {
    const analytics = createAnalyticsService(db, { statementTimeoutMs: JOB_STATEMENT_TIMEOUT_MS });
    const afterImport = 'requestedBy' in payload;
    const requestedBy = typeof payload.requestedBy === 'string' ? payload.requestedBy : null;
    try {
      await computeDashboardAnswers(
        { db, analytics, threshold: options.threshold },
        String(payload.dashboardId),
        {
          heartbeat,
          ...(afterImport ? { activity: { userId: requestedBy, action: 'REPUBLISH_DASHBOARD' } } : {}),
        },
      );
    } finally {
      await analytics.rollups.close();
    }
  };
}
