import type { QueryResult } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { CHART_PALETTE_DARK } from '../chart-theme.js';
import { defaultWidget, echartsOf } from '../test-helpers.js';

const widget = defaultWidget('cause_cloud');
const result: QueryResult = {
  items: [
    { causeOfDeath: 'Gunshot wound of head', COUNT: 40 },
    { causeOfDeath: 'Hanging', COUNT: 12 },
    { causeOfDeath: 'Drowning', COUNT: 3 },
    { causeOfDeath: 'Blunt force injuries', COUNT: null, suppressed: true },
  ],
};

describe('wordCloud', () => {
  it('draws the laid-out words as graphic text, largest first, suppressed counts left out', () => {
    const { option } = echartsOf(buildWidgetChart(widget, result, { mode: 'light', width: 500 }));
    const [group] = option.graphic?.elements ?? [];
    expect(group?.type).toBe('group');
    expect(group?.width).toBe(500);
    const texts = group?.children ?? [];
    expect(texts.map((text) => text.style.text)).toEqual(['Gunshot wound of head', 'Hanging', 'Drowning']);
    expect(texts[0]?.style.fontSize).toBeGreaterThan(texts[2]?.style.fontSize ?? Infinity);
    for (const text of texts) {
      expect(text.type).toBe('text');
      expect(text.x).toBeGreaterThan(0);
      expect(text.x).toBeLessThan(500);
    }
  });

  it('is the same option each time', () => {
    const first = buildWidgetChart(widget, result, { mode: 'light', width: 500 });
    expect(buildWidgetChart(widget, result, { mode: 'light', width: 500 })).toEqual(first);
  });

  it('uses the dark palette in dark mode', () => {
    const { option } = echartsOf(buildWidgetChart(widget, result, { mode: 'dark', width: 500 }));
    expect(option.graphic?.elements[0]?.children[0]?.style.fill).toBe(CHART_PALETTE_DARK[0]);
  });

  it('is empty without rows or with only suppressed counts', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
    expect(
      buildWidgetChart(
        widget,
        { items: [{ causeOfDeath: 'A', COUNT: null, suppressed: true }] },
        { mode: 'light' },
      ).kind,
    ).toBe('empty');
  });
});
