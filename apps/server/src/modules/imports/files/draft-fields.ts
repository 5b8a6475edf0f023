import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { CUSTOM_FIELD_TARGET, type HeaderMapping } from '@hde/contracts/api';
import { DRAFT_FIELD_ERRORS } from '@hde/contracts/text';
import type { Transaction } from '../../../platform/db/client.js';
import { customFields, fileImports } from '../../../platform/db/schema.js';
import { HttpError } from '../../../platform/errors.js';
import { customFieldKey } from '../pipeline/column-plan.js';

export interface DraftLimits {
  customFieldsMax: number;
  draftsMax: number;
}

/** The custom fields a mapping creates: key and label per distinct key, in header order. */
function customFieldsOf(mapping: HeaderMapping | null): { key: string; label: string }[] {
  const fields = new Map<string, string>();
  for (const [header, target] of Object.entries(mapping ?? {})) {
    const key = customFieldKey(header);
    if (target === CUSTOM_FIELD_TARGET && key !== '' && !fields.has(key)) fields.set(key, header.trim());
  }
  return [...fields].map(([key, label]) => ({ key, label }));
}

/** Serialises the changes of one workspace's drafts and custom fields, whose limits are counts. */
export async function lockWorkspaceDrafts(tx: Transaction, workspaceId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`import-drafts:${workspaceId}`}, 0))`);
}

/**
 * Lets go of the custom fields a draft created (all, or those not in `keep`): a field another draft's mapping
 * also creates passes to that draft, the others are deleted.
 */
export async function releaseDraftFields(
  tx: Transaction,
  workspaceId: string,
  draftId: string,
  keep: ReadonlySet<string> = new Set(),
) {
  const owned = (
    await tx
      .select({ id: customFields.id, key: customFields.key })
      .from(customFields)
      .where(eq(customFields.draftImportId, draftId))
  ).filter((field) => !keep.has(field.key));
  if (owned.length === 0) return;
  const others = await tx
    .select({ id: fileImports.id, mapping: fileImports.mapping })
    .from(fileImports)
    .where(
      and(
        eq(fileImports.workspaceId, workspaceId),
        eq(fileImports.status, 'DRAFT'),
        ne(fileImports.id, draftId),
      ),
    )
    .orderBy(desc(fileImports.createdAt));
  const othersKeys = others.map(({ id, mapping }) => ({
    id,
    keys: new Set(customFieldsOf(mapping as HeaderMapping | null).map((field) => field.key)),
  }));
  const orphans: string[] = [];
  for (const field of owned) {
    const heir = othersKeys.find(({ keys }) => keys.has(field.key));
    if (heir) {
      await tx.update(customFields).set({ draftImportId: heir.id }).where(eq(customFields.id, field.id));
    } else orphans.push(field.id);
  }
  if (orphans.length > 0) await tx.delete(customFields).where(inArray(customFields.id, orphans));
}

/**
 * Records the custom fields of a draft's mapping, within the limits: at most `customFieldsMax` from one
 * mapping, and in the workspace. Fields the draft created before and no longer maps are let go first. A
 * refusal is a 400 thrown inside the caller's transaction, so nothing of the save is kept.
 */
export async function recordDraftFields(
  tx: Transaction,
  workspaceId: string,
  draftId: string,
  mapping: HeaderMapping,
  { customFieldsMax }: DraftLimits,
) {
  const fields = customFieldsOf(mapping);
  if (fields.length > customFieldsMax) {
    throw new HttpError(400, DRAFT_FIELD_ERRORS.tooManyInMapping(fields.length, customFieldsMax));
  }
  await releaseDraftFields(tx, workspaceId, draftId, new Set(fields.map((field) => field.key)));
  const existing = new Set(
    (
      await tx
        .select({ key: customFields.key })
        .from(customFields)
        .where(eq(customFields.workspaceId, workspaceId))
    ).map((field) => field.key),
  );
  const added = fields.filter((field) => !existing.has(field.key));
  if (added.length === 0) return;
  if (existing.size + added.length > customFieldsMax) {
    throw new HttpError(400, DRAFT_FIELD_ERRORS.workspaceFull(existing.size, added.length, customFieldsMax));
  }
  await tx
    .insert(customFields)
    .values(added.map((field) => ({ workspaceId, ...field, draftImportId: draftId })))
    .onConflictDoNothing();
}

/** An import that starts keeps the custom fields its mapping uses for good, whichever draft created them. */
export async function keepImportFields(tx: Transaction, workspaceId: string, mapping: HeaderMapping | null) {
  const keys = customFieldsOf(mapping).map((field) => field.key);
  if (keys.length === 0) return;
  await tx
    .update(customFields)
    .set({ draftImportId: null })
    .where(
      and(
        eq(customFields.workspaceId, workspaceId),
        isNotNull(customFields.draftImportId),
        inArray(customFields.key, keys),
      ),
    );
}

/** The workspace's drafts past the newest `draftsMax`, oldest first. */
export async function draftsOverLimit(tx: Transaction, workspaceId: string, { draftsMax }: DraftLimits) {
  const drafts = await tx
    .select({ id: fileImports.id })
    .from(fileImports)
    .where(and(eq(fileImports.workspaceId, workspaceId), eq(fileImports.status, 'DRAFT')))
    .orderBy(desc(fileImports.createdAt), desc(fileImports.id))
    .offset(draftsMax);
  return drafts.map((draft) => draft.id).reverse();
}
