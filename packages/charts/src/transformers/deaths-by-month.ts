import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { baseOption, categoryAxis, grid, legend, tooltip, valueAxis } from '../base-option.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { groupFields, isSuppressed, rowCount } from '../result-rows.js';
import { suppressedMarkerSeries, type SuppressedPlace, type SuppressedValue } from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

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
 * One line per year over Jan..Dec, from rows `{ month_dateOfDeath: 'YYYY-MM', COUNT }` (a windowed widget's
 * answer cut to its window first: windowResult of the contracts). Every year from the first row's to the last
 * row's has a line; months between them without rows count 0, months before the first row or after the last are
 * not drawn (no deaths recorded there is not the same as none happening). A suppressed month breaks its line
 * and is marked at the axis, one marker per month naming every year suppressed there.
 */
export function deathsByMonthChart(
  widget: DashboardWidget,
  result: QueryResult,
  context: ChartContext,
): WidgetChart {
  const { theme, animation } = context;
  const [field = 'month_dateOfDeath'] = groupFields(widget, result);
  const counts = new Map<number, (number | null)[]>();
  const suppressed: (SuppressedValue & { month: number; at: number })[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const row of result.items) {
    const match = MONTH_PATTERN.exec(String(row[field] ?? ''));
    if (!match) continue;
    const year = Number(match[1]);
    const month = Number(match[2]) - 1;
    if (month < 0 || month > 11) continue;
    first = Math.min(first, year * 12 + month);
    last = Math.max(last, year * 12 + month);
    const months = counts.get(year) ?? Array.from({ length: 12 }, () => 0);
    counts.set(year, months);
    const count = rowCount(row);
    months[month] = count === null ? null : (months[month] ?? 0) + count;
    if (isSuppressed(row))
      suppressed.push({ name: `${MONTH_LABELS[month]} ${year}`, month, at: year * 12 + month });
  }
  if (!Number.isFinite(first)) return { kind: 'empty' };
  const years: number[] = [];
  for (let year = Math.floor(first / 12); year <= Math.floor(last / 12); year += 1) years.push(year);
  const drawn = (year: number, month: number) => year * 12 + month >= first && year * 12 + month <= last;
  suppressed.sort((a, b) => a.at - b.at);
  // A suppressed month has no point: its line breaks there instead of dipping to 0.
  const withheld = new Set(suppressed.map((value) => value.at));
  const places = MONTH_LABELS.flatMap((_, month): SuppressedPlace[] => {
    const values = suppressed.filter((value) => value.month === month);
    return values.length > 0 ? [{ category: month, at: 0, values }] : [];
  });
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: 320,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'axis'),
      legend: legend(theme, years.map(String), 'top'),
      grid: grid({ top: 40 }),
      xAxis: { ...categoryAxis(theme, MONTH_LABELS), boundaryGap: false },
      yAxis: valueAxis(theme),
      series: [
        ...years.map((year, index) => ({
          type: 'line' as const,
          name: String(year),
          smooth: false,
          symbolSize: 5,
          lineStyle: { width: 2 },
          color: themeColor(theme, index),
          data: MONTH_LABELS.map((_, month) =>
            drawn(year, month) && !withheld.has(year * 12 + month) ? (counts.get(year)?.[month] ?? 0) : null,
          ),
        })),
        ...(places.length > 0 ? [suppressedMarkerSeries(theme, places, 'vertical')] : []),
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed: suppressed.map(({ name }) => ({ name })),
  });
}
