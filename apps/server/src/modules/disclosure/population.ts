import type { AnalyticsArea, FilterValue, WhereNode } from '@hde/contracts/api';
import { CASE_ANALYTICS_FIELDS } from '@hde/contracts/fields';
import { canonicalDimension } from './dimensions.js';

// The population of a public widget: which cases it counts, as one canonical string, so that widgets over the
// same cases are known to be (their tables share totals and margins).

const SET_OPERATORS: ReadonlySet<string> = new Set(['eq', 'ne', 'in', 'nin', 'like']);

const COLUMNS = new Map(CASE_ANALYTICS_FIELDS.map((field) => [field.name, field.column]));

/** `deathDate`, `month_dateOfDeath` and `year_dateOfDeath` are empty together: one column. */
const columnOf = (name: string) => COLUMNS.get(canonicalDimension(name)) ?? name;

/** The conditions a filter AND-s together, nested `and`s flattened. */
export function conjunctsOf(node: WhereNode | undefined): WhereNode[] {
  if (!node) return [];
  return 'and' in node ? node.and.flatMap(conjunctsOf) : [node];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortedUnique(texts: string[]): string[] {
  return [...new Set(texts)].sort(byText);
}

/** One spelling per filter: fields by their canonical name, the values of set operators and the branches sorted. */
function canonicalText(node: WhereNode): string {
  if ('and' in node) return `{"and":[${sortedUnique(node.and.map(canonicalText)).join(',')}]}`;
  if ('or' in node) return `{"or":[${sortedUnique(node.or.map(canonicalText)).join(',')}]}`;
  if ('not' in node) return `{"not":${canonicalText(node.not)}}`;
  const values: FilterValue[] = SET_OPERATORS.has(node.operator)
    ? [...node.values].sort((a, b) => byText(JSON.stringify(a), JSON.stringify(b)))
    : node.values;
  return JSON.stringify({ field: canonicalDimension(node.field), operator: node.operator, values });
}

function isEmptyGroupFilter(node: WhereNode, groupColumns: ReadonlySet<string>): boolean {
  return (
    'field' in node &&
    node.operator === 'ne' &&
    node.values.length === 1 &&
    node.values[0] === null &&
    groupColumns.has(columnOf(node.field))
  );
}

/**
 * The canonical population of a widget: its area and its filter's conditions, without a `ne null` on a field it
 * groups by (that only leaves out the empty group, which `dropsEmptyGroup` then says); `filter` is what is left,
 * the filter whose count is the population's total.
 */
export function populationOf(
  area: AnalyticsArea,
  filter: WhereNode | undefined,
  groupBy: readonly string[],
): { population: string; filter: WhereNode | undefined; dropsEmptyGroup: boolean } {
  const groupColumns = new Set(groupBy.map(columnOf));
  const conjuncts = conjunctsOf(filter);
  const kept = conjuncts.filter((node) => !isEmptyGroupFilter(node, groupColumns));
  const where = sortedUnique(kept.map(canonicalText));
  const dropsEmptyGroup = kept.length < conjuncts.length;
  const rest = kept.length > 1 ? { and: kept } : kept[0];
  return {
    population: `{"area":${JSON.stringify(area)},"where":[${where.join(',')}]}`,
    filter: dropsEmptyGroup ? rest : filter,
    dropsEmptyGroup,
  };
}

/**
 * A single count whose filter is another population's with one condition more, `field = value`: that count is the
 * `value` group of `field` in the wider population (Accepted Cases is the Accepted group of all cases), so the
 * wider total less the count is published too unless they are related. Undefined when its filter has no such
 * condition (the first one is taken when there are several).
 */
export function widerPopulationOf(
  area: AnalyticsArea,
  filter: WhereNode | undefined,
): { population: string; filter: WhereNode | undefined; field: string; value: FilterValue } | undefined {
  const conjuncts = conjunctsOf(filter);
  const index = conjuncts.findIndex(
    (node) =>
      'field' in node && node.operator === 'eq' && node.values.length === 1 && node.values[0] !== null,
  );
  const condition = conjuncts[index];
  if (!condition || !('field' in condition)) return undefined;
  const rest = conjuncts.filter((_, at) => at !== index);
  const wider = rest.length > 1 ? { and: rest } : rest[0];
  return {
    population: populationOf(area, wider, []).population,
    filter: wider,
    field: canonicalDimension(condition.field),
    value: condition.values[0] as FilterValue,
  };
}
