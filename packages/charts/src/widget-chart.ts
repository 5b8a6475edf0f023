import type { ResultRow } from '@hde/contracts/api';
import type { EChartsOption } from 'echarts';
import type { ChartMode } from './chart-theme.js';

/** An Apache ECharts option object (type only: building one needs no ECharts runtime). */
export type ChartOption = EChartsOption;

export interface TableColumn {
  field: string;
  label: string;
}

/** What a dashboard widget shows: a figure, a chart, a table, or nothing. */
export type WidgetChart =
  | {
      kind: 'stat';
      value: number | null;
      label: string;
      suppressed?: boolean;
      /** Why a public figure is suppressed (suppressedLegend), to show under it. */
      note?: string;
    }
  | { kind: 'echarts'; option: ChartOption; height: number }
  | {
      kind: 'table';
      columns: TableColumn[];
      /** Display text of each cell by field ('---' for no value). */
      rows: Record<string, string>[];
      /** The rows as the query answered them (for row clicks: `_id`). */
      items: ResultRow[];
      /** Rows matching before paging, when the query answered it. */
      total?: number;
    }
  | { kind: 'empty' };

/** A widget drawn by ECharts. */
export type EChartsWidgetChart = Extract<WidgetChart, { kind: 'echarts' }>;

export interface BuildChartOptions {
  mode: ChartMode;
  /** ECharts animation; off for server-side rendering. Default true. */
  animation?: boolean;
  /** Width in pixels the chart will be drawn at (word-cloud layout); defaults from the widget's columns. */
  width?: number;
  /** Set for public views (published aggregates after disclosure control); signed-in dashboards leave it out. */
  disclosure?: Disclosure;
}

/** What a public chart tells about disclosure control: the smallest count shown (PublicDashboard.threshold). */
export interface Disclosure {
  threshold: number;
}

/** Pixel width of a widget of `columns` of the 12-column grid at a 1200-pixel content width. */
export function widgetPixelWidth(columns: number): number {
  return Math.round((1200 / 12) * columns - 32);
}
