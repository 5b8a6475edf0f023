import { useEffect, useRef } from 'react';
import { chartTheme, themeColor, type MapMarker, type MapView } from '@hde/charts';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { countMarkerLayer } from '../../lib/maps/count-marker-layer';
import { fitPlaces } from '../../lib/maps/fit-markers';
import { openTileMap, type TileMap } from '../../lib/maps/open-tile-map';
import { TileMapBox } from '../../lib/maps/tile-map-box';

export interface WidgetMapProps {
  markers: readonly MapMarker[];
  view: MapView;
  mode: 'light' | 'dark';
  /** Accessible name of the map. */
  label: string;
  height?: number;
}

/** Places fitted into view are shown at most at city level, so one place is not zoomed to its street. */
const FIT_MAX_ZOOM = 10;

/**
 * A Leaflet map of places with circle markers sized by count, dense places clustered, fitted to the places (the
 * widget's view when there are none), on the configured tiles over a US outline basemap that shows without them.
 */
export function WidgetMap({ markers, view, mode, label, height = 420 }: WidgetMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const opened = useRef<TileMap | null>(null);
  const layer = useRef<ReturnType<typeof countMarkerLayer> | null>(null);
  const initialMode = useRef(mode);
  const { mapTiles } = useClientConfig();

  const { latitude, longitude, zoom } = view;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tileMap = openTileMap(element, { latitude, longitude, zoom }, initialMode.current, mapTiles);
    opened.current = tileMap;
    layer.current = countMarkerLayer(tileMap.map);
    return () => {
      layer.current?.remove();
      tileMap.close();
      opened.current = null;
      layer.current = null;
    };
  }, [latitude, longitude, zoom, mapTiles]);

  useEffect(() => {
    initialMode.current = mode;
    opened.current?.setMode(mode);
  }, [mode]);

  useEffect(() => {
    layer.current?.setMarkers(markers, themeColor(chartTheme(mode), 4));
  }, [markers, mode, latitude, longitude, zoom]);

  // After the markers (they redraw as the map moves): a new set of places is fitted into view.
  useEffect(() => {
    if (opened.current) fitPlaces(opened.current.map, markers, { latitude, longitude, zoom }, FIT_MAX_ZOOM);
  }, [markers, latitude, longitude, zoom]);

  return <TileMapBox ref={container} label={label} height={height} />;
}
