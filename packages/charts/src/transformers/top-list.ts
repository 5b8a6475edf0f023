import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import {
  baseOption,
  categoryAxis,
  escapeFormatter,
  grid,
  suppressedItem,
  tooltip,
  valueAxis,
} from '../base-option.js';
import { truncateLabel } from '../category-labels.js';
import { themeColor, type ChartTheme } from '../chart-theme.js';
import { countedGroups, groupFields } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';

/** Widest category label, in pixels, before it is cut with an ellipsis. */
const TOP_LIST_LABEL_WIDTH = 180;
const ROW_HEIGHT = 28;

/** Horizontal bars, largest on top; no value reads 'Unknown'. */
export function topListChart(
  widget: DashboardWidget,
  result: QueryResult,
  theme: ChartTheme,
  animation: boolean,
): WidgetChart {
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field);
  if (groups.length === 0) return { kind: 'empty' };
  const yAxis = categoryAxis(
    theme,
    groups.map((group) => truncateLabel(group.label, TOP_LIST_LABEL_WIDTH)),
  );
  return {
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
            group.count === null
              ? suppressedItem(theme, group.label, 'right')
              : { value: group.count, name: group.label },
          ),
        },
      ],
    },
  };
}
