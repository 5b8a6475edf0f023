import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget, echartsOf } from '../test-helpers.js';
import { MONTH_LABELS } from './deaths-by-month.js';

const widget = defaultWidget('deaths_by_month');
const now = new Date('2025-03-15T12:00:00Z');

describe('deathsByMonth', () => {
  it('draws one line per year of the window over Jan..Dec', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { month_dateOfDeath: '2024-01', COUNT: 4 },
            { month_dateOfDeath: '2024-12', COUNT: 6 },
            { month_dateOfDeath: '2025-02', COUNT: 8 },
          ],
        },
        { mode: 'light', now },
      ),
    );
    expect(option.xAxis.data).toEqual(MONTH_LABELS);
    const years = Array.from({ length: (widget.window?.years ?? 0) + 1 }, (_, index) =>
      String(2025 - (widget.window?.years ?? 0) + index),
    );
    expect(option.series.map((series) => series.name)).toEqual(years);
    expect(option.legend?.data).toEqual(years);
    const byYear = Object.fromEntries(option.series.map((series) => [series.name, series.data]));
    expect(byYear['2024']).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6]);
    expect(byYear['2019']).toEqual(Array.from({ length: 12 }, () => 0));
    // Months still to come are not drawn.
    expect(byYear['2025']).toEqual([0, 8, 0, null, null, null, null, null, null, null, null, null]);
    expect(option.series.every((series) => series.type === 'line')).toBe(true);
  });

  it('gives each year its own colour', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        { items: [{ month_dateOfDeath: '2024-05', COUNT: 1 }] },
        { mode: 'light', now },
      ),
    );
    expect(new Set(option.series.map((series) => series.color)).size).toBe(option.series.length);
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light', now }).kind).toBe('empty');
    expect(
      buildWidgetChart(widget, { items: [{ month_dateOfDeath: null, COUNT: 3 }] }, { mode: 'light', now })
        .kind,
    ).toBe('empty');
  });
});
