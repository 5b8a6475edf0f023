import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { can } from '@hde/contracts';
import {
  SAVED_FILTER_TEMPLATES_MAX,
  type SavedFilterTemplate,
  type SavedFilterTemplateWrite,
} from '@hde/contracts/api';
import { SAVED_FILTER_MESSAGES } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { customFields, workspaceConfigurations } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import {
  SAVED_FILTERS_CONFIGURATION,
  canSee,
  filterProblem,
  sameName,
  templatesOf,
  visibleTemplates,
} from './templates.js';

const ofWorkspace = (workspaceId: string) =>
  and(
    eq(workspaceConfigurations.workspaceId, workspaceId),
    eq(workspaceConfigurations.type, SAVED_FILTERS_CONFIGURATION),
  );

/**
 * Saved filter templates of a workspace (spec part 2 §6): any member lists and applies the templates they see;
 * owners and admins save them; the creator, or an owner or admin, edits or deletes one, and only the creator
 * changes its visibility.
 *
 * Every write is a read-modify-write of the one saved-filters-configuration row, done in a transaction holding
 * that row locked (created first when absent), so concurrent writes queue instead of overwriting one another.
 */
export function createSavedFilterService(db: Database) {
  async function assertFilters(workspaceId: string, input: SavedFilterTemplateWrite): Promise<void> {
    const keys = await db
      .select({ key: customFields.key })
      .from(customFields)
      .where(eq(customFields.workspaceId, workspaceId));
    const problem = filterProblem(input.filters, new Set(keys.map((row) => row.key)));
    if (problem) throw new HttpError(400, problem);
  }

  /** The stored templates, with the row locked until the transaction ends. */
  async function lockTemplates(tx: Transaction, workspaceId: string): Promise<SavedFilterTemplate[]> {
    await tx
      .insert(workspaceConfigurations)
      .values({ workspaceId, type: SAVED_FILTERS_CONFIGURATION, body: { templates: [] } })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ body: workspaceConfigurations.body })
      .from(workspaceConfigurations)
      .where(ofWorkspace(workspaceId))
      .for('update');
    return templatesOf(row?.body);
  }

  async function store(
    tx: Transaction,
    { user, workspace }: WorkspaceAccess,
    templates: SavedFilterTemplate[],
    action: string,
    templateId: string,
  ): Promise<void> {
    await tx
      .update(workspaceConfigurations)
      .set({ body: { templates }, updatedBy: user.id, updatedAt: new Date() })
      .where(ofWorkspace(workspace.id));
    // The id only: a private template's name is not for the activity log's readers.
    await recordActivity(tx, {
      userId: user.id,
      workspaceId: workspace.id,
      collectionName: 'workspace_configurations',
      action,
      recordId: templateId,
      details: { type: SAVED_FILTERS_CONFIGURATION, templateId },
    });
  }

  /** A name may not repeat among the templates the user sees (others' private templates are not revealed). */
  function assertUniqueName(
    templates: SavedFilterTemplate[],
    userId: string,
    name: string,
    exceptId?: string,
  ): void {
    const taken = templates.some(
      (template) => template.id !== exceptId && canSee(template, userId) && sameName(template.name, name),
    );
    if (taken) throw new HttpError(409, SAVED_FILTER_MESSAGES.duplicateName(name));
  }

  /** The template the user may edit or delete: unseen ones answer 404, others' without the role 403. */
  function editable(templates: SavedFilterTemplate[], access: WorkspaceAccess, filterId: string) {
    const index = templates.findIndex((template) => template.id === filterId);
    const template = templates[index];
    if (!template || !canSee(template, access.user.id))
      throw new HttpError(404, SAVED_FILTER_MESSAGES.notFound);
    if (template.createdBy !== access.user.id && !can(access.role, 'workspace.filterTemplates.manage'))
      throw new HttpError(403, SAVED_FILTER_MESSAGES.notEditable);
    return { index, template };
  }

  return {
    async list(workspaceId: string, userId: string): Promise<SavedFilterTemplate[]> {
      const [row] = await db
        .select({ body: workspaceConfigurations.body })
        .from(workspaceConfigurations)
        .where(ofWorkspace(workspaceId));
      return visibleTemplates(row?.body, userId);
    },

    async create(access: WorkspaceAccess, input: SavedFilterTemplateWrite): Promise<SavedFilterTemplate> {
      await assertFilters(access.workspace.id, input);
      return db.transaction(async (tx) => {
        const templates = await lockTemplates(tx, access.workspace.id);
        if (templates.length >= SAVED_FILTER_TEMPLATES_MAX)
          throw new HttpError(400, SAVED_FILTER_MESSAGES.tooMany);
        assertUniqueName(templates, access.user.id, input.name);
        const created: SavedFilterTemplate = { id: randomUUID(), ...input, createdBy: access.user.id };
        await store(tx, access, [...templates, created], 'CREATE_SAVED_FILTER_TEMPLATE', created.id);
        return created;
      });
    },

    async update(
      access: WorkspaceAccess,
      filterId: string,
      input: SavedFilterTemplateWrite,
    ): Promise<SavedFilterTemplate> {
      await assertFilters(access.workspace.id, input);
      return db.transaction(async (tx) => {
        const templates = await lockTemplates(tx, access.workspace.id);
        const { index, template } = editable(templates, access, filterId);
        if (input.visibility !== template.visibility && template.createdBy !== access.user.id)
          throw new HttpError(403, SAVED_FILTER_MESSAGES.visibilityCreatorOnly);
        assertUniqueName(templates, access.user.id, input.name, template.id);
        const updated: SavedFilterTemplate = { ...template, ...input };
        const next = templates.map((entry, i) => (i === index ? updated : entry));
        await store(tx, access, next, 'UPDATE_SAVED_FILTER_TEMPLATE', template.id);
        return updated;
      });
    },

    async remove(access: WorkspaceAccess, filterId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const templates = await lockTemplates(tx, access.workspace.id);
        const { template } = editable(templates, access, filterId);
        const next = templates.filter((entry) => entry.id !== template.id);
        await store(tx, access, next, 'DELETE_SAVED_FILTER_TEMPLATE', template.id);
      });
    },
  };
}
