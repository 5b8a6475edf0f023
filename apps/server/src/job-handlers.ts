import type { FastifyBaseLogger } from 'fastify';
import { caseSearchIndexJob } from './modules/cases/search-index.js';
import {
  CASE_SEARCH_INDEX_JOB,
  DASHBOARD_ANSWERS_JOB,
  PUBLIC_DASHBOARD_SYNC_JOB,
  TOX_INSIGHTS_JOB,
} from './platform/job-names.js';
import { CASE_ROLLUPS_JOB, caseRollupsJob } from './modules/analytics/rollups/refresh.js';
import type { LedgerSigner } from './modules/ledger/index.js';
import { IMPORT_FILE_JOB, importFileJob } from './modules/imports/pipeline/import-job.js';
import { publicDashboardSyncJob } from './modules/public-dashboards/index.js';
import { dashboardAnswersJob } from './modules/dashboards/index.js';
import { toxInsightsJob } from './modules/tox-cases/index.js';
import { createInsightWriter } from './modules/tox-insights/index.js';
import type { AppConfig } from './platform/config.js';
import type { FileStorage } from './platform/file-storage.js';
import type { JobHandler } from './platform/jobs.js';

/** Every kind of background job and its handler: run in-process or by `npm run worker`. */
export function createJobHandlers(deps: {
  config: AppConfig;
  storage: FileStorage;
  signer: LedgerSigner;
  logger: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    [PUBLIC_DASHBOARD_SYNC_JOB]: publicDashboardSyncJob({
      threshold: deps.config.publicDashboards.suppressionThreshold,
    }),
    [DASHBOARD_ANSWERS_JOB]: dashboardAnswersJob({
      threshold: deps.config.publicDashboards.suppressionThreshold,
    }),
    [CASE_SEARCH_INDEX_JOB]: caseSearchIndexJob,
    [CASE_ROLLUPS_JOB]: caseRollupsJob,
    [TOX_INSIGHTS_JOB]: toxInsightsJob({
      signer: deps.signer,
      writer: createInsightWriter({ llm: deps.config.llm }),
      rulesWriter: createInsightWriter({ llm: undefined }),
    }),
    [IMPORT_FILE_JOB]: importFileJob({
      storage: deps.storage,
      signer: deps.signer,
      limits: deps.config.imports,
      logger: deps.logger,
    }),
  };
}
