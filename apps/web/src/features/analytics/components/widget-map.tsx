import { useEffect, useRef } from 'react';
import { chartTheme, themeColor, type MapMarker, type MapView } from '@hde/charts';
import { ANALYTICS_TEXT } from '@hde/contracts';
import { circleMarker, layerGroup, type LayerGroup, type Map as LeafletMap } from 'leaflet';
import { openTileMap } from '../../../lib/maps/open-tile-map';
import { TileMapBox } from '../../../lib/maps/tile-map-box';

export interface WidgetMapProps {
  markers: readonly MapMarker[];
  view: MapView;
  mode: 'light' | 'dark';
  /** Accessible name of the map. */
  label: string;
  height?: number;
}

const MIN_RADIUS = 4;
const MAX_RADIUS = 22;

/** Circle radius by count: area grows with the count, relative to the largest place. */
function radiusOf(count: number | null, largest: number): number {
  if (count === null) return MIN_RADIUS;
  return MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.max(0, count) / largest);
}

/**
 * A Leaflet map of places with circle markers sized by count, on OpenStreetMap tiles. Tiles that cannot load
 * (offline, blocked) leave a blank background; the markers still show.
 */
export function WidgetMap({ markers, view, mode, label, height = 420 }: WidgetMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const layer = useRef<LayerGroup | null>(null);

  const { latitude, longitude, zoom } = view;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const opened = openTileMap(element, { latitude, longitude, zoom });
    map.current = opened.map;
    layer.current = layerGroup().addTo(opened.map);
    return () => {
      opened.close();
      map.current = null;
      layer.current = null;
    };
  }, [latitude, longitude, zoom]);

  useEffect(() => {
    const markersLayer = layer.current;
    if (!markersLayer) return;
    markersLayer.clearLayers();
    const color = themeColor(chartTheme(mode), 4);
    const largest = Math.max(1, ...markers.map((marker) => marker.count ?? 0));
    // Largest first, so smaller circles are drawn on top and stay reachable.
    for (const marker of markers) {
      circleMarker([marker.latitude, marker.longitude], {
        radius: radiusOf(marker.count, largest),
        color,
        weight: 1,
        fillColor: color,
        fillOpacity: 0.55,
      })
        .bindTooltip(
          marker.count === null ? ANALYTICS_TEXT.suppressed : ANALYTICS_TEXT.mapMarker(marker.count),
        )
        .addTo(markersLayer);
    }
  }, [markers, mode, view.latitude, view.longitude, view.zoom]);

  return <TileMapBox ref={container} label={label} height={height} />;
}
