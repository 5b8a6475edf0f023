import { geoJSON, type GeoJSON as GeoJsonLayer, type Map as LeafletMap, type PathOptions } from 'leaflet';
import { chartTheme, type ChartMode } from '@hde/charts';
import { loadCountyBorders, loadStateOutlines } from './us-outlines';

/** The pane of the outline basemap. */
export const OUTLINE_PANE = 'outlines';
/** Under Leaflet's tile pane (z-index 200 in leaflet.css), so tiles that load cover the outlines. */
export const OUTLINE_PANE_Z_INDEX = 150;
/** Counties are drawn from this zoom on: below it their lines merge into a grey mass. */
export const COUNTY_MIN_ZOOM = 6;

export interface OutlineLoaders {
  states: typeof loadStateOutlines;
  counties: typeof loadCountyBorders;
}

const LOADERS: OutlineLoaders = { states: loadStateOutlines, counties: loadCountyBorders };

function styles(mode: ChartMode): Record<'land' | 'states' | 'counties', PathOptions> {
  const theme = chartTheme(mode);
  return {
    land: { color: theme.axisLine, weight: 1, fillColor: theme.surface, fillOpacity: 1 },
    states: { color: theme.axisLine, weight: 1 },
    counties: { color: theme.axisLine, weight: 0.5, opacity: 0.6 },
  };
}

/**
 * A basemap that needs no tile server: US land, state and (zoomed in) county outlines from the app's own
 * chunks, drawn under the tile layer. Returns how to restyle it for the other theme and how to remove it.
 */
export function addOutlineLayer(map: LeafletMap, mode: ChartMode, loaders: OutlineLoaders = LOADERS) {
  const pane = map.createPane(OUTLINE_PANE);
  pane.style.zIndex = String(OUTLINE_PANE_Z_INDEX);
  let style = styles(mode);
  let removed = false;
  const layers: Partial<Record<keyof typeof style, GeoJsonLayer>> = {};

  function layerOf(key: keyof typeof style, data: Parameters<typeof geoJSON>[0]) {
    const layer = geoJSON(data, { pane: OUTLINE_PANE, interactive: false, style: () => style[key] });
    layers[key] = layer;
    return layer;
  }

  // Outlines that cannot load leave the tiles alone: the map still draws them and the markers.
  const ignore = () => undefined;
  loaders
    .states()
    .then((outlines) => {
      if (removed) return;
      layerOf('land', outlines.land).addTo(map);
      layerOf('states', outlines.stateBorders).addTo(map);
    })
    .catch(ignore);

  let countiesRequested = false;
  function syncCounties() {
    const legible = map.getZoom() >= COUNTY_MIN_ZOOM;
    if (layers.counties) {
      if (legible) layers.counties.addTo(map);
      else layers.counties.remove();
    } else if (legible && !countiesRequested) {
      countiesRequested = true;
      loaders
        .counties()
        .then((borders) => {
          const counties = layerOf('counties', borders);
          if (!removed && map.getZoom() >= COUNTY_MIN_ZOOM) counties.addTo(map);
        })
        .catch(ignore);
    }
  }
  map.on('zoomend', syncCounties);
  map.whenReady(syncCounties);

  return {
    setMode(next: ChartMode) {
      style = styles(next);
      for (const [key, layer] of Object.entries(layers)) layer.setStyle(style[key as keyof typeof style]);
    },
    remove() {
      removed = true;
      map.off('zoomend', syncCounties);
      for (const layer of Object.values(layers)) layer.remove();
    },
  };
}
