import { DEFAULT_CASE_DASHBOARD, TOX_OVERVIEW_DASHBOARD } from '@hde/contracts';
import { ANALYTICS_TEXT, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { CHART_PALETTE_DARK } from '../chart-theme.js';
import { CHART_PALETTE } from '../theme-palette.js';
import {
  defaultWidget,
  echartsOf,
  noteOf,
  ruleNamesIn,
  suppressedRow,
  type LooseDataItem,
} from '../test-helpers.js';

describe('pie', () => {
  it('draws a donut with a legend; UNDETERMINED reads Indeterminate and no manner reads Unknown', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('manner_of_death'),
        {
          items: [
            { mannerOfDeath: 'NATURAL', COUNT: 50 },
            { mannerOfDeath: 'UNDETERMINED', COUNT: 10 },
            { mannerOfDeath: null, COUNT: 4 },
            { mannerOfDeath: 'ACCIDENT', COUNT: 30 },
          ],
        },
        { mode: 'light' },
      ),
    );
    const [series] = option.series as unknown as { type: string; radius: string[]; data: LooseDataItem[] }[];
    expect(series?.type).toBe('pie');
    expect(series?.radius).toHaveLength(2);
    expect(series?.data.map((item) => [item.name, item.value])).toEqual([
      ['Natural', 50],
      ['Accident', 30],
      ['Indeterminate', 10],
      ['Unknown', 4],
    ]);
    expect(option.legend?.data).toEqual(['Natural', 'Accident', 'Indeterminate', 'Unknown']);
    // A scrolling legend hid names behind a pager in a narrow card; a plain one wraps them all into view.
    expect((option.legend as { type?: string } | undefined)?.type).toBe('plain');
  });

  it('shows booleans as Yes and No', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('exam_on_time'),
        {
          items: [
            { examOnTime: true, COUNT: 8 },
            { examOnTime: false, COUNT: 3 },
          ],
        },
        { mode: 'dark' },
      ),
    );
    expect(option.legend?.data).toEqual(['Yes', 'No']);
  });

  describe('with suppressed groups', () => {
    const result = {
      items: [
        { sexFormatted: 'Male', COUNT: 20 },
        suppressedRow({ sexFormatted: 'Female' }),
        suppressedRow({ sexFormatted: 'Unknown' }),
      ],
    };
    const publicChart = echartsOf(
      buildWidgetChart(defaultWidget('sex'), result, { mode: 'light', disclosure: { threshold: 10 } }),
    );

    it('gives them no slice and no number', () => {
      const data = publicChart.option.series[0]?.data as LooseDataItem[];
      expect(data).toEqual([{ value: 20, name: 'Male' }]);
      expect(publicChart.option.legend?.data).toEqual(['Male']);
    });

    it('lists them under the donut as suppressed, above why', () => {
      const note = noteOf(publicChart.option);
      const lines = [
        PUBLIC_DASHBOARD_TEXT.suppressedValue('Female'),
        PUBLIC_DASHBOARD_TEXT.suppressedValue('Unknown'),
        PUBLIC_DASHBOARD_TEXT.suppressedLegend(10),
      ];
      expect(note).toBe(lines.join(' '));
      expect(publicChart.height).toBeGreaterThan(300);
      expect((publicChart.option.series[0] as unknown as { bottom: number }).bottom).toBeGreaterThan(0);
    });

    it('never says which rule withheld them', () => {
      expect(ruleNamesIn(publicChart.option)).toEqual([]);
    });

    it('shows counts without shares of a whole that is not shown', () => {
      expect(publicChart.option.tooltip?.formatter).toBe('{b}: {c}');
    });

    it('names them in the accessible description', () => {
      const description = publicChart.option.aria?.label.description ?? '';
      expect(description).toContain(ANALYTICS_TEXT.chartLabel(defaultWidget('sex').title));
      expect(description).toContain(PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(['Female', 'Unknown']));
      expect(description).toContain(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10));
    });

    it('lists them without a threshold too, with no legend it cannot word', () => {
      const { option } = echartsOf(buildWidgetChart(defaultWidget('sex'), result, { mode: 'light' }));
      expect(noteOf(option)).toBe(
        [
          PUBLIC_DASHBOARD_TEXT.suppressedValue('Female'),
          PUBLIC_DASHBOARD_TEXT.suppressedValue('Unknown'),
        ].join(' '),
      );
    });

    it('draws a chart when every group is suppressed', () => {
      const { option } = echartsOf(
        buildWidgetChart(
          defaultWidget('sex'),
          { items: [suppressedRow({ sexFormatted: 'Female' })] },
          { mode: 'dark', disclosure: { threshold: 10 } },
        ),
      );
      expect(option.series[0]?.data).toEqual([]);
      expect(noteOf(option)).toContain(PUBLIC_DASHBOARD_TEXT.suppressedValue('Female'));
    });
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(defaultWidget('sex'), { items: [] }, { mode: 'light' }).kind).toBe('empty');
  });

  describe('colours', () => {
    const pies = [...DEFAULT_CASE_DASHBOARD.tabs, ...TOX_OVERVIEW_DASHBOARD.tabs]
      .flatMap((tab) => tab.widgets)
      .filter((widget) => widget.transformer === 'pie');
    const mostSlices = Math.max(...pies.map((widget) => widget.query.limit ?? 0));

    /** WCAG relative luminance and contrast ratio. */
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const c = parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };

    it('has a distinct colour for every slice a pie may draw, in light and dark', () => {
      expect(mostSlices).toBe(10);
      for (const palette of [CHART_PALETTE, CHART_PALETTE_DARK]) {
        expect(palette.length).toBeGreaterThanOrEqual(mostSlices);
        expect(new Set(palette.map((colour) => colour.toLowerCase())).size).toBe(palette.length);
      }
      expect(CHART_PALETTE_DARK).toHaveLength(CHART_PALETTE.length);
    });

    it('keeps the colours readable on their backgrounds, the added ones 4.5:1 on white', () => {
      for (const colour of CHART_PALETTE) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(2.8);
      for (const colour of CHART_PALETTE_DARK) expect(contrast(colour, '#121212')).toBeGreaterThanOrEqual(3);
      // The new colours (after the first eight) carry the slices' white counts.
      for (const colour of CHART_PALETTE.slice(8))
        expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    });

    it('gives the ten slices of Cases by Substance ten colours', () => {
      const widget = pies.find((entry) => entry.id === 'tox_by_substance')!;
      const names = [
        'ethanol',
        'fentanyl',
        'amphetamine',
        'methamphetamine',
        'THC',
        'oxycodone',
        'alprazolam',
        'morphine',
        'cocaine',
        'carfentanil',
      ];
      for (const mode of ['light', 'dark'] as const) {
        const { option } = echartsOf(
          buildWidgetChart(
            widget,
            { items: names.map((substance, index) => ({ substance, COUNT: 20 - index })) },
            { mode },
          ),
        );
        const slices = (option.series[0]?.data ?? []).length;
        expect(slices).toBe(10);
        expect(new Set(option.color.slice(0, slices)).size).toBe(slices);
      }
    });
  });
});
