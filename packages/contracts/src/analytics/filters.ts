import { z } from 'zod';
import { FILTER_OPERATORS, TEMPLATE_VISIBILITIES } from '../enums.js';
import { filterValueSchema, QUERY_LIMITS, type FilterCondition, type WhereNode } from './query.js';

/** A filter bar entry (spec §3: id, operator, values); `id` names the field. */
export const filterEntrySchema = z
  .object({
    id: z.string().min(1).max(100),
    operator: z.enum(FILTER_OPERATORS),
    values: z.array(filterValueSchema).max(QUERY_LIMITS.values),
  })
  .strict();
export type FilterEntry = z.infer<typeof filterEntrySchema>;

/** The filters of the bar, all of which must hold. */
export function filtersToWhere(entries: readonly FilterEntry[]): WhereNode | undefined {
  const conditions: FilterCondition[] = entries.map(({ id, operator, values }) => ({
    field: id,
    operator,
    values,
  }));
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : { and: conditions };
}

export const TEMPLATE_VISIBILITY_LABELS = { PRIVATE: 'Private', WORKSPACE: 'Workspace' } as const;

/** Saved filter template (spec §3), kept in the workspace configuration saved-filters-configuration. */
export const savedFilterTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.enum(TEMPLATE_VISIBILITIES),
  filters: z.array(filterEntrySchema),
  createdBy: z.string(),
});
export type SavedFilterTemplate = z.infer<typeof savedFilterTemplateSchema>;

export const TEMPLATE_NAME_MAX = 100;
export const SAVED_FILTER_TEMPLATES_MAX = 200;

/** Body to create (POST) or edit (PUT .../{filterId}) one template. */
export const savedFilterTemplateWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
    visibility: z.enum(TEMPLATE_VISIBILITIES),
    filters: z.array(filterEntrySchema).min(1).max(QUERY_LIMITS.whereNodes),
  })
  .strict();
export type SavedFilterTemplateWrite = z.infer<typeof savedFilterTemplateWriteSchema>;

export const savedFilterTemplateListSchema = z.object({ items: z.array(savedFilterTemplateSchema) });
