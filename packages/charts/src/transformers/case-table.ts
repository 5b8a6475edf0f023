import {
  analyticsFieldsOf,
  CUSTOM_FIELD_PREFIX,
  type AnalyticsField,
  type DashboardWidget,
  type QueryResult,
  type ResultRow,
} from '@hde/contracts';
import { categoryLabel, NO_VALUE_CELL } from '../category-labels.js';
import { SUPPRESSED_KEY } from '../result-rows.js';
import type { TableColumn, WidgetChart } from '../widget-chart.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The label of a field: the registry's, a custom field's key, or the name itself. */
export function fieldLabel(fields: readonly AnalyticsField[], name: string): string {
  const known = fields.find((entry) => entry.name === name);
  if (known) return known.label;
  if (name.startsWith(CUSTOM_FIELD_PREFIX)) return name.slice(CUSTOM_FIELD_PREFIX.length);
  return name;
}

/** The text of one cell: '---' for no value, Yes/No, dates as MM/DD/YYYY. */
export function cellText(field: AnalyticsField | undefined, value: ResultRow[string] | undefined): string {
  if (value === null || value === undefined) return NO_VALUE_CELL;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value).trim();
  if (text === '') return NO_VALUE_CELL;
  if (field?.type === 'date') {
    const match = ISO_DATE.exec(text);
    if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  }
  return field ? categoryLabel(field.name, text) : text;
}

/** Columns from the query's `fields` with their registry labels, and the rows as display text. */
export function caseTableChart(widget: DashboardWidget, result: QueryResult): WidgetChart {
  if (result.items.length === 0) return { kind: 'empty' };
  const registry = analyticsFieldsOf(widget.area, widget.query.unwind);
  const names =
    widget.query.fields && widget.query.fields.length > 0
      ? widget.query.fields
      : Object.keys(result.items[0] ?? {}).filter((key) => key !== SUPPRESSED_KEY);
  const columns: TableColumn[] = names.map((name) => ({ field: name, label: fieldLabel(registry, name) }));
  const definitions = new Map<string, AnalyticsField>();
  for (const entry of registry) if (!definitions.has(entry.name)) definitions.set(entry.name, entry);
  const rows = result.items.map((item) =>
    Object.fromEntries(names.map((name) => [name, cellText(definitions.get(name), item[name])])),
  );
  return {
    kind: 'table',
    columns,
    rows,
    items: result.items,
    ...(result.total === undefined ? {} : { total: result.total }),
  };
}
