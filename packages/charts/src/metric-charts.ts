import { YEARLY_TRENDS_IGNORE_UP_TO_YEAR } from '@hde/contracts';
import type { MetricCard, MetricTally } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import {
  baseOption,
  categoryAxis,
  escapeFormatter,
  escapeHtml,
  grid,
  legend,
  tooltip,
  valueAxis,
} from './base-option.js';
import { truncateLabel } from './category-labels.js';
import { chartTheme, themeColor, type ChartMode, type ChartTheme } from './chart-theme.js';
import type { ChartOption } from './widget-chart.js';

/** An overview metric chart and the height it needs; the builders answer null when there is nothing to draw. */
export interface MetricChart {
  option: ChartOption;
  height: number;
}

export interface MetricChartOptions {
  mode: ChartMode;
  /** ECharts animation; default true. */
  animation?: boolean;
}

const PATHOLOGIST_LABEL_WIDTH = 160;
const ROW_HEIGHT = 32;
/** Bars shorter than this cannot hold their value label. */
const SHORT_BAR_PERCENT = 15;
const TREND_HEIGHT = 280;
/** Palette positions of the on-time (green) and late (red) series, in both modes. */
const ON_TIME_COLOR = 1;
const LATE_COLOR = 4;

/** Spec §5: yearly trends ignore years up to and including 2010. */
const trendYears = (card: MetricCard) =>
  card.byYear.filter((entry) => entry.year > YEARLY_TRENDS_IGNORE_UP_TO_YEAR);

/** A 0-100 % axis; a line may start higher (`min`) so that its ups and downs show. */
function percentAxis(theme: ChartTheme, min = 0) {
  const axis = valueAxis(theme);
  return { ...axis, min, max: 100, axisLabel: { ...axis.axisLabel, formatter: '{value}%' } };
}

/** Ten points below the lowest of the values and the target, in tens. */
function trendFloor(values: (number | null)[], target: number): number {
  const lowest = Math.min(target, ...values.filter((value) => value !== null));
  return Math.max(0, Math.floor((lowest - 10) / 10) * 10);
}

/** "Dr. Smith: 85.2% (23 of 27 on time)": the tooltip of one bar or point. */
function tallyTooltip(name: string, tally: MetricTally): string {
  const percent = tally.percentage === null ? '' : `${tally.percentage}% `;
  return `${escapeHtml(escapeFormatter(name))}: ${percent}(${OVERVIEW_TEXT.onTimeOf(tally.onTime, tally.total)})`;
}

/** The target as a dashed line across the plot, on the value axis `axis`. */
function targetLine(theme: ChartTheme, card: MetricCard, axis: 'xAxis' | 'yAxis') {
  return {
    silent: true,
    symbol: 'none',
    // Behind the series, so that bars and their labels are never struck through.
    z: 1,
    data: [{ [axis]: card.target }],
    lineStyle: { type: 'dashed' as const, width: 1.5, color: theme.secondaryText },
    label: {
      formatter: OVERVIEW_TEXT.target(card.target),
      // Above the plot for the bars (their value axis is across), at the right end for the line.
      position: axis === 'xAxis' ? ('start' as const) : ('insideEndTop' as const),
      color: theme.secondaryText,
    },
  };
}

/** Selected Year: one horizontal bar per pathologist, percent on time, against the target. */
export function pathologistBarOption(
  card: MetricCard,
  { mode, animation = true }: MetricChartOptions,
): MetricChart | null {
  const rows = card.byPathologist.filter((entry) => entry.percentage !== null);
  if (rows.length === 0) return null;
  const theme = chartTheme(mode);
  const names = rows.map((entry) => truncateLabel(entry.pathologist, PATHOLOGIST_LABEL_WIDTH));
  return {
    height: Math.max(200, rows.length * ROW_HEIGHT + 72),
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item'),
      grid: grid({ right: 24, top: 28 }),
      xAxis: percentAxis(theme),
      yAxis: { ...categoryAxis(theme, names), inverse: true },
      series: [
        {
          type: 'bar',
          name: OVERVIEW_TEXT.percentOnTime,
          barMaxWidth: 20,
          itemStyle: { color: themeColor(theme, 0), borderRadius: [0, 3, 3, 0] },
          // Inside the bar end, where the target line does not cross them; short bars carry theirs outside.
          label: {
            show: true,
            position: 'insideRight',
            formatter: '{c}%',
            color: theme.surface,
            fontWeight: 600,
          },
          data: rows.map((entry, index) => ({
            value: entry.percentage,
            name: names[index],
            tooltip: { formatter: tallyTooltip(entry.pathologist, entry) },
            ...((entry.percentage ?? 0) < SHORT_BAR_PERCENT
              ? { label: { position: 'right' as const, color: theme.text } }
              : {}),
          })),
          markLine: targetLine(theme, card, 'xAxis'),
        },
      ],
    },
  };
}

/** Yearly Trends: percent on time per year, against the target. */
export function yearlyLineOption(
  card: MetricCard,
  { mode, animation = true }: MetricChartOptions,
): MetricChart | null {
  const years = trendYears(card);
  if (years.length === 0) return null;
  const theme = chartTheme(mode);
  return {
    height: TREND_HEIGHT,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item'),
      grid: grid({ top: 24 }),
      xAxis: categoryAxis(
        theme,
        years.map((entry) => String(entry.year)),
      ),
      yAxis: percentAxis(
        theme,
        trendFloor(
          years.map((entry) => entry.percentage),
          card.target,
        ),
      ),
      series: [
        {
          type: 'line',
          name: OVERVIEW_TEXT.percentOnTime,
          symbolSize: 8,
          itemStyle: { color: themeColor(theme, 0) },
          lineStyle: { width: 2 },
          data: years.map((entry) => ({
            value: entry.percentage,
            name: String(entry.year),
            tooltip: { formatter: tallyTooltip(String(entry.year), entry) },
          })),
          markLine: targetLine(theme, card, 'yAxis'),
        },
      ],
    },
  };
}

/** Yearly Trends: on-time and late cases per year, side by side. */
export function yearlyCountsOption(
  card: MetricCard,
  { mode, animation = true }: MetricChartOptions,
): MetricChart | null {
  const years = trendYears(card);
  if (years.length === 0) return null;
  const theme = chartTheme(mode);
  const bar = (name: string, color: number, values: number[]) => ({
    type: 'bar' as const,
    name,
    barMaxWidth: 24,
    itemStyle: { color: themeColor(theme, color), borderRadius: [3, 3, 0, 0] },
    data: values,
  });
  return {
    height: TREND_HEIGHT,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'axis'),
      legend: legend(theme, [OVERVIEW_TEXT.onTime, OVERVIEW_TEXT.late]),
      grid: grid({ top: 40 }),
      xAxis: categoryAxis(
        theme,
        years.map((entry) => String(entry.year)),
      ),
      yAxis: valueAxis(theme),
      series: [
        bar(
          OVERVIEW_TEXT.onTime,
          ON_TIME_COLOR,
          years.map((entry) => entry.onTime),
        ),
        bar(
          OVERVIEW_TEXT.late,
          LATE_COLOR,
          years.map((entry) => entry.total - entry.onTime),
        ),
      ],
    },
  };
}
