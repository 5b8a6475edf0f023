import { DEFAULT_CASE_DASHBOARD, WIDGET_TRANSFORMERS } from '@hde/contracts';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from './build-widget-chart.js';
import { CHART_PALETTE_DARK, chartTheme } from './chart-theme.js';
import { defaultWidget, echartsOf } from './test-helpers.js';

const widgets = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets);

describe('buildWidgetChart', () => {
  it('knows every transformer of the contracts', () => {
    const used = new Set(widgets.map((widget) => widget.transformer));
    for (const transformer of WIDGET_TRANSFORMERS) expect(used.has(transformer)).toBe(true);
  });

  it('answers empty for every widget of the default dashboard without rows', () => {
    for (const widget of widgets) {
      expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' })).toEqual({ kind: 'empty' });
    }
  });

  it('passes the animation choice through', () => {
    const widget = defaultWidget('race');
    const result = { items: [{ race: 'White', COUNT: 4 }] };
    expect(echartsOf(buildWidgetChart(widget, result, { mode: 'light' })).option.animation).toBe(true);
    expect(
      echartsOf(buildWidgetChart(widget, result, { mode: 'light', animation: false })).option.animation,
    ).toBe(false);
  });

  it('uses light text on dark backgrounds and dark text on light ones', () => {
    const widget = defaultWidget('race');
    const result = { items: [{ race: 'White', COUNT: 4 }] };
    const light = echartsOf(buildWidgetChart(widget, result, { mode: 'light' })).option;
    const dark = echartsOf(buildWidgetChart(widget, result, { mode: 'dark' })).option;
    expect(light.textStyle.color).toBe(chartTheme('light').text);
    expect(dark.textStyle.color).toBe(chartTheme('dark').text);
    expect(luminance(dark.textStyle.color)).toBeGreaterThan(0.7);
    expect(luminance(light.textStyle.color)).toBeLessThan(0.2);
    expect(dark.yAxis.axisLabel?.color).toBe(chartTheme('dark').text);
    expect(dark.xAxis.splitLine?.lineStyle?.color).toBe(chartTheme('dark').splitLine);
    expect(dark.color).toEqual(CHART_PALETTE_DARK);
  });

  it('reads a result without items as empty', () => {
    const broken = { items: undefined } as unknown as { items: [] };
    expect(buildWidgetChart(defaultWidget('race'), broken, { mode: 'light' })).toEqual({ kind: 'empty' });
  });
});

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
