import type { ChartTheme } from './chart-theme.js';
import type { Disclosure } from './widget-chart.js';

/** What every transformer draws with besides the widget and its answer. */
export interface ChartContext {
  theme: ChartTheme;
  /** ECharts animation; off for server-side rendering. */
  animation: boolean;
  /** Width in pixels the chart is drawn at: word-cloud layout, wrapping of legend text. */
  width: number;
  disclosure: Disclosure | undefined;
}
