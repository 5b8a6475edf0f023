import { and, eq } from 'drizzle-orm';
import { CUSTOM_FIELD_TARGET, type HeaderMapping, type SaveMappingRequest } from '@hde/contracts/api';
import { FILE_IMPORT_ERRORS } from '@hde/contracts/text';
import { mappedFieldOf } from '@hde/contracts/fields';
import { recordActivity } from '../../../platform/activity.js';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { fileImports } from '../../../platform/db/schema.js';
import { HttpError } from '../../../platform/errors.js';
import { enqueueJob } from '../../../platform/jobs.js';
import { IMPORT_FILE_JOB } from '../pipeline/import-job.js';
import {
  draftsOverLimit,
  keepImportFields,
  lockWorkspaceDrafts,
  recordDraftFields,
  releaseDraftFields,
  type DraftLimits,
} from './draft-fields.js';
import type { Upload } from './upload.js';

const COLLECTION = 'fileImports';

interface Actor {
  userId: string;
  workspaceId: string;
}

/** Spec §5: a target that is no field of the data type, nor a date part of one, is saved as custom. */
function normaliseMapping(dataType: SaveMappingRequest['dataType'], mapping: HeaderMapping): HeaderMapping {
  return Object.fromEntries(
    Object.entries(mapping).map(([header, target]) => [
      header,
      target === null || mappedFieldOf(dataType, target) ? target : CUSTOM_FIELD_TARGET,
    ]),
  );
}

function draftOnly(updated: unknown[]) {
  if (updated.length === 0) throw new HttpError(409, FILE_IMPORT_ERRORS.notADraft);
}

/** A draft and the custom fields it created go together. */
async function removeDraft(tx: Transaction, actor: Actor, id: string) {
  await releaseDraftFields(tx, actor.workspaceId, id);
  const deleted = await tx
    .delete(fileImports)
    .where(and(eq(fileImports.id, id), eq(fileImports.status, 'DRAFT')))
    .returning({ id: fileImports.id });
  draftOnly(deleted);
  await recordActivity(tx, { ...actor, collectionName: COLLECTION, action: 'DELETE', recordId: id });
}

/** A new draft; the workspace keeps its newest `draftsMax` drafts, so the oldest beyond them are removed. */
export async function createDraft(db: Database, actor: Actor, limits: DraftLimits): Promise<string> {
  return db.transaction(async (tx) => {
    await lockWorkspaceDrafts(tx, actor.workspaceId);
    const [draft] = await tx
      .insert(fileImports)
      .values({ workspaceId: actor.workspaceId, createdBy: actor.userId, updatedBy: actor.userId })
      .returning({ id: fileImports.id });
    if (!draft) throw new Error('insert returned nothing');
    await recordActivity(tx, {
      ...actor,
      collectionName: COLLECTION,
      action: 'CREATE',
      recordId: draft.id,
    });
    for (const stale of await draftsOverLimit(tx, actor.workspaceId, limits)) {
      await removeDraft(tx, actor, stale);
    }
    return draft.id;
  });
}

/**
 * PUT file/import/{id}/mapping: stored on the draft; "Create Field" headers become the workspace's custom
 * fields, created by this draft, within the custom field limits (else 400 and nothing saved).
 */
export async function saveMapping(
  db: Database,
  actor: Actor,
  id: string,
  body: SaveMappingRequest,
  limits: DraftLimits,
) {
  const mapping = normaliseMapping(body.dataType, body.mapping);
  await db.transaction(async (tx) => {
    await lockWorkspaceDrafts(tx, actor.workspaceId);
    const updated = await tx
      .update(fileImports)
      .set({
        mapping,
        uploadType: body.dataType,
        fileName: body.fileName,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(fileImports.id, id), eq(fileImports.status, 'DRAFT')))
      .returning({ id: fileImports.id });
    draftOnly(updated);
    await recordDraftFields(tx, actor.workspaceId, id, mapping, limits);
    await recordActivity(tx, { ...actor, collectionName: COLLECTION, action: 'MAPPING', recordId: id });
  });
  return mapping;
}

/** The received file goes in place and its import job is queued, in one transaction with the status change. */
export async function acceptUpload(db: Database, actor: Actor, id: string, upload: Upload) {
  try {
    await db.transaction(async (tx) => {
      await lockWorkspaceDrafts(tx, actor.workspaceId);
      const updated = await tx
        .update(fileImports)
        .set({
          status: 'RECEIVED',
          fileName: upload.fileName,
          uploadType: upload.dataType,
          fileType: upload.fileType,
          size: upload.received.size,
          sha256: upload.received.sha256,
          updatedBy: actor.userId,
          updatedAt: new Date(),
        })
        .where(and(eq(fileImports.id, id), eq(fileImports.status, 'DRAFT')))
        .returning({ id: fileImports.id, mapping: fileImports.mapping });
      draftOnly(updated);
      await keepImportFields(tx, actor.workspaceId, (updated[0]?.mapping as HeaderMapping | null) ?? null);
      await enqueueJob(tx, IMPORT_FILE_JOB, { fileImportId: id });
      await recordActivity(tx, { ...actor, collectionName: COLLECTION, action: 'UPLOAD', recordId: id });
      await upload.received.commit();
    });
  } catch (error) {
    await upload.received.discard();
    throw error;
  }
}

/** DELETE file/import/{id}: the draft, with the custom fields it created that no other draft maps. */
export async function deleteDraft(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    await lockWorkspaceDrafts(tx, actor.workspaceId);
    await removeDraft(tx, actor, id);
  });
}
