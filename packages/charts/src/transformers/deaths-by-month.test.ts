import { describe, expect, it } from 'vitest';
import { windowResult } from '@hde/contracts';
import type { ResultRow } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { buildWidgetChart } from '../build-widget-chart.js';
import {
  defaultWidget,
  echartsOf,
  markerNames,
  noteOf,
  ruleNamesIn,
  suppressedRow,
} from '../test-helpers.js';
import { MONTH_LABELS } from './deaths-by-month.js';

const widget = defaultWidget('deaths_by_month');
const light = { mode: 'light' as const };

const chartOf = (items: ResultRow[]) => {
  const { option } = echartsOf(buildWidgetChart(widget, { items }, light));
  return {
    years: option.series.map((series) => series.name),
    byYear: Object.fromEntries(option.series.map((series) => [series.name, series.data])),
    option,
  };
};

describe('deathsByMonth', () => {
  it('draws one line per year from the first month with deaths to the last, over Jan..Dec', () => {
    const { option, years, byYear } = chartOf([
      { month_dateOfDeath: '2025-02', COUNT: 8 },
      { month_dateOfDeath: '2024-12', COUNT: 6 },
      { month_dateOfDeath: '2023-03', COUNT: 4 },
    ]);
    expect(option.xAxis.data).toEqual(MONTH_LABELS);
    expect(years).toEqual(['2023', '2024', '2025']);
    expect(option.legend?.data).toEqual(years);
    // Before the first death and after the last: not drawn; between them, months without rows are 0.
    expect(byYear['2023']).toEqual([null, null, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(byYear['2024']).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6]);
    expect(byYear['2025']).toEqual([0, 8, null, null, null, null, null, null, null, null, null, null]);
    expect(option.series.every((series) => series.type === 'line')).toBe(true);
  });

  it('shows a workspace whose deaths are all older than six years', () => {
    const items = [
      { month_dateOfDeath: '2012-07', COUNT: 2 },
      { month_dateOfDeath: '2011-05', COUNT: 1 },
    ];
    const { years, byYear } = chartOf(windowResult(widget, undefined, { items }).items);
    expect(years).toEqual(['2011', '2012']);
    expect(byYear['2011']?.[4]).toBe(1);
    expect(byYear['2012']?.[6]).toBe(2);
  });

  it('draws a windowed answer from the window start when older months were cut', () => {
    const items = [
      { month_dateOfDeath: '2025-02', COUNT: 8 },
      { month_dateOfDeath: '2019-06', COUNT: 3 },
      { month_dateOfDeath: '2018-11', COUNT: 5 },
    ];
    const { years, byYear } = chartOf(windowResult(widget, undefined, { items }).items);
    expect(years).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2025']);
    expect(byYear['2019']).toEqual([0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0]);
  });

  it('gives each year its own colour', () => {
    const { option } = chartOf([
      { month_dateOfDeath: '2024-05', COUNT: 1 },
      { month_dateOfDeath: '2022-05', COUNT: 1 },
    ]);
    expect(new Set(option.series.map((series) => series.color)).size).toBe(option.series.length);
  });

  describe('with suppressed months', () => {
    const items = [
      { month_dateOfDeath: '2024-02', COUNT: 25 },
      suppressedRow({ month_dateOfDeath: '2025-03' }),
      suppressedRow({ month_dateOfDeath: '2024-03' }),
      { month_dateOfDeath: '2024-04', COUNT: 18 },
      { month_dateOfDeath: '2025-04', COUNT: 11 },
    ];
    const { option } = echartsOf(
      buildWidgetChart(widget, { items }, { ...light, disclosure: { threshold: 10 } }),
    );
    const byYear = Object.fromEntries(option.series.map((series) => [series.name, series.data]));

    it('breaks the line there: no point, never 0', () => {
      expect(byYear['2024']).toEqual([null, 25, null, 18, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(byYear['2025']?.slice(0, 4)).toEqual([0, 0, null, 11]);
    });

    it('marks each month once at the axis, naming every year suppressed there', () => {
      const markers = option.series.at(-1);
      expect(markers?.name).toBe(PUBLIC_DASHBOARD_TEXT.suppressed);
      expect(markers?.data).toEqual([]);
      expect(option.legend?.data).toEqual(['2024', '2025']);
      expect(markers?.markPoint?.data.map((place) => place.coord)).toEqual([[2, 0]]);
      expect(markerNames(option)).toEqual([
        [
          PUBLIC_DASHBOARD_TEXT.suppressedValue('Mar 2024'),
          PUBLIC_DASHBOARD_TEXT.suppressedValue('Mar 2025'),
        ].join(', '),
      ]);
      expect(ruleNamesIn(option)).toEqual([]);
    });

    it('says why under the chart and in its description', () => {
      expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.suppressedLegend(10));
      expect(option.aria?.label.description).toContain(
        PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(['Mar 2024', 'Mar 2025']),
      );
    });
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, light).kind).toBe('empty');
    expect(buildWidgetChart(widget, { items: [{ month_dateOfDeath: null, COUNT: 3 }] }, light).kind).toBe(
      'empty',
    );
  });
});
