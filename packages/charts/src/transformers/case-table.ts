import type { DashboardWidget } from '@hde/contracts';
import { SUPPRESSED_KEY, type QueryResult, type ResultRow } from '@hde/contracts/api';
import { analyticsFieldsOf, fieldLabel, fieldValueText, type AnalyticsField } from '@hde/contracts/fields';
import { NO_VALUE_CELL } from '../category-labels.js';
import type { TableColumn, WidgetChart } from '../widget-chart.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The text of one cell: '---' for no value, dates as MM/DD/YYYY, others as fieldValueText shows them. */
function cellText(field: AnalyticsField | undefined, value: ResultRow[string] | undefined): string {
  if (value === null || value === undefined) return NO_VALUE_CELL;
  const text = fieldValueText(field?.name ?? '', value);
  if (text === '') return NO_VALUE_CELL;
  if (field?.type === 'date') {
    const match = ISO_DATE.exec(text);
    if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  }
  return text;
}

/** Columns from the query's `fields` with their registry labels, and the rows as display text. */
export function caseTableChart(widget: DashboardWidget, result: QueryResult): WidgetChart {
  if (result.items.length === 0) return { kind: 'empty' };
  const registry = analyticsFieldsOf(widget.area, widget.query.unwind);
  const names =
    widget.query.fields && widget.query.fields.length > 0
      ? widget.query.fields
      : Object.keys(result.items[0] ?? {}).filter((key) => key !== SUPPRESSED_KEY);
  const columns: TableColumn[] = names.map((name) => ({
    field: name,
    label: fieldLabel(name, { fields: registry }),
  }));
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
