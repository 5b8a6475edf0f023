import {
  FILTER_OPERATOR_LABELS,
  type AnalyticsArea,
  type FilterCondition,
  type FilterValue,
  type WhereNode,
} from '@hde/contracts/api';
import { CUSTOM_FIELD_PREFIX, analyticsFieldsOf } from '@hde/contracts/fields';

const shown = (value: FilterValue) => (value === null ? 'empty' : String(value));

function describeCondition(condition: FilterCondition, labels: ReadonlyMap<string, string>): string {
  const label =
    labels.get(condition.field) ??
    (condition.field.startsWith(CUSTOM_FIELD_PREFIX)
      ? condition.field.slice(CUSTOM_FIELD_PREFIX.length)
      : condition.field);
  return `${label} ${FILTER_OPERATOR_LABELS[condition.operator]} ${condition.values.map(shown).join(', ')}`;
}

function describeNode(node: WhereNode, labels: ReadonlyMap<string, string>): string {
  if ('and' in node) return node.and.map((child) => describeNode(child, labels)).join(' and ');
  if ('or' in node) return `(${node.or.map((child) => describeNode(child, labels)).join(' or ')})`;
  if ('not' in node) return `not (${describeNode(node.not, labels)})`;
  return describeCondition(node, labels);
}

/** The filters in force as the report prints them: one line per top-level condition, as the chips read. */
export function describeWhere(where: WhereNode | undefined, area: AnalyticsArea): string[] {
  if (!where) return [];
  const labels = new Map(analyticsFieldsOf(area).map((field) => [field.name, field.label]));
  const top = 'and' in where ? where.and : [where];
  return top.map((node) => describeNode(node, labels));
}
