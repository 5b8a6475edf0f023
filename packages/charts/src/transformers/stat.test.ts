import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget } from '../test-helpers.js';

const widget = defaultWidget('total_cases');

describe('stat', () => {
  it('is the COUNT of the first row, labelled with the widget title', () => {
    expect(buildWidgetChart(widget, { items: [{ COUNT: 1234 }] }, { mode: 'light' })).toEqual({
      kind: 'stat',
      value: 1234,
      label: 'Total Cases',
    });
  });

  it('reads a count sent as a numeric string', () => {
    expect(buildWidgetChart(widget, { items: [{ COUNT: '42' }] }, { mode: 'light' })).toMatchObject({
      value: 42,
    });
  });

  it('shows 0 as 0', () => {
    expect(buildWidgetChart(widget, { items: [{ COUNT: 0 }] }, { mode: 'dark' })).toMatchObject({ value: 0 });
  });

  it('marks a suppressed count', () => {
    expect(
      buildWidgetChart(widget, { items: [{ COUNT: null, suppressed: true }] }, { mode: 'light' }),
    ).toEqual({ kind: 'stat', value: null, label: 'Total Cases', suppressed: true });
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' })).toEqual({ kind: 'empty' });
  });
});
