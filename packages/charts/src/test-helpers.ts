import { DEFAULT_CASE_DASHBOARD, type DashboardWidget } from '@hde/contracts';
import { SUPPRESSED_KEY, type ResultRow, type SuppressionRule } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import type { WidgetChart } from './widget-chart.js';

/** Test support: the default dashboard's widgets and a loose view of an ECharts option. */

export function defaultWidget(id: string): DashboardWidget {
  const widget = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).find((entry) => entry.id === id);
  if (!widget) throw new Error(`No default widget ${id}`);
  return widget;
}

export interface LooseDataItem {
  value: number | null | number[];
  name?: string;
  symbolSize?: number;
  label?: { show?: boolean; formatter?: string };
  tooltip?: { formatter?: string };
}

interface LooseMarkPoint {
  label: { show: boolean; formatter: string; color: string };
  itemStyle: { color: string; borderColor: string };
  data: { name: string; coord: (number | string)[] }[];
}

interface LooseSeries {
  type: string;
  name?: string;
  stack?: string;
  color?: string;
  data: (LooseDataItem | number | null)[];
  markPoint?: LooseMarkPoint;
}

interface LooseAxis {
  type: string;
  data?: string[];
  min?: number;
  max?: number;
  inverse?: boolean;
  axisLabel?: { color?: string };
  axisLine?: { lineStyle?: { color?: string } };
  splitLine?: { lineStyle?: { color?: string } };
}

interface LooseTextElement {
  type: 'text';
  x: number;
  y: number;
  style: { text: string; fontSize: number; fill: string };
}

export interface LooseOption {
  animation: boolean;
  color: string[];
  textStyle: { color: string };
  series: LooseSeries[];
  xAxis: LooseAxis;
  yAxis: LooseAxis;
  legend?: { data: string[] };
  graphic?: {
    elements: (
      | { type: 'group'; width: number; height: number; children: LooseTextElement[] }
      | { type: 'text'; style: { text: string; fill: string } }
    )[];
  };
  grid?: { bottom: number };
  aria?: { enabled: boolean; label: { description: string } };
  tooltip?: { formatter?: string };
}

export function echartsOf(chart: WidgetChart): { option: LooseOption; height: number } {
  if (chart.kind !== 'echarts') throw new Error(`Expected an ECharts chart, got ${chart.kind}`);
  return { option: chart.option as unknown as LooseOption, height: chart.height };
}

/** A row of a public answer whose count disclosure control withheld: one marker, never the rule. */
export function suppressedRow(group: ResultRow): ResultRow {
  return { ...group, COUNT: null, [SUPPRESSED_KEY]: true };
}

const RULE_NAMES: readonly string[] = [
  ...(['primary', 'complementary'] satisfies SuppressionRule[]),
  PUBLIC_DASHBOARD_TEXT.report.columns.primary,
  PUBLIC_DASHBOARD_TEXT.report.columns.complementary,
];

/** The names of suppression rules (their keys or the owners' report's labels) found anywhere in an option. */
export function ruleNamesIn(option: LooseOption): string[] {
  const text = JSON.stringify(option).toLowerCase();
  return RULE_NAMES.filter((name) => text.includes(name.toLowerCase()));
}

/** The text written under a chart (its disclosure note), its lines joined by spaces. */
export function noteOf(option: LooseOption): string {
  return (option.graphic?.elements ?? [])
    .flatMap((element) => (element.type === 'text' ? [element.style.text.replace(/\n/g, ' ')] : []))
    .join(' ');
}

/** The names (tooltips) of the markers of suppressed values, over every series. */
export function markerNames(option: LooseOption): string[] {
  return option.series.flatMap((series) => series.markPoint?.data.map((place) => place.name) ?? []);
}

export function itemValue(item: LooseDataItem | number | null | undefined): unknown {
  return item !== null && typeof item === 'object' ? item.value : item;
}
