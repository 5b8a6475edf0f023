import type { ResultRow } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from './build-widget-chart.js';
import { renderChartSvg } from './ssr.js';
import { defaultWidget, echartsOf, suppressedRow } from './test-helpers.js';

describe('renderChartSvg', () => {
  it('renders a chart option to an SVG document holding its category labels', () => {
    const chart = buildWidgetChart(
      defaultWidget('top_causes'),
      {
        items: [
          { causeOfDeath: 'Gunshot wound of head', COUNT: 12 },
          { causeOfDeath: 'Hanging', COUNT: 4 },
        ],
      },
      { mode: 'light', animation: false },
    );
    const svg = renderChartSvg(echartsOf(chart).option as never, { width: 600, height: 300 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="600"');
    expect(svg).toContain('Gunshot wound of head');
    expect(svg).toContain('Hanging');
  });

  it('renders the word cloud graphic text', () => {
    const chart = buildWidgetChart(
      defaultWidget('cause_cloud'),
      {
        items: [
          { causeOfDeath: 'Drowning', COUNT: 12 },
          { causeOfDeath: 'Hanging', COUNT: 4 },
        ],
      },
      { mode: 'dark', width: 400 },
    );
    const svg = renderChartSvg(echartsOf(chart).option as never, { width: 400, height: 320 });
    expect(svg).toContain('Drowning');
    expect(svg).toContain('Hanging');
  });

  it('renders every chart transformer without error', () => {
    const cases: [string, Record<string, unknown>[]][] = [
      ['manner_of_death', [{ mannerOfDeath: 'UNDETERMINED', COUNT: 3 }]],
      ['deaths_by_month', [{ month_dateOfDeath: '2025-01', COUNT: 3 }]],
      ['drug_induced_by_year', [{ year_dateOfDeath: 2024, COUNT: 3 }]],
      ['manner_by_age_group', [{ ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 3 }]],
      ['death_map', [{ deathLatitude: 39.8, deathLongitude: -98.5, COUNT: 3 }]],
    ];
    for (const [id, items] of cases) {
      const chart = buildWidgetChart(defaultWidget(id), { items: items as never }, { mode: 'light' });
      const { option, height } = echartsOf(chart);
      expect(renderChartSvg(option as never, { width: 500, height })).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    const pie = renderChartSvg(
      echartsOf(
        buildWidgetChart(
          defaultWidget('manner_of_death'),
          { items: [{ mannerOfDeath: 'UNDETERMINED', COUNT: 3 }] },
          { mode: 'light' },
        ),
      ).option as never,
      { width: 400, height: 300 },
    );
    expect(pie).toContain('Indeterminate');
  });

  it('draws suppressed values and the legend saying why into the SVG of a public chart', () => {
    const cases: [string, ResultRow[]][] = [
      ['top_causes', [{ causeOfDeath: 'Drowning', COUNT: 30 }, suppressedRow({ causeOfDeath: 'Fall' })]],
      [
        'drug_induced_by_year',
        [{ year_dateOfDeath: 2024, COUNT: 30 }, suppressedRow({ year_dateOfDeath: 2023 })],
      ],
      [
        'manner_by_age_group',
        [
          { ageGroup: '25-44', mannerOfDeath: 'NATURAL', COUNT: 30 },
          suppressedRow({ ageGroup: '25-44', mannerOfDeath: 'ACCIDENT' }),
        ],
      ],
      [
        'deaths_by_month',
        [{ month_dateOfDeath: '2025-01', COUNT: 30 }, suppressedRow({ month_dateOfDeath: '2025-02' })],
      ],
    ];
    const legendStart = PUBLIC_DASHBOARD_TEXT.suppressedLegend(10).split(' ').slice(0, 6).join(' ');
    for (const [id, items] of cases) {
      const chart = buildWidgetChart(
        defaultWidget(id),
        { items },
        { mode: 'light', animation: false, width: 500, disclosure: { threshold: 10 } },
      );
      const { option, height } = echartsOf(chart);
      const svg = renderChartSvg(option as never, { width: 500, height });
      expect(svg, id).toContain(`>${PUBLIC_DASHBOARD_TEXT.suppressed}<`);
      expect(svg, id).toContain(legendStart);
    }
    const pie = buildWidgetChart(
      defaultWidget('manner_of_death'),
      { items: [{ mannerOfDeath: 'NATURAL', COUNT: 30 }, suppressedRow({ mannerOfDeath: 'UNDETERMINED' })] },
      { mode: 'dark', animation: false, width: 400, disclosure: { threshold: 10 } },
    );
    const svg = renderChartSvg(echartsOf(pie).option as never, { width: 400, height: echartsOf(pie).height });
    expect(svg).toContain(PUBLIC_DASHBOARD_TEXT.suppressedValue('Indeterminate'));
    expect(svg).toContain(legendStart);
  });
});
