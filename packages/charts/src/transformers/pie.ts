import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { baseOption, escapeFormatter, legend, tooltip } from '../base-option.js';
import type { ChartContext } from '../chart-context.js';
import { withDisclosure } from '../disclosure-note.js';
import { countedGroups, groupFields } from '../result-rows.js';
import type { SuppressedValue } from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

/**
 * A donut with a legend; booleans read Yes/No and UNDETERMINED reads Indeterminate. A suppressed group has no
 * slice (a slice needs a size): it is listed under the donut as '<group>: Suppressed'.
 */
export function pieChart(widget: DashboardWidget, result: QueryResult, context: ChartContext): WidgetChart {
  const { theme, animation } = context;
  const [field] = groupFields(widget, result);
  const groups = countedGroups(result.items, field);
  if (groups.length === 0) return { kind: 'empty' };
  const slices = groups.flatMap((group) =>
    group.count === null ? [] : [{ value: group.count, name: group.label }],
  );
  const suppressed = groups.flatMap((group): SuppressedValue[] =>
    group.suppressed ? [{ name: group.label }] : [],
  );
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: 300,
    option: {
      ...baseOption(theme, animation),
      // Shares of the shown slices would overstate each of them when some groups are suppressed.
      tooltip: tooltip(theme, 'item', suppressed.length > 0 ? '{b}: {c}' : '{b}: {c} ({d}%)'),
      // A donut card is narrow: its legend wraps onto a second line rather than scrolling names out of sight.
      legend: {
        ...legend(
          theme,
          slices.map((slice) => slice.name),
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
          data: slices,
        },
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed,
    lines: suppressed.map((value) => PUBLIC_DASHBOARD_TEXT.suppressedValue(value.name)),
  });
}
