import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import type { ChartTheme } from './chart-theme.js';

/**
 * A value of a chart whose count was withheld, named as the chart shows it ('Female', 'Mar 2024'). It carries no
 * rule: a public answer never says which one withheld a count (decision 0013).
 */
export interface SuppressedValue {
  name: string;
}

/** Where suppressed values are marked: a category (index) of the chart, at a position on its value axis. */
export interface SuppressedPlace {
  category: number;
  /** 0 (at the axis) for a value drawn alone; the top of the shown part for a stack. */
  at: number;
  values: readonly SuppressedValue[];
}

/** Bars stand up from a horizontal category axis, or lie along a vertical one. */
export type MarkerOrientation = 'vertical' | 'horizontal';

const MARKER_LONG_SIDE = 16;
const MARKER_SHORT_SIDE = 12;
const MARKER_FONT_SIZE = 11;
/** A box struck by diagonal hatching, drawn in the stroke colour: unlike a bar of any height. */
const HATCHED_BOX = 'path://M0,0H16V16H0Z M0,8L8,0 M0,16L16,0 M8,16L16,8';

/**
 * The ECharts markPoint that marks suppressed values: a hatched box standing on the axis (or on the shown part
 * of a stack) labelled 'Suppressed', whose tooltip names each value ('Female: Suppressed'). The series
 * data holds no number there: a marker is not a count.
 */
export function suppressedMarkPoint(
  theme: ChartTheme,
  places: readonly SuppressedPlace[],
  orientation: MarkerOrientation,
) {
  const vertical = orientation === 'vertical';
  return {
    symbol: HATCHED_BOX,
    symbolKeepAspect: false,
    symbolSize: vertical ? [MARKER_LONG_SIDE, MARKER_SHORT_SIDE] : [MARKER_SHORT_SIDE, MARKER_LONG_SIDE],
    // Off the axis line, onto the side the bar would grow to.
    symbolOffset: vertical ? [0, -MARKER_SHORT_SIDE / 2] : [MARKER_SHORT_SIDE / 2, 0],
    itemStyle: { color: theme.suppressedFill, borderColor: theme.suppressedStroke, borderWidth: 1 },
    label: {
      show: true,
      formatter: PUBLIC_DASHBOARD_TEXT.suppressed,
      color: theme.secondaryText,
      fontSize: MARKER_FONT_SIZE,
      // Upright text above a column, so that neighbouring markers' labels never run into each other.
      ...(vertical
        ? { position: 'top' as const, rotate: 90, align: 'left' as const, verticalAlign: 'middle' as const }
        : { position: 'right' as const }),
    },
    emphasis: { disabled: true },
    tooltip: { trigger: 'item' as const, formatter: '{b}' },
    data: places.map((place) => ({
      name: place.values.map((value) => PUBLIC_DASHBOARD_TEXT.suppressedValue(value.name)).join(', '),
      coord: vertical ? [place.category, place.at] : [place.at, place.category],
    })),
  };
}

/**
 * A series that only carries the markers of a chart of several series, so that hiding one of those through the
 * legend never hides the markers of the others.
 */
export function suppressedMarkerSeries(
  theme: ChartTheme,
  places: readonly SuppressedPlace[],
  orientation: MarkerOrientation,
) {
  return {
    type: 'line' as const,
    name: PUBLIC_DASHBOARD_TEXT.suppressed,
    data: [],
    markPoint: suppressedMarkPoint(theme, places, orientation),
  };
}
