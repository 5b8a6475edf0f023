/**
 * Server-side rendering of chart options to SVG (`@hde/charts/ssr`): a separate entry so that the browser
 * bundle of `@hde/charts` never loads the ECharts runtime through it.
 */
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_MODULES } from './echarts-modules.js';
import { parseFont, textWidth } from './text-width.js';
import type { ChartOption } from './widget-chart.js';

echarts.use([...CHART_MODULES, SVGRenderer]);

// Without a canvas ECharts guesses text widths; measure as the word-cloud layout and the PDF fonts do.
echarts.setPlatformAPI({
  measureText(text: string, font?: string) {
    const { fontSize, bold } = parseFont(font);
    return { width: textWidth(text, fontSize, bold) };
  },
});

export interface RenderChartSvgOptions {
  width: number;
  height: number;
}

/** The chart of `option` as an SVG document, drawn without animation. */
export function renderChartSvg(option: ChartOption, { width, height }: RenderChartSvgOptions): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
