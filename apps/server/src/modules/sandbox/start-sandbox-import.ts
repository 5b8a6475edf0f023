import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_CASE_COUNT } from '@hde/contracts';
import { FILE_IMPORT_ERRORS, SANDBOX_FILE_NAME } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { fileImports, workspaces } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { enqueueJob } from '../../platform/jobs.js';
import { IMPORT_FILE_JOB } from '../imports/index.js';
import { holdsData } from '../workspaces/index.js';
import { generatedCasesJson } from './sandbox-file.js';

/** Generated files are small (about 3 KB a case); the limit only guards against a wrong count. */
const GENERATED_MAX_BYTES = 512 * 1024 * 1024;

export interface SandboxImport {
  workspaceId: string;
  /** Who asked; null for the demo workspaces seeded at start. */
  userId: string | null;
  count?: number;
  /** The same seed gives the same cases; defaults to the workspace id. */
  seed?: string;
}

/**
 * Writes generated cases to storage and queues their import like any uploaded file, so the sandbox (and the
 * demo workspaces) go through the same pipeline, file table and ledger as real data. Refused (409) when the
 * workspace already holds cases or files; the check and the insert share one lock on the workspace row.
 */
export async function startSandboxImport(db: Database, storage: FileStorage, request: SandboxImport) {
  // Checked before generating (cheap refusal), and again under the lock (two clicks at once).
  if (await holdsData(db, request.workspaceId)) throw new HttpError(409, FILE_IMPORT_ERRORS.sandboxRefused);
  const id = randomUUID();
  const received = await storage.receive(
    id,
    generatedCasesJson({
      count: request.count ?? SANDBOX_CASE_COUNT,
      seed: request.seed ?? request.workspaceId,
    }),
    GENERATED_MAX_BYTES,
  );
  try {
    await db.transaction(async (tx) => {
      await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.id, request.workspaceId))
        .for('update');
      if (await holdsData(tx, request.workspaceId))
        throw new HttpError(409, FILE_IMPORT_ERRORS.sandboxRefused);
      await tx.insert(fileImports).values({
        id,
        workspaceId: request.workspaceId,
        fileName: SANDBOX_FILE_NAME,
        uploadType: 'CASE',
        fileType: 'JSON',
        status: 'RECEIVED',
        size: received.size,
        sha256: received.sha256,
        createdBy: request.userId,
        updatedBy: request.userId,
      });
      await enqueueJob(tx, IMPORT_FILE_JOB, { fileImportId: id });
      if (request.userId) {
        await recordActivity(tx, {
          userId: request.userId,
          workspaceId: request.workspaceId,
          collectionName: 'fileImports',
          action: 'SANDBOX',
          recordId: id,
          details: { id },
        });
      }
      await received.commit();
    });
  } catch (error) {
    await received.discard();
    throw error;
  }
  return id;
}
