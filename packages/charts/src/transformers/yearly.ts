import type { DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { baseOption, categoryAxis, escapeFormatter, grid, tooltip, valueAxis } from '../base-option.js';
import { UNKNOWN_LABEL } from '../category-labels.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { groupFields, isSuppressed, rowCount } from '../result-rows.js';
import { suppressedMarkPoint, type SuppressedPlace } from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

/** Years between the first and the last answered are drawn too, with 0. */
const MAX_FILLED_YEARS = 200;

/**
 * One bar per year, in year order, from rows `{ year_dateOfDeath, COUNT }`; no year reads 'Unknown', last. A
 * suppressed year has no bar but a marker at the axis.
 */
export function yearlyChart(
  widget: DashboardWidget,
  result: QueryResult,
  context: ChartContext,
): WidgetChart {
  const { theme, animation } = context;
  const [field = 'year_dateOfDeath'] = groupFields(widget, result);
  const byYear = new Map<string, { count: number | null; suppressed: boolean }>();
  for (const row of result.items) {
    const raw = row[field];
    const year =
      raw === null || raw === undefined || String(raw).trim() === '' ? UNKNOWN_LABEL : String(raw).trim();
    const existing = byYear.get(year);
    const count = rowCount(row);
    if (!existing) byYear.set(year, { count, suppressed: isSuppressed(row) });
    else if (count !== null) byYear.set(year, { count: (existing.count ?? 0) + count, suppressed: false });
  }
  if (byYear.size === 0) return { kind: 'empty' };
  const numeric = [...byYear.keys()].filter((year) => /^\d+$/.test(year)).map(Number);
  const others = [...byYear.keys()]
    .filter((year) => !/^\d+$/.test(year) && year !== UNKNOWN_LABEL)
    .sort((a, b) => a.localeCompare(b));
  const years: string[] = [];
  if (numeric.length > 0) {
    const first = Math.min(...numeric);
    const last = Math.max(...numeric);
    if (last - first < MAX_FILLED_YEARS)
      for (let year = first; year <= last; year += 1) years.push(String(year));
    else years.push(...numeric.sort((a, b) => a - b).map(String));
  }
  years.push(...others);
  if (byYear.has(UNKNOWN_LABEL)) years.push(UNKNOWN_LABEL);
  const places = years.flatMap((year, index): SuppressedPlace[] => {
    return byYear.get(year)?.suppressed ? [{ category: index, at: 0, values: [{ name: year }] }] : [];
  });
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: 300,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item', '{b}: {c}'),
      grid: grid({ top: 24 }),
      xAxis: categoryAxis(theme, years),
      yAxis: valueAxis(theme),
      series: [
        {
          type: 'bar',
          name: escapeFormatter(widget.title),
          barMaxWidth: 40,
          itemStyle: { color: themeColor(theme, 0), borderRadius: [3, 3, 0, 0] },
          label: { show: years.length <= 20, position: 'top', color: theme.text },
          data: years.map((year) => {
            const entry = byYear.get(year);
            if (entry?.suppressed) return null;
            const value = entry?.count ?? 0;
            return value === 0 ? { value, name: year, label: { show: false } } : { value, name: year };
          }),
          ...(places.length > 0 ? { markPoint: suppressedMarkPoint(theme, places, 'vertical') } : {}),
        },
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed: places.flatMap((place) => place.values),
  });
}
