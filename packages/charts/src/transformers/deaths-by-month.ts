import type { DashboardWidget, QueryResult } from '@hde/contracts';
import { baseOption, categoryAxis, grid, legend, tooltip, valueAxis } from '../base-option.js';
import { themeColor, type ChartTheme } from '../chart-theme.js';
import { groupFields, rowCount } from '../result-rows.js';
import type { WidgetChart } from '../widget-chart.js';

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const MONTH_PATTERN = /^(\d{4})-(\d{2})/;

/**
 * One line per year over Jan..Dec, from rows `{ month_dateOfDeath: 'YYYY-MM', COUNT }`. Every year of the
 * widget's window has a line; months without rows count 0, months still to come (after `now`) are not drawn.
 */
export function deathsByMonthChart(
  widget: DashboardWidget,
  result: QueryResult,
  theme: ChartTheme,
  animation: boolean,
  now: Date,
): WidgetChart {
  const [field = 'month_dateOfDeath'] = groupFields(widget, result);
  const counts = new Map<number, (number | null)[]>();
  const monthsOf = (year: number) => {
    let months = counts.get(year);
    if (!months) {
      months = Array.from({ length: 12 }, () => 0);
      counts.set(year, months);
    }
    return months;
  };
  let rowsRead = 0;
  for (const row of result.items) {
    const match = MONTH_PATTERN.exec(String(row[field] ?? ''));
    if (!match) continue;
    const month = Number(match[2]) - 1;
    if (month < 0 || month > 11) continue;
    rowsRead += 1;
    const months = monthsOf(Number(match[1]));
    const count = rowCount(row);
    months[month] = count === null ? null : (months[month] ?? 0) + count;
  }
  if (rowsRead === 0) return { kind: 'empty' };
  const currentYear = now.getUTCFullYear();
  if (widget.window) {
    for (let year = currentYear - widget.window.years; year <= currentYear; year += 1) monthsOf(year);
  }
  const years = [...counts.keys()].sort((a, b) => a - b);
  return {
    kind: 'echarts',
    height: 320,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'axis'),
      legend: legend(theme, years.map(String), 'top'),
      grid: grid({ top: 40 }),
      xAxis: { ...categoryAxis(theme, MONTH_LABELS), boundaryGap: false },
      yAxis: valueAxis(theme),
      series: years.map((year, index) => ({
        type: 'line' as const,
        name: String(year),
        smooth: false,
        symbolSize: 5,
        lineStyle: { width: 2 },
        color: themeColor(theme, index),
        data: (counts.get(year) ?? []).map((count, month) =>
          year > currentYear || (year === currentYear && month > now.getUTCMonth()) ? null : count,
        ),
      })),
    },
  };
}
