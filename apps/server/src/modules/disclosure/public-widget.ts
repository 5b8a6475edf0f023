import { PUBLIC_DEATHS_BY_MONTH_FULL_YEARS, type DashboardWidget } from '@hde/contracts';
import {
  COUNT_KEY,
  queryBodySchema,
  type FilterCondition,
  type ParsedQueryBody,
  type WhereNode,
  type WidgetRemovalReason,
} from '@hde/contracts/api';
import { canonicalDimension } from './dimensions.js';
import { COORDINATE_FIELDS, filterVerdict, groupVerdict, type GroupUse } from './field-allowlist.js';
import { conjunctsOf, populationOf } from './population.js';

/** How disclosure control treats a published table (discloseTables). */
export type TableKind = 'cells' | 'terms' | 'places';

export type PublicWidgetVerdict =
  | {
      ok: true;
      widget: DashboardWidget;
      population: string;
      /** The filter whose count is the population's total: count it once per distinct `population`. */
      populationFilter: WhereNode | undefined;
      kind: TableKind;
      dropsEmptyGroup: boolean;
    }
  | { ok: false; reason: WidgetRemovalReason };

/** Parts of a query that widen it past the widget's own counts (quick search, rows, paging, child rows). */
const REFUSED_PARTS: readonly (keyof ParsedQueryBody)[] = [
  'where',
  'text',
  'fields',
  'from',
  'unwind',
  'facets',
];

/** The date the public deaths-by-month window reads when the widget names none. */
const DEATHS_BY_MONTH_DATE = 'deathDate';

const isRefusal = (verdict: GroupUse | WidgetRemovalReason): verdict is WidgetRemovalReason =>
  verdict !== 'cells' && verdict !== 'terms' && verdict !== 'coordinate';

function kindOf(query: ParsedQueryBody, groupBy: readonly string[]): TableKind | WidgetRemovalReason {
  const refusal = [...groupBy, ...(query.fields ?? [])].map(groupVerdict).find(isRefusal);
  if (refusal) return refusal;
  const uses = groupBy.map(groupVerdict);
  if (uses.includes('coordinate')) {
    const names = new Set(groupBy.map(canonicalDimension));
    const pair = names.size === 2 && COORDINATE_FIELDS.every((name) => names.has(name));
    return pair ? 'places' : 'fineGeography';
  }
  if (uses.includes('terms')) return groupBy.length === 1 ? 'terms' : 'freeText';
  return 'cells';
}

function conditionsOf(node: WhereNode): FilterCondition[] {
  if ('and' in node) return node.and.flatMap(conditionsOf);
  if ('or' in node) return node.or.flatMap(conditionsOf);
  if ('not' in node) return conditionsOf(node.not);
  return [node];
}

function queryRefusal(query: ParsedQueryBody, groupBy: readonly string[]): WidgetRemovalReason | undefined {
  if (REFUSED_PARTS.some((part) => query[part] !== undefined)) return 'notAllowed';
  // Groups without their counts would show that each has at least one case.
  if (query.addCount !== true) return 'notAllowed';
  if (query.sortField !== undefined && query.sortField !== COUNT_KEY && !groupBy.includes(query.sortField)) {
    return 'notAllowed';
  }
  const conditions = query.initialFilter ? conditionsOf(query.initialFilter) : [];
  for (const condition of conditions) {
    const verdict = filterVerdict(condition.field);
    if (verdict) return verdict;
  }
  return undefined;
}

const isoYear = (year: number) => String(year).padStart(4, '0');

/**
 * Spec part 2 §9: the public deaths-by-month chart shows the last PUBLIC_DEATHS_BY_MONTH_FULL_YEARS full years, a
 * fixed filter in place of the workspace's sliding window; with no full year of data the window is dropped.
 */
function withPublicWindow(
  widget: DashboardWidget,
  filter: WhereNode | undefined,
  lastFullYear: number | null,
): { widget: DashboardWidget; filter: WhereNode | undefined } {
  const { window, ...rest } = widget;
  if (lastFullYear === null) return { widget: rest, filter };
  const field = window?.field ?? DEATHS_BY_MONTH_DATE;
  const firstYear = lastFullYear - (PUBLIC_DEATHS_BY_MONTH_FULL_YEARS - 1);
  const initialFilter: WhereNode = {
    and: [
      ...conjunctsOf(filter),
      { field, operator: 'gte', values: [`${isoYear(firstYear)}-01-01`] },
      { field, operator: 'lte', values: [`${isoYear(lastFullYear)}-12-31`] },
    ],
  };
  return { widget: { ...rest, query: { ...rest.query, initialFilter } }, filter: initialFilter };
}

/**
 * Admits one widget of a workspace dashboard to its public view (ARCHITECTURE §11), rewritten, or says why not:
 * the field allowlist, the query parts a public answer may have, and the public deaths-by-month window.
 */
export function publicWidgetOf(
  widget: DashboardWidget,
  context: { lastFullYear: number | null },
): PublicWidgetVerdict {
  if (widget.transformer === 'caseTable') return { ok: false, reason: 'caseList' };
  // A stored configuration is data: a query the schema refuses is not published.
  const parsed = queryBodySchema.safeParse(widget.query);
  if (widget.area !== 'CASE' || !parsed.success) return { ok: false, reason: 'notAllowed' };
  const query = parsed.data;
  const groupBy = query.groupBy ?? [];
  const kind = kindOf(query, groupBy);
  if (kind !== 'cells' && kind !== 'terms' && kind !== 'places') return { ok: false, reason: kind };
  const refusal = queryRefusal(query, groupBy);
  if (refusal) return { ok: false, reason: refusal };
  let published = { widget, filter: query.initialFilter };
  if (widget.transformer === 'deathsByMonth') {
    published = withPublicWindow(widget, query.initialFilter, context.lastFullYear);
  } else if (widget.window) return { ok: false, reason: 'notAllowed' };
  const { population, filter, dropsEmptyGroup } = populationOf(widget.area, published.filter, groupBy);
  return {
    ok: true,
    widget: published.widget,
    population,
    populationFilter: filter,
    kind,
    dropsEmptyGroup,
  };
}
