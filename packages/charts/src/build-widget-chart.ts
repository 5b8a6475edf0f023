import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import type { ChartContext } from './chart-context.js';
import { chartTheme } from './chart-theme.js';
import { ageGroupsChart } from './transformers/age-groups.js';
import { caseTableChart } from './transformers/case-table.js';
import { deathsByMonthChart } from './transformers/deaths-by-month.js';
import { mapChart } from './transformers/map.js';
import { pieChart } from './transformers/pie.js';
import { statChart } from './transformers/stat.js';
import { topListChart } from './transformers/top-list.js';
import { wordCloudChart } from './transformers/word-cloud.js';
import { yearlyChart } from './transformers/yearly.js';
import { widgetPixelWidth, type BuildChartOptions, type WidgetChart } from './widget-chart.js';

/**
 * What a dashboard widget shows for a query result: the one entry point of the web and of the PDF report.
 * With `options.disclosure` (public views) the charts also say why values are suppressed or left out.
 */
export function buildWidgetChart(
  widget: DashboardWidget,
  result: QueryResult,
  options: BuildChartOptions,
): WidgetChart {
  const context: ChartContext = {
    theme: chartTheme(options.mode),
    animation: options.animation ?? true,
    width: options.width ?? widgetPixelWidth(widget.width),
    disclosure: options.disclosure,
  };
  const items = Array.isArray(result?.items) ? result.items : [];
  const safe: QueryResult = { ...result, items };
  switch (widget.transformer) {
    case 'stat':
      return statChart(widget, safe, context);
    case 'topList':
      return topListChart(widget, safe, context);
    case 'pie':
      return pieChart(widget, safe, context);
    case 'wordCloud':
      return wordCloudChart(widget, safe, context);
    case 'deathsByMonth':
      return deathsByMonthChart(widget, safe, context);
    case 'yearly':
      return yearlyChart(widget, safe, context);
    case 'ageGroups':
      return ageGroupsChart(widget, safe, context);
    case 'map':
      return mapChart(widget, safe, context);
    case 'caseTable':
      return caseTableChart(widget, safe);
    default:
      return { kind: 'empty' };
  }
}
