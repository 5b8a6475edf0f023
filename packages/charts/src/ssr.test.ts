import { describe, expect, it } from 'vitest';
import { buildWidgetChart } from './build-widget-chart.js';
import { renderChartSvg } from './ssr.js';
import { defaultWidget, echartsOf } from './test-helpers.js';

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
});
