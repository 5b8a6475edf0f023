import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import {
  defaultWidget,
  echartsOf,
  itemValue,
  markerNames,
  noteOf,
  ruleNamesIn,
  suppressedRow,
} from '../test-helpers.js';

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

  it('draws no bar and no number for a suppressed year but a marker at the axis, and says why', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { year_dateOfDeath: 2019, COUNT: 14 },
            suppressedRow({ year_dateOfDeath: 2020 }),
            { year_dateOfDeath: 2021, COUNT: 22 },
          ],
        },
        { mode: 'light', disclosure: { threshold: 10 } },
      ),
    );
    expect(option.xAxis.data).toEqual(['2019', '2020', '2021']);
    expect(option.series[0]?.data.map(itemValue)).toEqual([14, null, 22]);
    expect(option.series[0]?.markPoint?.data.map((place) => place.coord)).toEqual([[1, 0]]);
    expect(option.series[0]?.markPoint?.label.formatter).toBe(PUBLIC_DASHBOARD_TEXT.suppressed);
    expect(markerNames(option)).toEqual([PUBLIC_DASHBOARD_TEXT.suppressedValue('2020')]);
    expect(ruleNamesIn(option)).toEqual([]);
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10));
    expect(option.aria?.label.description).toContain(
      PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(['2020']),
    );
  });

  it('keeps a public answer without suppressed years as it was', () => {
    const result = { items: [{ year_dateOfDeath: 2019, COUNT: 14 }] };
    expect(buildWidgetChart(widget, result, { mode: 'dark', disclosure: { threshold: 10 } })).toEqual(
      buildWidgetChart(widget, result, { mode: 'dark' }),
    );
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
  });
});
