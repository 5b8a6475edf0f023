import {
  baseOption,
  categoryAxis,
  chartTheme,
  escapeHtml,
  grid,
  legend,
  textWidth,
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
  /** The chart's width in pixels, which the legend wraps in; default TREND_LEGEND_WIDTH. */
  width?: number | undefined;
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

/**
 * A legend laid out as ECharts lays out a plain horizontal legend (LegendView, layout.box): each item is its
 * icon, a 5 px gap and its name; items are placed left to right and wrap when one passes the width.
 */
const LEGEND = { fontSize: 12, itemWidth: 14, itemHeight: 10, itemGap: 10, textGap: 5, padding: 5, side: 8 };
/** One line of legend: the taller of the icon and a 12 px line of text. */
const LEGEND_LINE_HEIGHT = 14;
/** Space between the legend's last line and the plot (one line of legend puts the plot at 40, as before). */
const LEGEND_TO_PLOT = 21;
/** The grid's top without a legend. */
const TOP_WITHOUT_LEGEND = 16;
/** The width assumed when the chart's is not known: about a phone's (390 px less the page and card padding). */
export const TREND_LEGEND_WIDTH = 300;

export interface TrendLegendLayout {
  lines: number;
  /** The grid's top: the legend's lines above the plot. */
  top: number;
  /** The widest a name is drawn; a longer one ends in an ellipsis, and the legend's tooltip names it. */
  textWidth: number;
}

/** How many lines the legend of `names` takes in a chart `width` pixels wide, and where the plot then starts. */
export function trendLegendLayout(names: readonly string[], width = TREND_LEGEND_WIDTH): TrendLegendLayout {
  const available = Math.max(width - 2 * (LEGEND.side + LEGEND.padding), 60);
  const maxText = available - LEGEND.itemWidth - LEGEND.textGap;
  if (names.length <= 1) return { lines: 0, top: TOP_WITHOUT_LEGEND, textWidth: maxText };
  let lines = 1;
  let x = 0;
  for (const name of names) {
    const item = LEGEND.itemWidth + LEGEND.textGap + Math.min(textWidth(name, LEGEND.fontSize), maxText);
    if (x > 0 && x + item > available) {
      lines += 1;
      x = 0;
    }
    x += item + LEGEND.itemGap;
  }
  const height = LEGEND.padding + lines * LEGEND_LINE_HEIGHT + (lines - 1) * LEGEND.itemGap;
  return { lines, top: Math.ceil(height + LEGEND_TO_PLOT), textWidth: Math.floor(maxText) };
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
  width,
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
  const layout = trendLegendLayout(names, width);
  // Every name in full, on as many lines as it takes (a scroll legend hid names behind its pager).
  const wrapped = () => {
    const base = legend(theme, names);
    return {
      ...base,
      type: 'plain' as const,
      // Both sides set: ECharts wraps a legend at `left: 'center'` at half the chart's width.
      left: LEGEND.side,
      right: LEGEND.side,
      padding: LEGEND.padding,
      itemGap: LEGEND.itemGap,
      textStyle: { ...base.textStyle, width: layout.textWidth, overflow: 'truncate' as const },
      tooltip: { show: true },
    };
  };
  return {
    ...baseOption(theme, animation),
    aria: { enabled: true, label: { description: describe(title, weeks, series) } },
    tooltip: { ...tooltip(theme, 'axis'), formatter: trendTooltip },
    ...(names.length > 1 ? { legend: wrapped() } : {}),
    grid: grid({ top: layout.top }),
    xAxis: { ...categoryAxis(theme, weeks.map(weekLabel)), boundaryGap: false },
    yAxis: valueAxis(theme),
    series: lines,
  };
}
