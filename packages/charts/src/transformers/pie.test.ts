import { ANALYTICS_TEXT, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
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
});
