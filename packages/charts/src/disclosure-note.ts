import { ANALYTICS_TEXT, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import type { ChartContext } from './chart-context.js';
import type { SuppressedValue } from './suppression.js';
import { textWidth } from './text-width.js';
import type { ChartOption, EChartsWidgetChart } from './widget-chart.js';

const NOTE_FONT_SIZE = 11;
const NOTE_LINE_HEIGHT = 15;
const NOTE_MARGIN = 8;

/** What a chart tells about the values disclosure control withheld from it. */
export interface ChartDisclosure {
  /** Values drawn as suppressed. */
  suppressed: readonly SuppressedValue[];
  /** Lines listed under the chart before any legend text (a donut's suppressed categories). */
  lines?: readonly string[];
  /** What a public chart of its kind always says: the answer leaves out places or terms below the threshold. */
  publicNote?: (threshold: number) => string;
}

/** `text` cut at spaces into lines no wider than `maxWidth` pixels (a longer word keeps a line of its own). */
export function wrapText(text: string, maxWidth: number, fontSize = NOTE_FONT_SIZE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The layout parts of an option that a note under the chart pushes up. */
interface LayoutParts {
  grid?: { bottom?: number };
  legend?: { bottom?: number };
  series?: { type?: string }[];
  graphic?: { elements: { top?: number | string; height?: number }[] };
}

/** The option with `space` pixels kept free under its plot, legend, donut and centred graphics. */
function keepBottom(option: ChartOption, space: number, height: number): LayoutParts {
  const parts = option as LayoutParts;
  return {
    ...(parts.grid ? { grid: { ...parts.grid, bottom: (parts.grid.bottom ?? 0) + space } } : {}),
    ...(parts.legend?.bottom === undefined
      ? {}
      : { legend: { ...parts.legend, bottom: parts.legend.bottom + space } }),
    ...(parts.series
      ? {
          series: parts.series.map((series) =>
            series.type === 'pie' ? { ...series, bottom: space } : series,
          ),
        }
      : {}),
    graphic: {
      elements: (parts.graphic?.elements ?? []).map((element) =>
        element.top === 'middle' && element.height !== undefined
          ? { ...element, top: Math.round((height - element.height) / 2) }
          : element,
      ),
    },
  };
}

/**
 * The chart with what it must say about suppressed values (issue 22): under the plot, the lines of
 * `disclosure` and, for a public chart, why values are suppressed (suppressedLegend) and its kind's public note;
 * an accessible description naming the suppressed values. A chart with nothing to say is returned as it was.
 */
export function withDisclosure(
  chart: EChartsWidgetChart,
  title: string,
  context: ChartContext,
  disclosure: ChartDisclosure,
): EChartsWidgetChart {
  const threshold = context.disclosure?.threshold;
  const legends =
    threshold === undefined
      ? []
      : [
          ...(disclosure.suppressed.length > 0 ? [PUBLIC_DASHBOARD_TEXT.suppressedLegend(threshold)] : []),
          ...(disclosure.publicNote ? [disclosure.publicNote(threshold)] : []),
        ];
  const paragraphs = [...(disclosure.lines ?? []), ...legends];
  if (paragraphs.length === 0 && disclosure.suppressed.length === 0) return chart;
  const description = [
    `${ANALYTICS_TEXT.chartLabel(title)}.`,
    ...(disclosure.suppressed.length > 0
      ? [PUBLIC_DASHBOARD_TEXT.suppressedValuesDescription(disclosure.suppressed.map((value) => value.name))]
      : []),
    ...legends,
  ].join(' ');
  const aria = { enabled: true, label: { description } };
  if (paragraphs.length === 0) return { ...chart, option: { ...chart.option, aria } };

  // Text widths are estimated (text-width.ts): a margin on the right too keeps a long line inside the chart.
  const lines = paragraphs.flatMap((paragraph) =>
    wrapText(paragraph, context.width - 4 * NOTE_MARGIN, NOTE_FONT_SIZE),
  );
  const space = lines.length * NOTE_LINE_HEIGHT + NOTE_MARGIN;
  const layout = keepBottom(chart.option, space, chart.height);
  const { theme } = context;
  const note = {
    type: 'text' as const,
    left: NOTE_MARGIN,
    bottom: NOTE_MARGIN / 2,
    silent: true,
    style: {
      text: lines.join('\n'),
      fill: theme.secondaryText,
      fontSize: NOTE_FONT_SIZE,
      lineHeight: NOTE_LINE_HEIGHT,
      fontFamily: theme.fontFamily,
    },
  };
  return {
    kind: 'echarts',
    height: chart.height + space,
    option: {
      ...chart.option,
      ...layout,
      graphic: { elements: [...(layout.graphic?.elements ?? []), note] },
      aria,
    } as ChartOption,
  };
}
