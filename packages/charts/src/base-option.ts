import type { ChartTheme } from './chart-theme.js';
import type { ChartOption } from './widget-chart.js';

const FONT_SIZE = 12;

/** What every chart shares: palette, text colours, transparent background. */
export function baseOption(theme: ChartTheme, animation: boolean): ChartOption {
  return {
    animation,
    backgroundColor: 'transparent',
    color: [...theme.palette],
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: FONT_SIZE },
  };
}

/** A tooltip on the theme's surface. */
export function tooltip(theme: ChartTheme, trigger: 'item' | 'axis', formatter?: string) {
  return {
    trigger,
    ...(formatter === undefined ? {} : { formatter }),
    backgroundColor: theme.surface,
    borderColor: theme.splitLine,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily, fontSize: FONT_SIZE },
  };
}

/** A category axis in the theme's colours. */
export function categoryAxis(theme: ChartTheme, data: string[]) {
  return {
    type: 'category' as const,
    data,
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisTick: { show: false },
    axisLabel: { color: theme.text, fontSize: FONT_SIZE },
  };
}

/** A count axis: whole numbers, faint grid lines. */
export function valueAxis(theme: ChartTheme) {
  return {
    type: 'value' as const,
    minInterval: 1,
    axisLine: { show: false },
    axisLabel: { color: theme.secondaryText, fontSize: FONT_SIZE },
    splitLine: { lineStyle: { color: theme.splitLine } },
  };
}

/** A legend in the theme's colours, scrolling when it does not fit. */
export function legend(theme: ChartTheme, data: string[], position: 'top' | 'bottom' = 'top') {
  return {
    type: 'scroll' as const,
    data,
    [position]: 0,
    left: 'center',
    textStyle: { color: theme.text, fontSize: FONT_SIZE },
    pageTextStyle: { color: theme.secondaryText },
    pageIconColor: theme.text,
    pageIconInactiveColor: theme.axisLine,
    itemWidth: 14,
    itemHeight: 10,
  };
}

/** A grid that keeps the axis labels inside the chart. */
export function grid(margins: { left?: number; right?: number; top?: number; bottom?: number } = {}) {
  return {
    left: margins.left ?? 8,
    right: margins.right ?? 16,
    top: margins.top ?? 16,
    bottom: margins.bottom ?? 8,
    outerBoundsMode: 'same' as const,
    outerBoundsContain: 'axisLabel' as const,
  };
}

/** ECharts formatter strings treat `{...}` as templates. */
export function escapeFormatter(text: string): string {
  return text.replace(/[{}]/g, '');
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A tooltip formatter string is shown as HTML, and the names in it come from imported files. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? '');
}
