import type { FastifyBaseLogger } from 'fastify';
import { createLedgerSigner } from './modules/ledger/index.js';
import { IMPORT_FILE_JOB, importFileJob } from './modules/imports/pipeline/import-job.js';
import {
  PUBLIC_DASHBOARD_SYNC_JOB,
  publicDashboardSync,
} from './modules/workspaces/public-dashboard-sync.js';
import type { AppConfig } from './platform/config.js';
import { createFileStorage } from './platform/file-storage.js';
import type { JobHandler } from './platform/jobs.js';
import type { Secrets } from './platform/secrets.js';

/** Every kind of background job and its handler: run in-process or by `npm run worker`. */
export function createJobHandlers(deps: {
  config: AppConfig;
  secrets: Secrets;
  logger: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    [PUBLIC_DASHBOARD_SYNC_JOB]: publicDashboardSync,
    [IMPORT_FILE_JOB]: importFileJob({
      storage: createFileStorage(deps.config.dataDir),
      signer: createLedgerSigner(deps.secrets.ledgerSigningKey),
      limits: deps.config.imports,
      logger: deps.logger,
    }),
  };
}
