import { DEFAULT_CASE_DASHBOARD, WIDGET_TRANSFORMERS } from '@hde/contracts';
import type { ResultRow } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from './build-widget-chart.js';
import { CHART_PALETTE_DARK, chartTheme } from './chart-theme.js';
import { defaultWidget, echartsOf, ruleNamesIn, suppressedRow } from './test-helpers.js';

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

describe('buildWidgetChart with disclosure', () => {
  const answers: [string, ResultRow[]][] = [
    ['manner_of_death', [{ mannerOfDeath: 'NATURAL', COUNT: 30 }]],
    ['drug_induced_by_year', [{ year_dateOfDeath: 2024, COUNT: 30 }]],
    ['age_groups', [{ ageGroup: '25-44', COUNT: 30 }]],
    ['manner_by_age_group', [{ ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 30 }]],
    ['deaths_by_month', [{ month_dateOfDeath: '2025-01', COUNT: 30 }]],
  ];

  it('changes nothing in a chart without suppressed values that leaves nothing out', () => {
    for (const [id, items] of answers) {
      const widget = defaultWidget(id);
      expect(buildWidgetChart(widget, { items }, { mode: 'light', disclosure: { threshold: 10 } })).toEqual(
        buildWidgetChart(widget, { items }, { mode: 'light' }),
      );
    }
  });

  it('never draws a suppressed value as a number', () => {
    // Each widget's suppressed row, the category where the chart would draw it, and the series, if not all.
    const suppressed: [string, ResultRow, string, string?][] = [
      ['manner_of_death', suppressedRow({ mannerOfDeath: 'ACCIDENT' }), 'Accident'],
      ['drug_induced_by_year', suppressedRow({ year_dateOfDeath: 2023 }), '2023'],
      ['age_groups', suppressedRow({ ageGroup: '85+' }), '85+'],
      [
        'manner_by_age_group',
        suppressedRow({ ageGroup: '85+', mannerOfDeath: 'ACCIDENT' }),
        '85+',
        'Accident',
      ],
      ['deaths_by_month', suppressedRow({ month_dateOfDeath: '2024-12' }), 'Dec', '2024'],
      ['top_causes', suppressedRow({ causeOfDeath: 'Fall' }), 'Fall'],
    ];
    for (const [id, row, category, seriesName] of suppressed) {
      const shown = answers.find(([answer]) => answer === id)?.[1] ?? [];
      const { option } = echartsOf(
        buildWidgetChart(defaultWidget(id), { items: [...shown, row] }, { mode: 'light' }),
      );
      const axis = option.xAxis?.type === 'category' ? option.xAxis : option.yAxis;
      const at = option.series[0]?.type === 'pie' ? -1 : (axis?.data ?? []).indexOf(category);
      const drawn = option.series.filter((series) => seriesName === undefined || series.name === seriesName);
      expect(drawn.length, id).toBeGreaterThan(0);
      for (const series of drawn) {
        if (at >= 0) expect(series.data[at] ?? null, id).toBeNull();
        expect(
          series.data.some((item) => item !== null && typeof item === 'object' && item.name === category),
        ).toBe(false);
      }
      expect(option.aria?.label.description, id).toContain(category);
      expect(ruleNamesIn(option), id).toEqual([]);
    }
  });

  it('writes notes and marks suppressed values legibly in both themes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = chartTheme(mode);
      const background = mode === 'dark' ? '#121212' : '#ffffff';
      expect(contrast(theme.secondaryText, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.secondaryText, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.suppressedStroke, theme.suppressedFill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.suppressedStroke, background)).toBeGreaterThanOrEqual(3);
    }
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
