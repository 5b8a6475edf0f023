import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { CHART_PALETTE } from '../theme-palette.js';
import { defaultWidget, echartsOf, itemValue, type LooseDataItem } from '../test-helpers.js';

const widget = defaultWidget('top_causes');

describe('topList', () => {
  it('draws horizontal bars sorted by count, largest on top', () => {
    const chart = buildWidgetChart(
      widget,
      {
        items: [
          { causeOfDeath: 'Hanging', COUNT: 3 },
          { causeOfDeath: 'Gunshot wound of head', COUNT: 12 },
          { causeOfDeath: 'Drowning', COUNT: 7 },
        ],
      },
      { mode: 'light' },
    );
    const { option, height } = echartsOf(chart);
    expect(option.yAxis.type).toBe('category');
    expect(option.yAxis.inverse).toBe(true);
    expect(option.xAxis.type).toBe('value');
    expect(option.yAxis.data).toEqual(['Gunshot wound of head', 'Drowning', 'Hanging']);
    expect(option.series[0]?.type).toBe('bar');
    expect(option.series[0]?.data.map(itemValue)).toEqual([12, 7, 3]);
    expect(height).toBeGreaterThan(0);
  });

  it("shows a null group as 'Unknown'", () => {
    const chart = buildWidgetChart(
      widget,
      {
        items: [
          { causeOfDeath: null, COUNT: 2 },
          { causeOfDeath: 'Hanging', COUNT: 5 },
        ],
      },
      { mode: 'light' },
    );
    expect(echartsOf(chart).option.yAxis.data).toEqual(['Hanging', 'Unknown']);
  });

  it('cuts long labels with an ellipsis and keeps the full name on the bar', () => {
    const long = 'Acute combined drug toxicity (fentanyl, methamphetamine, cocaine and alcohol)';
    const { option } = echartsOf(
      buildWidgetChart(widget, { items: [{ causeOfDeath: long, COUNT: 9 }] }, { mode: 'light' }),
    );
    const label = option.yAxis.data?.[0] ?? '';
    expect(label.endsWith('…')).toBe(true);
    expect(label.length).toBeLessThan(long.length);
    expect((option.series[0]?.data[0] as LooseDataItem).name).toBe(long);
  });

  it("shows a suppressed count as the label 'Suppressed' with no bar, after the counted groups", () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        {
          items: [
            { causeOfDeath: 'Hanging', COUNT: null, suppressed: true },
            { causeOfDeath: 'Drowning', COUNT: 14 },
          ],
        },
        { mode: 'light' },
      ),
    );
    expect(option.yAxis.data).toEqual(['Drowning', 'Hanging']);
    const suppressed = option.series[0]?.data[1] as LooseDataItem;
    expect(suppressed.value).toBe(0);
    expect(suppressed.label).toMatchObject({ show: true, formatter: 'Suppressed' });
  });

  it('uses the theme palette', () => {
    const { option } = echartsOf(
      buildWidgetChart(widget, { items: [{ causeOfDeath: 'A', COUNT: 1 }] }, { mode: 'light' }),
    );
    expect(option.color).toEqual(CHART_PALETTE);
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' })).toEqual({ kind: 'empty' });
  });
});
