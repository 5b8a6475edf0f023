import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { defaultWidget, suppressedRow } from '../test-helpers.js';

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

  it('marks a suppressed count, with no number', () => {
    expect(buildWidgetChart(widget, { items: [suppressedRow({})] }, { mode: 'light' })).toEqual({
      kind: 'stat',
      value: null,
      label: 'Total Cases',
      suppressed: true,
    });
  });

  it('says why a public count is suppressed', () => {
    const items = [suppressedRow({})];
    expect(buildWidgetChart(widget, { items }, { mode: 'dark', disclosure: { threshold: 11 } })).toEqual({
      kind: 'stat',
      value: null,
      label: 'Total Cases',
      suppressed: true,
      note: PUBLIC_DASHBOARD_TEXT.suppressedLegend(11),
    });
  });

  it('shows a public count that is not suppressed as before', () => {
    const result = { items: [{ COUNT: 1234 }] };
    expect(buildWidgetChart(widget, result, { mode: 'light', disclosure: { threshold: 10 } })).toEqual(
      buildWidgetChart(widget, result, { mode: 'light' }),
    );
  });

  it('is empty without rows', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' })).toEqual({ kind: 'empty' });
  });
});
