import type { LatLngBoundsLiteral, Map as LeafletMap } from 'leaflet';
import type { MapView } from '@hde/charts';

export interface Place {
  latitude: number;
  longitude: number;
}

/** Pixels kept free around the fitted markers, so edge markers are not cut by the map's border. */
const FIT_PADDING = 32;

/** How a map frames its markers: their bounds up to a zoom, or (no markers) its configured view. */
export type MapFrame =
  { kind: 'bounds'; bounds: LatLngBoundsLiteral; maxZoom: number } | { kind: 'view'; view: MapView };

/**
 * The frame of a map of these places: their bounding box, zoomed at most to maxZoom (so one marker is not shown
 * at street level), or the configured view when there is no place.
 */
export function mapFrame(places: readonly Place[], view: MapView, maxZoom: number): MapFrame {
  if (places.length === 0) return { kind: 'view', view };
  const latitudes = places.map((place) => place.latitude);
  const longitudes = places.map((place) => place.longitude);
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...latitudes), Math.min(...longitudes)],
      [Math.max(...latitudes), Math.max(...longitudes)],
    ],
    maxZoom,
  };
}

/** Moves the map to the frame of the places (see mapFrame). */
export function fitPlaces(map: LeafletMap, places: readonly Place[], view: MapView, maxZoom: number): void {
  const frame = mapFrame(places, view, maxZoom);
  if (frame.kind === 'view') map.setView([frame.view.latitude, frame.view.longitude], frame.view.zoom);
  else map.fitBounds(frame.bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: frame.maxZoom });
}
