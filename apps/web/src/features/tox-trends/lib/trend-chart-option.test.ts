import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, CHART_PALETTE_DARK } from '@hde/charts';
import {
  TREND_LEGEND_WIDTH,
  trendChartOption,
  trendLegendLayout,
  trendTooltip,
  weekLabel,
} from './trend-chart-option';

const weeks = ['2020-W52', '2020-W53', '2021-W01', '2021-W02'];
const fentanyl = { name: 'fentanyl', counts: [1, 2, 3, 4] };
const cocaine = { name: 'cocaine', counts: [0, 1, 0, 2] };

interface LineSeries {
  name: string;
  data: (number | string)[];
  color: string;
  lineStyle: { type: string };
}
const lines = (option: ReturnType<typeof trendChartOption>) => option.series as LineSeries[];

describe('trendChartOption', () => {
  it('labels the weeks with their Monday', () => {
    const option = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: null,
      mode: 'light',
    });
    expect((option.xAxis as { data: string[] }).data).toEqual([
      '2020-12-21',
      '2020-12-28',
      '2021-01-04',
      '2021-01-11',
    ]);
    expect(weekLabel('not a week')).toBe('not a week');
  });

  it('draws one solid line per series without provisional weeks, a legend only for several', () => {
    const one = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: null,
      mode: 'light',
    });
    expect(lines(one).map((line) => line.lineStyle.type)).toEqual(['solid']);
    expect(one.legend).toBeUndefined();
    const two = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl, cocaine],
      provisionalFrom: null,
      mode: 'light',
    });
    expect(lines(two).map((line) => line.data)).toEqual([fentanyl.counts, cocaine.counts]);
    expect((two.legend as { data: string[] }).data).toEqual(['fentanyl', 'cocaine']);
  });

  it('dashes each line from the week before the first provisional week, in the same colour', () => {
    const option = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: '2021-W01',
      mode: 'light',
    });
    const [settled, provisional] = lines(option);
    expect(settled?.data).toEqual([1, 2, '-', '-']);
    expect(provisional?.data).toEqual(['-', 2, 3, 4]);
    expect(settled?.lineStyle.type).toBe('solid');
    expect(provisional?.lineStyle.type).toBe('dashed');
    expect(provisional?.name).toBe('fentanyl');
    expect(provisional?.color).toBe(settled?.color);
  });

  it('dashes the whole line when every week is provisional', () => {
    const option = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: '2020-W52',
      mode: 'light',
    });
    expect(lines(option).map((line) => line.data)).toEqual([['-', '-', '-', '-'], fentanyl.counts]);
  });

  it('takes the colours of the theme mode', () => {
    const light = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: null,
      mode: 'light',
    });
    const dark = trendChartOption({
      title: 'Chart',
      weeks,
      series: [fentanyl],
      provisionalFrom: null,
      mode: 'dark',
    });
    expect(lines(light)[0]?.color).toBe(CHART_PALETTE[0]);
    expect(lines(dark)[0]?.color).toBe(CHART_PALETTE_DARK[0]);
  });
});

describe('the legend', () => {
  const substances = [
    'amphetamine',
    'methamphetamine',
    'fentanyl',
    'carfentanil',
    'cocaine',
    'ethanol',
    'oxycodone',
    'buprenorphine',
    'alprazolam',
    'Other',
  ].map((name) => ({ name, counts: [1, 1, 1, 1] }));
  interface LooseLegend {
    type: string;
    data: string[];
    left: number;
    right: number;
    textStyle: { width: number; overflow: string };
  }
  const optionAt = (width?: number) =>
    trendChartOption({
      title: 'By Substance',
      weeks,
      series: substances,
      provisionalFrom: null,
      mode: 'light',
      ...(width === undefined ? {} : { width }),
    });

  it('names every series in full on as many lines as it takes, no pager', () => {
    const option = optionAt(560);
    const legend = option.legend as LooseLegend;
    expect(legend.type).toBe('plain');
    expect(legend.data).toEqual(substances.map((one) => one.name));
    // Both sides set, so ECharts wraps at the chart's width and not at half of it ('center').
    expect([legend.left, legend.right]).toEqual([8, 8]);
    expect(legend.textStyle.width).toBeGreaterThan(400);
  });

  it('moves the plot down by the lines the legend takes', () => {
    const wide = trendLegendLayout(
      substances.map((one) => one.name),
      1200,
    );
    const half = trendLegendLayout(
      substances.map((one) => one.name),
      560,
    );
    const phone = trendLegendLayout(
      substances.map((one) => one.name),
      326,
    );
    expect(wide.lines).toBe(1);
    expect(wide.top).toBe(40);
    expect(half.lines).toBe(2);
    expect(phone.lines).toBeGreaterThan(half.lines);
    expect(phone.top).toBeGreaterThan(half.top);
    expect((optionAt(560).grid as { top: number }).top).toBe(half.top);
    expect((optionAt().grid as { top: number }).top).toBe(
      trendLegendLayout(
        substances.map((one) => one.name),
        TREND_LEGEND_WIDTH,
      ).top,
    );
  });

  it('keeps the plain top without a legend, and one line for two short names', () => {
    expect(trendLegendLayout(['Cases']).top).toBe(16);
    expect(trendLegendLayout(['Female', 'Male'], 326)).toMatchObject({ lines: 1, top: 40 });
  });

  it('cuts only a name wider than the whole chart, which its tooltip then names', () => {
    const long = 'x'.repeat(200);
    const layout = trendLegendLayout([long, 'cocaine'], 326);
    expect(layout.lines).toBe(2);
    expect(layout.textWidth).toBeLessThan(326);
  });
});

describe('the description for screen readers', () => {
  it('names the weeks and each series with its cases', () => {
    const option = trendChartOption({
      title: 'By Substance',
      weeks,
      series: [fentanyl, cocaine],
      provisionalFrom: '2021-W01',
      mode: 'light',
    });
    expect(option.aria).toEqual({
      enabled: true,
      label: {
        description: 'By Substance, by week from 2020-12-21 to 2021-01-11. Cases: fentanyl 10, cocaine 3.',
      },
    });
  });
});

describe('trendTooltip', () => {
  it('lists each series once with its count, and escapes names', () => {
    const text = trendTooltip([
      { axisValueLabel: '2021-01-04', seriesName: '<b>x</b>', marker: '•', value: 3 },
      { axisValueLabel: '2021-01-04', seriesName: '<b>x</b>', marker: '•', value: 3 },
      { axisValueLabel: '2021-01-04', seriesName: 'cocaine', marker: '•', value: '-' },
    ]);
    expect(text).toBe('2021-01-04<br/>•&lt;b&gt;x&lt;/b&gt;: 3');
  });
});
