import type { JobHandler } from './platform/jobs.js';
import {
  PUBLIC_DASHBOARD_SYNC_JOB,
  publicDashboardSync,
} from './modules/workspaces/public-dashboard-sync.js';

/** Every kind of background job and its handler: run in-process or by `npm run worker`. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PUBLIC_DASHBOARD_SYNC_JOB]: publicDashboardSync,
};
