import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { chartTheme } from '../chart-theme.js';
import { CHART_PALETTE } from '../theme-palette.js';
import {
  defaultWidget,
  echartsOf,
  itemValue,
  markerNames,
  noteOf,
  ruleNamesIn,
  suppressedRow,
  type LooseDataItem,
} from '../test-helpers.js';

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

  describe('with suppressed counts', () => {
    const result = {
      items: [
        suppressedRow({ causeOfDeath: 'Hanging' }),
        { causeOfDeath: 'Drowning', COUNT: 14 },
        suppressedRow({ causeOfDeath: 'Fall' }),
      ],
    };
    const { option, height } = echartsOf(
      buildWidgetChart(widget, result, { mode: 'dark', disclosure: { threshold: 10 } }),
    );

    it('puts them after the counted groups with no bar and no number', () => {
      expect(option.yAxis.data).toEqual(['Drowning', 'Fall', 'Hanging']);
      expect(option.series[0]?.data.map(itemValue)).toEqual([14, null, null]);
    });

    it('marks each at the axis, labelled Suppressed, its tooltip naming the value and no rule', () => {
      const markPoint = option.series[0]?.markPoint;
      expect(markPoint?.label).toMatchObject({ show: true, formatter: PUBLIC_DASHBOARD_TEXT.suppressed });
      expect(markPoint?.data.map((place) => place.coord)).toEqual([
        [0, 1],
        [0, 2],
      ]);
      expect(markerNames(option)).toEqual([
        PUBLIC_DASHBOARD_TEXT.suppressedValue('Fall'),
        PUBLIC_DASHBOARD_TEXT.suppressedValue('Hanging'),
      ]);
      expect(ruleNamesIn(option)).toEqual([]);
      expect(markPoint?.itemStyle).toMatchObject({
        color: chartTheme('dark').suppressedFill,
        borderColor: chartTheme('dark').suppressedStroke,
      });
    });

    it('says why, and that rare terms are left out, under the chart', () => {
      expect(noteOf(option)).toBe(
        [PUBLIC_DASHBOARD_TEXT.suppressedLegend(10), PUBLIC_DASHBOARD_TEXT.termsHiddenLegend(10)].join(' '),
      );
      expect(height).toBeGreaterThan(Math.max(200, 3 * 28 + 40));
      expect(option.aria?.label.description).toContain(
        PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(['Fall', 'Hanging']),
      );
    });
  });

  it('says that rare terms are left out of a public list without suppressed counts', () => {
    const result = { items: [{ causeOfDeath: 'Drowning', COUNT: 14 }] };
    const { option } = echartsOf(
      buildWidgetChart(widget, result, { mode: 'light', disclosure: { threshold: 12 } }),
    );
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.termsHiddenLegend(12));
    expect(option.series[0]?.markPoint).toBeUndefined();
    const signedIn = echartsOf(buildWidgetChart(widget, result, { mode: 'light' })).option;
    expect(noteOf(signedIn)).toBe('');
    expect(signedIn.aria).toBeUndefined();
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
