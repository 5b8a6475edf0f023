import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { baseOption, escapeFormatter, legend, tooltip } from '../base-option.js';
import type { ChartTheme } from '../chart-theme.js';
import { countedGroups, groupFields } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';

/** A donut with a legend; booleans read Yes/No and UNDETERMINED reads Indeterminate. */
export function pieChart(
  widget: DashboardWidget,
  result: QueryResult,
  theme: ChartTheme,
  animation: boolean,
): WidgetChart {
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field);
  if (groups.length === 0) return { kind: 'empty' };
  return {
    kind: 'echarts',
    height: 300,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item', '{b}: {c} ({d}%)'),
      // A donut card is narrow: its legend wraps onto a second line rather than scrolling names out of sight.
      legend: {
        ...legend(
          theme,
          groups.map((group) => group.label),
          'bottom',
        ),
        type: 'plain' as const,
      },
      series: [
        {
          type: 'pie',
          name: escapeFormatter(widget.title),
          radius: ['40%', '66%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          stillShowZeroSum: false,
          itemStyle: { borderColor: theme.sliceBorder, borderWidth: 2 },
          // Counts sit on the slices: names beside a narrow card's ring would be cut; the legend names them.
          label: { position: 'inside', formatter: '{c}', color: '#ffffff', fontWeight: 600 },
          labelLine: { show: false },
          data: groups.map((group) =>
            group.count === null
              ? {
                  value: 0,
                  name: group.label,
                  label: { show: false },
                  labelLine: { show: false },
                  tooltip: { formatter: `${escapeFormatter(group.label)}: Suppressed` },
                }
              : { value: group.count, name: group.label },
          ),
        },
      ],
    },
  };
}
