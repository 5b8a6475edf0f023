import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { baseOption, categoryAxis, escapeFormatter, grid, tooltip, valueAxis } from '../base-option.js';
import { truncateLabel } from '../category-labels.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { countedGroups, groupFields } from '../result-rows.js';
import { suppressedMarkPoint, type SuppressedPlace } from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

/** Widest category label, in pixels, before it is cut with an ellipsis. */
const TOP_LIST_LABEL_WIDTH = 180;
const ROW_HEIGHT = 28;

/**
 * Horizontal bars, largest on top; no value reads 'Unknown'. Suppressed groups come last, each marked at the
 * axis as suppressed; a public top list also says that rare terms are left out.
 */
export function topListChart(
  widget: DashboardWidget,
  result: QueryResult,
  context: ChartContext,
): WidgetChart {
  const { theme, animation } = context;
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field);
  if (groups.length === 0) return { kind: 'empty' };
  const yAxis = categoryAxis(
    theme,
    groups.map((group) => truncateLabel(group.label, TOP_LIST_LABEL_WIDTH)),
  );
  const places = groups.flatMap((group, index): SuppressedPlace[] =>
    group.suppressed ? [{ category: index, at: 0, values: [{ name: group.label }] }] : [],
  );
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: Math.max(200, groups.length * ROW_HEIGHT + 40),
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item', '{b}: {c}'),
      grid: grid({ right: 48 }),
      xAxis: valueAxis(theme),
      yAxis: { ...yAxis, inverse: true },
      series: [
        {
          type: 'bar',
          name: escapeFormatter(widget.title),
          barMaxWidth: 22,
          itemStyle: { color: themeColor(theme, 0), borderRadius: [0, 3, 3, 0] },
          label: { show: true, position: 'right', color: theme.text },
          data: groups.map((group) =>
            group.count === null ? null : { value: group.count, name: group.label },
          ),
          ...(places.length > 0 ? { markPoint: suppressedMarkPoint(theme, places, 'horizontal') } : {}),
        },
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed: places.flatMap((place) => place.values),
    publicNote: PUBLIC_DASHBOARD_TEXT.termsHiddenLegend,
  });
}
