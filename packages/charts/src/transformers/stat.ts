import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import type { ChartContext } from '../chart-context.js';
import { isSuppressed, rowCount } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';

/** A single figure: the count of the first row (spec: `items[0].COUNT`); a suppressed one reads 'Suppressed'. */
export function statChart(widget: DashboardWidget, result: QueryResult, context: ChartContext): WidgetChart {
  const first = result.items[0];
  if (!first) return { kind: 'empty' };
  if (!isSuppressed(first)) return { kind: 'stat', value: rowCount(first), label: widget.title };
  const threshold = context.disclosure?.threshold;
  return {
    kind: 'stat',
    value: null,
    label: widget.title,
    suppressed: true,
    ...(threshold === undefined ? {} : { note: PUBLIC_DASHBOARD_TEXT.suppressedLegend(threshold) }),
  };
}
