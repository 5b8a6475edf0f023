import { map as leafletMap, tileLayer, type Map as LeafletMap } from 'leaflet';
import type { MapView } from '@hde/charts';
import { ANALYTICS_TEXT } from '@hde/contracts';

/**
 * A Leaflet map in the element on OpenStreetMap tiles, without scroll-wheel zoom, kept sized to its element.
 * Tiles that cannot load (offline, blocked) leave a blank background; what is drawn on the map still shows.
 */
export function openTileMap(
  element: HTMLElement,
  view: Pick<MapView, 'latitude' | 'longitude' | 'zoom'>,
): { map: LeafletMap; close(): void } {
  const map = leafletMap(element, {
    center: [view.latitude, view.longitude],
    zoom: view.zoom,
    scrollWheelZoom: false,
  });
  tileLayer(ANALYTICS_TEXT.mapTiles, { attribution: ANALYTICS_TEXT.mapAttribution, maxZoom: 19 }).addTo(map);
  const observer =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  observer?.observe(element);
  return {
    map,
    close() {
      observer?.disconnect();
      map.remove();
    },
  };
}
