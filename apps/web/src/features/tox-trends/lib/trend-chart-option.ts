import {
  baseOption,
  categoryAxis,
  chartTheme,
  escapeHtml,
  grid,
  legend,
  themeColor,
  tooltip,
  valueAxis,
  type ChartMode,
  type ChartOption,
} from '@hde/charts';
import { isoWeekStart } from '@hde/contracts';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import type { TrendSeries } from './trend-series';

export interface TrendChartInput {
  /** The chart's title, which opens its description for screen readers. */
  title: string;
  weeks: readonly string[];
  series: readonly TrendSeries[];
  /** The first provisional week: from the week before it on, each line is dashed. */
  provisionalFrom: string | null;
  mode: ChartMode;
  /** ECharts animation; default true. */
  animation?: boolean;
}

/** A missing point in ECharts data: the line stops there. */
const GAP = '-';

/** The week's start date (a Monday), the label of a week on the axis. */
export const weekLabel = (week: string) => isoWeekStart(week) ?? week;

interface TooltipPoint {
  axisValueLabel?: string;
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
}

/**
 * The axis tooltip: the week's date and each series once. A series is drawn as two lines (settled and provisional)
 * that share the week before the provisional weeks, and ECharts would list both.
 */
export function trendTooltip(points: TooltipPoint | TooltipPoint[]): string {
  const list = Array.isArray(points) ? points : [points];
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const point of list) {
    const name = point.seriesName ?? '';
    if (typeof point.value !== 'number' || seen.has(name)) continue;
    seen.add(name);
    const marker = typeof point.marker === 'string' ? point.marker : '';
    lines.push(`${marker}${escapeHtml(name)}: ${point.value.toLocaleString('en-US')}`);
  }
  return [escapeHtml(list[0]?.axisValueLabel ?? ''), ...lines].join('<br/>');
}

/** The series' totals over the weeks shown, said instead of ECharts' point-by-point reading. */
function describe(title: string, weeks: readonly string[], series: readonly TrendSeries[]): string {
  const totals = series
    .map((one) => `${one.name} ${one.counts.reduce((sum, count) => sum + count, 0).toLocaleString('en-US')}`)
    .join(', ');
  return TOX_TRENDS_TEXT.charts.description(
    title,
    weekLabel(weeks[0] ?? ''),
    weekLabel(weeks.at(-1) ?? ''),
    totals,
  );
}

/** Weekly counts as lines, one per series, dashed over the provisional weeks. */
export function trendChartOption({
  title,
  weeks,
  series,
  provisionalFrom,
  mode,
  animation = true,
}: TrendChartInput): ChartOption {
  const theme = chartTheme(mode);
  const provisional = provisionalFrom === null ? -1 : weeks.indexOf(provisionalFrom);
  const lines = series.flatMap((one, index) => {
    const color = themeColor(theme, index);
    const line = (data: (number | typeof GAP)[], dashed: boolean) => ({
      type: 'line' as const,
      name: one.name,
      data,
      color,
      showSymbol: weeks.length === 1,
      lineStyle: { width: 2, color, type: dashed ? ('dashed' as const) : ('solid' as const) },
    });
    if (provisional === -1) return [line(one.counts, false)];
    return [
      line(
        one.counts.map((count, week) => (week < provisional ? count : GAP)),
        false,
      ),
      line(
        one.counts.map((count, week) => (week >= provisional - 1 ? count : GAP)),
        true,
      ),
    ];
  });
  const names = series.map((one) => one.name);
  return {
    ...baseOption(theme, animation),
    aria: { enabled: true, label: { description: describe(title, weeks, series) } },
    tooltip: { ...tooltip(theme, 'axis'), formatter: trendTooltip },
    ...(names.length > 1 ? { legend: legend(theme, names) } : {}),
    grid: grid({ top: names.length > 1 ? 40 : 16 }),
    xAxis: { ...categoryAxis(theme, weeks.map(weekLabel)), boundaryGap: false },
    yAxis: valueAxis(theme),
    series: lines,
  };
}
