import type { FilterOperator } from '@hde/contracts';
import {
  savedFilterTemplateSchema,
  type FilterEntry,
  type SavedFilterTemplate,
  type WorkspaceConfigurationType,
} from '@hde/contracts/api';
import { CUSTOM_FIELD_PREFIX, analyticsFieldsOf, customAnalyticsField } from '@hde/contracts/fields';
import { SAVED_FILTER_MESSAGES } from '@hde/contracts/text';

/**
 * Saved filter templates (spec part 2 §2.11, §3, §6), kept as `{ templates: SavedFilterTemplate[] }` in the
 * workspace configuration saved-filters-configuration. Pure rules: who sees which template, which filter fields
 * a template may name. The routes of this folder and the generic configuration routes both read through here.
 */
export const SAVED_FILTERS_CONFIGURATION = 'saved-filters-configuration' satisfies WorkspaceConfigurationType;

/** The templates of a stored body; entries that do not parse (hand-edited or legacy data) are left out. */
export function templatesOf(body: unknown): SavedFilterTemplate[] {
  const list = (body as { templates?: unknown } | null | undefined)?.templates;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = savedFilterTemplateSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Workspace templates are everyone's; a private one is its creator's alone. */
export function canSee(template: SavedFilterTemplate, userId: string): boolean {
  return template.visibility === 'WORKSPACE' || template.createdBy === userId;
}

/** The templates of a stored body the user may see (never another user's private template). */
export function visibleTemplates(body: unknown, userId: string): SavedFilterTemplate[] {
  return templatesOf(body).filter((template) => canSee(template, userId));
}

/**
 * A configuration body as the user may read it through the generic configuration routes: the saved filters body
 * is cut down to the templates the user sees; every other type is returned as stored.
 */
export function configurationBodyFor(type: string, body: unknown, userId: string): Record<string, unknown> {
  if (type === SAVED_FILTERS_CONFIGURATION) return { templates: visibleTemplates(body, userId) };
  return body as Record<string, unknown>;
}

/** Template names compare trimmed and case-insensitively. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

const CASE_FIELD_OPERATORS: ReadonlyMap<string, readonly FilterOperator[]> = new Map(
  analyticsFieldsOf('CASE').map((field) => [field.name, field.operators]),
);

/**
 * The first problem of a template's filters, or null: each entry must name a field of the case area (or
 * `extra.<key>` of one of the workspace's custom fields) with an operator that field allows.
 */
export function filterProblem(
  filters: readonly FilterEntry[],
  customFieldKeys: ReadonlySet<string>,
): string | null {
  for (const { id, operator } of filters) {
    let operators = CASE_FIELD_OPERATORS.get(id);
    if (!operators && id.startsWith(CUSTOM_FIELD_PREFIX)) {
      const key = id.slice(CUSTOM_FIELD_PREFIX.length);
      if (customFieldKeys.has(key)) operators = customAnalyticsField(key).operators;
    }
    if (!operators) return SAVED_FILTER_MESSAGES.unknownField(id);
    if (!operators.includes(operator)) return SAVED_FILTER_MESSAGES.operatorNotAllowed(operator, id);
  }
  return null;
}
