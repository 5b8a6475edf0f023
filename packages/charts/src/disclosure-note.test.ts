import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from './build-widget-chart.js';
import { wrapText } from './disclosure-note.js';
import { defaultWidget, echartsOf, suppressedRow } from './test-helpers.js';
import { textWidth } from './text-width.js';

describe('wrapText', () => {
  it('cuts at spaces into lines no wider than asked, keeping every word', () => {
    const text = PUBLIC_DASHBOARD_TEXT.suppressedLegend(10);
    const lines = wrapText(text, 200, 11);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text);
  });

  it('gives a word wider than the line a line of its own', () => {
    expect(wrapText('a Supercalifragilistic b', 40, 11)).toEqual(['a', 'Supercalifragilistic', 'b']);
  });
});

describe('the note under a public chart', () => {
  const items = [{ year_dateOfDeath: 2024, COUNT: 30 }, suppressedRow({ year_dateOfDeath: 2023 })];
  const widget = defaultWidget('drug_induced_by_year');

  it('wraps to the width the chart is drawn at and makes room for itself below the plot', () => {
    const plain = echartsOf(buildWidgetChart(widget, { items }, { mode: 'light', width: 300 }));
    const narrow = echartsOf(
      buildWidgetChart(widget, { items }, { mode: 'light', width: 300, disclosure: { threshold: 10 } }),
    );
    const wide = echartsOf(
      buildWidgetChart(widget, { items }, { mode: 'light', width: 1000, disclosure: { threshold: 10 } }),
    );
    expect(narrow.height).toBeGreaterThan(wide.height);
    expect(wide.height).toBeGreaterThan(plain.height);
    expect(narrow.option.grid?.bottom).toBe((plain.option.grid?.bottom ?? 0) + narrow.height - plain.height);
  });
});
