import { QUERY_LIMITS, filterEntrySchema, type FilterEntry, type FilterValue } from '@hde/contracts/api';
import {
  CASE_ANALYTICS_FIELDS,
  CUSTOM_FIELD_PREFIX,
  customAnalyticsField,
  type AnalyticsField,
} from '@hde/contracts/fields';

/**
 * The analytics view in the address, so it can be bookmarked, shared and restored by the back button:
 * `?id=analytics&tab=demographics&q=heroin&f=["mannerOfDeath","in","HOMICIDE","SUICIDE"]`.
 * `q` is the quick search; each `f` is one filter as a JSON array `[field, operator, ...values]` (JSON keeps a
 * value's type: 18 and "18" differ). A later format takes a new parameter name, so links made today keep
 * decoding. Decoding trusts nothing: an entry the server would refuse is dropped, never an error.
 */
export const VIEW_PARAMS = {
  workspaceTab: 'id',
  tab: 'tab',
  caseId: 'caseId',
  text: 'q',
  filter: 'f',
} as const;

export interface AnalyticsView {
  workspaceTab: string;
  tab?: string | null;
  caseId?: string | null;
  text: string;
  filters: readonly FilterEntry[];
}

export function encodeFilter({ id, operator, values }: FilterEntry): string {
  return JSON.stringify([id, operator, ...values]);
}

/** The parameters of a view, always in the same order so one view has one address. */
export function viewParams(view: AnalyticsView): URLSearchParams {
  const params = new URLSearchParams({ [VIEW_PARAMS.workspaceTab]: view.workspaceTab });
  if (view.tab) params.set(VIEW_PARAMS.tab, view.tab);
  if (view.caseId) params.set(VIEW_PARAMS.caseId, view.caseId);
  if (view.text) params.set(VIEW_PARAMS.text, view.text);
  for (const entry of view.filters) params.append(VIEW_PARAMS.filter, encodeFilter(entry));
  return params;
}

/**
 * The field a filter names: any filterable case field (saved templates may name a field by its other name, as
 * `sex` for `sexFormatted`), or a custom field of the workspace (`extra.<key>`).
 */
function fieldOf(id: string): AnalyticsField | undefined {
  if (id.startsWith(CUSTOM_FIELD_PREFIX) && id.length > CUSTOM_FIELD_PREFIX.length) {
    return customAnalyticsField(id.slice(CUSTOM_FIELD_PREFIX.length));
  }
  return CASE_ANALYTICS_FIELDS.find((field) => field.name === id && field.filter !== null);
}

function fitsType(field: AnalyticsField, value: FilterValue): boolean {
  if (value === null) return true;
  switch (field.type) {
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'string':
      return typeof value === 'string';
  }
}

/** One `f` parameter as a filter entry, or null when it is not one the server would accept. */
export function decodeFilter(text: string): FilterEntry | null {
  let tuple: unknown;
  try {
    tuple = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(tuple)) return null;
  const [id, operator, ...values] = tuple as unknown[];
  const parsed = filterEntrySchema.safeParse({ id, operator, values });
  if (!parsed.success || parsed.data.values.length === 0) return null;
  const field = fieldOf(parsed.data.id);
  if (!field?.operators.includes(parsed.data.operator)) return null;
  return parsed.data.values.every((value) => fitsType(field, value)) ? parsed.data : null;
}

/** The filters and quick search of an address; what does not decode is left out. */
export function readView(params: URLSearchParams): { filters: FilterEntry[]; text: string } {
  const filters = params
    .getAll(VIEW_PARAMS.filter)
    .slice(0, QUERY_LIMITS.whereNodes)
    .map(decodeFilter)
    .filter((entry) => entry !== null);
  const text = (params.get(VIEW_PARAMS.text) ?? '').trim();
  return { filters, text: text.length <= QUERY_LIMITS.text ? text : '' };
}
