import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget, echartsOf, type LooseDataItem } from '../test-helpers.js';

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

  it('keeps a suppressed group in the legend without a slice', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        defaultWidget('sex'),
        {
          items: [
            { sexFormatted: 'Male', COUNT: 20 },
            { sexFormatted: 'Female', COUNT: null, suppressed: true },
          ],
        },
        { mode: 'light' },
      ),
    );
    const suppressed = option.series[0]?.data[1] as LooseDataItem;
    expect(suppressed).toMatchObject({ name: 'Female', value: 0, label: { show: false } });
    expect(suppressed.tooltip?.formatter).toContain('Suppressed');
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(defaultWidget('sex'), { items: [] }, { mode: 'light' }).kind).toBe('empty');
  });
});
