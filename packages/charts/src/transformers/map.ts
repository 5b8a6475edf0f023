import { MAP_COORDINATE_DECIMALS, MAP_DEFAULT_VIEW, type DashboardWidget } from '@hde/contracts';
import type { QueryResult, ResultRow } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { baseOption, grid, tooltip, valueAxis } from '../base-option.js';
import type { ChartContext } from '../chart-context.js';
import { themeColor } from '../chart-theme.js';
import { withDisclosure } from '../disclosure-note.js';
import { isSuppressed, rowCount } from '../result-rows.js';
import type { SuppressedValue } from '../suppression.js';
import type { EChartsWidgetChart, WidgetChart } from '../widget-chart.js';

/** A place with its count, coordinates rounded to MAP_COORDINATE_DECIMALS (spec §2.7). */
export interface MapMarker {
  latitude: number;
  longitude: number;
  /** Null when the count was suppressed. */
  count: number | null;
}

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

const MIN_SYMBOL = 6;
const MAX_SYMBOL = 28;

export function roundCoordinate(value: number): number {
  const factor = 10 ** MAP_COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

function coordinate(value: ResultRow[string] | undefined): number | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function coordinateKeys(row: ResultRow | undefined): { latitude: string; longitude: string } {
  const keys = Object.keys(row ?? {});
  return {
    latitude: keys.find((key) => /latitude$/i.test(key)) ?? 'deathLatitude',
    longitude: keys.find((key) => /longitude$/i.test(key)) ?? 'deathLongitude',
  };
}

/** A marker that says whether disclosure control withheld its count. */
type PlaceMarker = MapMarker & { suppressed: boolean };

/**
 * The markers of a result of `{ deathLatitude, deathLongitude, COUNT }` rows (any `*Latitude`/`*Longitude`
 * pair): coordinates rounded to 2 decimals, rows falling on the same rounded place merged, rows without a
 * valid place left out; largest count first.
 */
export function mapMarkers(result: QueryResult): MapMarker[] {
  return placeMarkers(result).map(({ latitude, longitude, count }) => ({ latitude, longitude, count }));
}

function placeMarkers(result: QueryResult): PlaceMarker[] {
  const keys = coordinateKeys(result.items[0]);
  const byPlace = new Map<string, PlaceMarker>();
  for (const row of result.items) {
    const rawLatitude = coordinate(row[keys.latitude]);
    const rawLongitude = coordinate(row[keys.longitude]);
    if (rawLatitude === null || rawLongitude === null) continue;
    if (Math.abs(rawLatitude) > 90 || Math.abs(rawLongitude) > 180) continue;
    const latitude = roundCoordinate(rawLatitude);
    const longitude = roundCoordinate(rawLongitude);
    const place = `${latitude},${longitude}`;
    const suppressed = isSuppressed(row);
    const count = suppressed ? null : (rowCount(row) ?? 0);
    const existing = byPlace.get(place);
    if (!existing) byPlace.set(place, { latitude, longitude, count, suppressed });
    else if (count !== null)
      Object.assign(existing, { count: (existing.count ?? 0) + count, suppressed: false });
  }
  return [...byPlace.values()].sort(
    (a, b) => (b.count ?? 0) - (a.count ?? 0) || a.latitude - b.latitude || a.longitude - b.longitude,
  );
}

/** Longitude and latitude ranges a view frames: 360/2^zoom degrees of longitude, half that of latitude. */
export function mapExtent(view: MapView) {
  const longitudeSpan = 360 / 2 ** view.zoom;
  const latitudeSpan = longitudeSpan / 2;
  return {
    longitude: {
      min: roundCoordinate(Math.max(-180, view.longitude - longitudeSpan / 2)),
      max: roundCoordinate(Math.min(180, view.longitude + longitudeSpan / 2)),
    },
    latitude: {
      min: roundCoordinate(Math.max(-90, view.latitude - latitudeSpan / 2)),
      max: roundCoordinate(Math.min(90, view.latitude + latitudeSpan / 2)),
    },
  };
}

/**
 * Places as a scatter on longitude (x) and latitude (y) axes framed by the widget's map view. A place whose
 * count is suppressed is a small pale outlined marker without a count; a public map says that small places are left out.
 */
export function mapChart(widget: DashboardWidget, result: QueryResult, context: ChartContext): WidgetChart {
  const { theme, animation } = context;
  const markers = placeMarkers(result);
  if (markers.length === 0) return { kind: 'empty' };
  const extent = mapExtent(widget.map ?? MAP_DEFAULT_VIEW);
  const largest = Math.max(1, ...markers.map((marker) => marker.count ?? 0));
  const symbolSize = (count: number | null) =>
    count === null
      ? MIN_SYMBOL
      : Math.round(MIN_SYMBOL + (MAX_SYMBOL - MIN_SYMBOL) * Math.sqrt(Math.max(0, count) / largest));
  const axis = (range: { min: number; max: number }) => ({
    ...valueAxis(theme),
    minInterval: 0,
    min: range.min,
    max: range.max,
    axisLine: { show: true, lineStyle: { color: theme.axisLine } },
    axisLabel: {
      color: theme.secondaryText,
      formatter: '{value}°',
      showMinLabel: false,
      showMaxLabel: false,
    },
  });
  // Smaller markers are drawn last, on top of larger ones.
  const ordered = [...markers].reverse();
  const placeName = (marker: MapMarker) => `${marker.latitude}, ${marker.longitude}`;
  const chart: EChartsWidgetChart = {
    kind: 'echarts',
    height: 420,
    option: {
      ...baseOption(theme, animation),
      tooltip: tooltip(theme, 'item'),
      grid: grid({ top: 16, right: 24 }),
      xAxis: axis(extent.longitude),
      yAxis: axis(extent.latitude),
      series: [
        {
          type: 'scatter',
          name: widget.title,
          clip: true,
          itemStyle: {
            color: themeColor(theme, 4),
            opacity: 0.75,
            borderColor: theme.sliceBorder,
            borderWidth: 1,
          },
          data: ordered.map((marker) =>
            marker.suppressed
              ? {
                  value: [marker.longitude, marker.latitude],
                  symbolSize: symbolSize(null),
                  itemStyle: { color: theme.suppressedFill, borderColor: theme.suppressedStroke, opacity: 1 },
                  tooltip: { formatter: PUBLIC_DASHBOARD_TEXT.suppressedValue(placeName(marker)) },
                }
              : {
                  value: [marker.longitude, marker.latitude, marker.count],
                  symbolSize: symbolSize(marker.count),
                  tooltip: { formatter: `${placeName(marker)}: ${marker.count}` },
                },
          ),
        },
      ],
    },
  };
  return withDisclosure(chart, widget.title, context, {
    suppressed: markers.flatMap((marker): SuppressedValue[] =>
      marker.suppressed ? [{ name: placeName(marker) }] : [],
    ),
    publicNote: PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend,
  });
}
