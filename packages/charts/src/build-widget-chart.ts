import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
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

/** What a dashboard widget shows for a query result: the one entry point of the web and of the PDF report. */
export function buildWidgetChart(
  widget: DashboardWidget,
  result: QueryResult,
  options: BuildChartOptions,
): WidgetChart {
  const theme = chartTheme(options.mode);
  const animation = options.animation ?? true;
  const items = Array.isArray(result?.items) ? result.items : [];
  const safe: QueryResult = { ...result, items };
  switch (widget.transformer) {
    case 'stat':
      return statChart(widget, safe);
    case 'topList':
      return topListChart(widget, safe, theme, animation);
    case 'pie':
      return pieChart(widget, safe, theme, animation);
    case 'wordCloud':
      return wordCloudChart(widget, safe, theme, animation, options.width ?? widgetPixelWidth(widget.width));
    case 'deathsByMonth':
      return deathsByMonthChart(widget, safe, theme, animation);
    case 'yearly':
      return yearlyChart(widget, safe, theme, animation);
    case 'ageGroups':
      return ageGroupsChart(widget, safe, theme, animation);
    case 'map':
      return mapChart(widget, safe, theme, animation);
    case 'caseTable':
      return caseTableChart(widget, safe);
    default:
      return { kind: 'empty' };
  }
}
