import { MDI_DEMO_WORKSPACE_ID } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { startSandboxImport } from './start-sandbox-import.js';

/** Enough cases for every demo dashboard to show several years of data. */
const DEMO_CASE_COUNT = 1000;
const DEMO_SEED = 'hde-demo-workspace';

/** Queues the demo workspace's sample data once: a workspace that already holds data is left alone. */
export async function seedDemoData(db: Database, storage: FileStorage): Promise<void> {
  try {
    await startSandboxImport(db, storage, {
      workspaceId: MDI_DEMO_WORKSPACE_ID,
      userId: null,
      count: DEMO_CASE_COUNT,
      seed: DEMO_SEED,
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
}
