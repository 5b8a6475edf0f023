import { map as leafletMap, tileLayer, type Map as LeafletMap } from 'leaflet';
import type { ChartMode, MapView } from '@hde/charts';
import type { ClientConfig } from '@hde/contracts/api';
import { addOutlineLayer } from './outline-layer';

export interface TileMap {
  map: LeafletMap;
  /** Restyles the outline basemap for the theme. */
  setMode(mode: ChartMode): void;
  close(): void;
}

/**
 * A Leaflet map in the element on the configured tiles (client-config `mapTiles`; none draws no tile layer) over
 * an outline basemap of US states and counties, without scroll-wheel zoom, kept sized to its element. Tiles that
 * cannot load (offline, blocked) leave the outlines showing, and what is drawn on the map.
 */
export function openTileMap(
  element: HTMLElement,
  view: Pick<MapView, 'latitude' | 'longitude' | 'zoom'>,
  mode: ChartMode,
  tiles: ClientConfig['mapTiles'],
): TileMap {
  const map = leafletMap(element, {
    center: [view.latitude, view.longitude],
    zoom: view.zoom,
    scrollWheelZoom: false,
  });
  const outlines = addOutlineLayer(map, mode);
  if (tiles) tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  const observer =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  observer?.observe(element);
  return {
    map,
    setMode: outlines.setMode,
    close() {
      observer?.disconnect();
      outlines.remove();
      map.remove();
    },
  };
}
