import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { isSuppressed, rowCount } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';

/** A single figure: the count of the first row (spec: `items[0].COUNT`). */
export function statChart(widget: DashboardWidget, result: QueryResult): WidgetChart {
  const first = result.items[0];
  if (!first) return { kind: 'empty' };
  if (isSuppressed(first)) return { kind: 'stat', value: null, label: widget.title, suppressed: true };
  return { kind: 'stat', value: rowCount(first), label: widget.title };
}
