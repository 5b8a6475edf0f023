import type { QueryResult } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from '../build-widget-chart.js';
import { CHART_PALETTE_DARK } from '../chart-theme.js';
import { defaultWidget, echartsOf, noteOf, suppressedRow } from '../test-helpers.js';

const widget = defaultWidget('cause_cloud');
const result: QueryResult = {
  items: [
    { causeOfDeath: 'Gunshot wound of head', COUNT: 40 },
    { causeOfDeath: 'Hanging', COUNT: 12 },
    { causeOfDeath: 'Drowning', COUNT: 3 },
    suppressedRow({ causeOfDeath: 'Blunt force injuries' }),
  ],
};

describe('wordCloud', () => {
  it('draws the laid-out words as graphic text, largest first, suppressed counts left out', () => {
    const { option } = echartsOf(buildWidgetChart(widget, result, { mode: 'light', width: 500 }));
    const [group] = option.graphic?.elements ?? [];
    if (group?.type !== 'group') throw new Error('Expected the group of words');
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
    const [group] = option.graphic?.elements ?? [];
    expect(group?.type === 'group' && group.children[0]?.style.fill).toBe(CHART_PALETTE_DARK[0]);
  });

  it('says on a public cloud that rare terms are left out, below the words', () => {
    const signedIn = echartsOf(buildWidgetChart(widget, result, { mode: 'light', width: 500 }));
    const { option, height } = echartsOf(
      buildWidgetChart(widget, result, { mode: 'light', width: 500, disclosure: { threshold: 10 } }),
    );
    expect(noteOf(option)).toBe(PUBLIC_DASHBOARD_TEXT.termsHiddenLegend(10));
    expect(noteOf(signedIn.option)).toBe('');
    expect(height).toBeGreaterThan(signedIn.height);
    // The words keep the place they had: centred in the height the cloud had before the note.
    const [group] = option.graphic?.elements ?? [];
    expect(group).toMatchObject({
      top: (signedIn.height - (group?.type === 'group' ? group.height : 0)) / 2,
    });
  });

  it('writes a term into its tooltip as text, never as HTML', () => {
    const { option } = echartsOf(
      buildWidgetChart(
        widget,
        { items: [{ causeOfDeath: '<img src=x onerror=alert(1)>', COUNT: 12 }] },
        { mode: 'light', width: 500 },
      ),
    );
    const [group] = option.graphic?.elements ?? [];
    const word = group?.type === 'group' ? group.children[0] : undefined;
    expect((word as { tooltip?: { formatter: string } } | undefined)?.tooltip?.formatter).toBe(
      '&lt;img src=x onerror=alert(1)&gt;: 12',
    );
  });

  it('is empty without rows or with only suppressed counts', () => {
    expect(buildWidgetChart(widget, { items: [] }, { mode: 'light' }).kind).toBe('empty');
    expect(
      buildWidgetChart(widget, { items: [suppressedRow({ causeOfDeath: 'A' })] }, { mode: 'light' }).kind,
    ).toBe('empty');
  });
});
