import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget, echartsOf, itemValue } from '../test-helpers.js';

const widget = defaultWidget('drug_induced_by_year');

describe('yearly', () => {
  it('draws a bar per year in year order, years without rows at 0', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { year_dateOfDeath: 2022, COUNT: 8 },
            { year_dateOfDeath: 2019, COUNT: 4 },
            { year_dateOfDeath: 2021, COUNT: 1 },
          ],
        },
        { mode: 'light' },
      ),
    );
    expect(option.xAxis.data).toEqual(['2019', '2020', '2021', '2022']);
    expect(option.series[0]?.type).toBe('bar');
    expect(option.series[0]?.data.map(itemValue)).toEqual([4, 0, 1, 8]);
  });

  it('puts no year last as Unknown', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { year_dateOfDeath: null, COUNT: 2 },
            { year_dateOfDeath: 2020, COUNT: 5 },
          ],
        },
        { mode: 'light' },
      ),
    );
    expect(option.xAxis.data).toEqual(['2020', 'Unknown']);
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
  });
});
