import type { JobHandler } from '../../../platform/jobs.js';
import { runImport, type ImportDependencies } from './run-import.js';

export const IMPORT_FILE_JOB = 'import-file';

/** The background job of one uploaded file; the job's own database and heartbeat are used. */
export function importFileJob(deps: Omit<ImportDependencies, 'db' | 'heartbeat'>): JobHandler {
  return async (payload, { db, heartbeat, finalAttempt }) => {
    await runImport({ ...deps, db, heartbeat }, String(payload.fileImportId), { finalAttempt });
  };
}
