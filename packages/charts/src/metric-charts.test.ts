import { describe, expect, it } from 'vitest';
import type { MetricCard } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { chartTheme } from './chart-theme.js';
import {
  pathologistBarOption,
  yearlyCountsOption,
  yearlyLineOption,
  type MetricChart,
} from './metric-charts.js';
import type { LooseOption } from './test-helpers.js';

interface MetricSeries {
  type: string;
  name: string;
  label?: { position?: string };
  data: (
    { value: number | null; tooltip?: { formatter?: string }; label?: { position?: string } } | number
  )[];
  markLine?: { data: Record<string, number>[]; label: { formatter: string } };
}

const values = (series: MetricSeries | undefined) =>
  series?.data.map((item) => (typeof item === 'object' ? item.value : item));

function optionOf(chart: MetricChart | null) {
  if (!chart) throw new Error('Expected a chart');
  return chart.option as unknown as Omit<LooseOption, 'series'> & { series: MetricSeries[] };
}

const card: MetricCard = {
  kind: 'exam',
  title: 'Exam Metrics',
  target: 90,
  onTime: 45,
  total: 50,
  percentage: 90,
  byPathologist: [
    { pathologist: 'Dr. <b>Adams</b>', onTime: 20, total: 20, percentage: 100 },
    { pathologist: 'Dr. Baker', onTime: 25, total: 30, percentage: 83.3 },
  ],
  byYear: [
    { year: 2009, onTime: 1, total: 4, percentage: 25 },
    { year: 2010, onTime: 2, total: 4, percentage: 50 },
    { year: 2023, onTime: 30, total: 40, percentage: 75 },
    { year: 2024, onTime: 45, total: 50, percentage: 90 },
  ],
};

const empty: MetricCard = { ...card, onTime: 0, total: 0, percentage: null, byPathologist: [], byYear: [] };

describe('pathologistBarOption', () => {
  it('draws one bar per pathologist in the given order, percent on time, with the target line', () => {
    const option = optionOf(pathologistBarOption(card, { mode: 'light' }));
    expect(option.yAxis.data).toEqual(['Dr. <b>Adams</b>', 'Dr. Baker']);
    expect(option.yAxis.inverse).toBe(true);
    expect(option.xAxis).toMatchObject({ min: 0, max: 100 });
    const [bars] = option.series;
    expect(bars?.name).toBe(OVERVIEW_TEXT.percentOnTime);
    expect(values(bars)).toEqual([100, 83.3]);
    expect(bars?.markLine?.data).toEqual([{ xAxis: 90 }]);
    expect(bars?.markLine?.label.formatter).toBe(OVERVIEW_TEXT.target(90));
  });

  it('says how many were on time in the tooltip, with names escaped', () => {
    const [bars] = optionOf(pathologistBarOption(card, { mode: 'light' })).series;
    const tooltips = bars?.data.map((item) => (typeof item === 'object' ? item.tooltip?.formatter : null));
    expect(tooltips).toEqual([
      'Dr. &lt;b&gt;Adams&lt;/b&gt;: 100% (20 of 20 on time)',
      'Dr. Baker: 83.3% (25 of 30 on time)',
    ]);
  });

  it('writes values inside the bars, outside the short ones', () => {
    const short = {
      ...card,
      byPathologist: [
        { pathologist: 'Dr. Cole', onTime: 1, total: 10, percentage: 10 },
        ...card.byPathologist,
      ],
    };
    const [bars] = optionOf(pathologistBarOption(short, { mode: 'light' })).series;
    expect(bars?.label?.position).toBe('insideRight');
    expect(bars?.data.map((item) => (typeof item === 'object' ? item.label?.position : null))).toEqual([
      'right',
      undefined,
      undefined,
    ]);
  });

  it('grows with the number of pathologists', () => {
    const many = {
      ...card,
      byPathologist: Array.from({ length: 20 }, (_, index) => ({
        pathologist: `Dr. ${index}`,
        onTime: 1,
        total: 2,
        percentage: 50,
      })),
    };
    expect(pathologistBarOption(many, { mode: 'light' })!.height).toBeGreaterThan(
      pathologistBarOption(card, { mode: 'light' })!.height,
    );
  });

  it('is null without pathologists', () => {
    expect(pathologistBarOption(empty, { mode: 'light' })).toBeNull();
  });
});

describe('yearlyLineOption', () => {
  it('draws percent on time per year after 2010, with the target line', () => {
    const option = optionOf(yearlyLineOption(card, { mode: 'light' }));
    expect(option.xAxis.data).toEqual(['2023', '2024']);
    // Ten points under the lowest value (75), so that the line's changes show.
    expect(option.yAxis).toMatchObject({ min: 60, max: 100 });
    const [line] = option.series;
    expect(line?.type).toBe('line');
    expect(values(line)).toEqual([75, 90]);
    expect(line?.markLine?.data).toEqual([{ yAxis: 90 }]);
  });

  it('is null when no year after 2010 has data', () => {
    expect(yearlyLineOption(empty, { mode: 'light' })).toBeNull();
    expect(yearlyLineOption({ ...card, byYear: card.byYear.slice(0, 2) }, { mode: 'light' })).toBeNull();
  });
});

describe('yearlyCountsOption', () => {
  it('draws on-time and late bars side by side per year after 2010', () => {
    const option = optionOf(yearlyCountsOption(card, { mode: 'light' }));
    expect(option.xAxis.data).toEqual(['2023', '2024']);
    expect(option.legend?.data).toEqual([OVERVIEW_TEXT.onTime, OVERVIEW_TEXT.late]);
    expect(option.series.map((series) => [series.type, series.name, series.data])).toEqual([
      ['bar', OVERVIEW_TEXT.onTime, [30, 45]],
      ['bar', OVERVIEW_TEXT.late, [10, 5]],
    ]);
    expect(option.series.every((series) => !('stack' in series))).toBe(true);
  });

  it('is null without yearly data', () => {
    expect(yearlyCountsOption(empty, { mode: 'light' })).toBeNull();
  });
});

describe('metric charts', () => {
  it.each([
    ['pathologists', pathologistBarOption],
    ['yearly line', yearlyLineOption],
    ['yearly counts', yearlyCountsOption],
  ])('%s follow the theme mode and the animation choice', (_name, build) => {
    const light = optionOf(build(card, { mode: 'light' }));
    const dark = optionOf(build(card, { mode: 'dark', animation: false }));
    expect(light.textStyle.color).toBe(chartTheme('light').text);
    expect(dark.textStyle.color).toBe(chartTheme('dark').text);
    expect(light.animation).toBe(true);
    expect(dark.animation).toBe(false);
  });
});
