import { useEffect, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { divIcon, marker as leafletMarker } from 'leaflet';
import type { PlaceKind, PlaceMarker, PlacesView } from '../lib/case-places';
import { useClientConfig } from '../../../lib/client-config/client-config-context';
import { fitPlaces } from '../../../lib/maps/fit-markers';
import { openTileMap, type TileMap } from '../../../lib/maps/open-tile-map';
import { TileMapBox } from '../../../lib/maps/tile-map-box';
import { MAP_HEIGHT } from './case-places-map-size';

export interface CasePlacesMapProps {
  markers: readonly PlaceMarker[];
  view: PlacesView;
  /** Marker colour of each kind of place, shared with the legend. */
  colors: Record<PlaceKind, string>;
  label: string;
}

const DOT_SIZE = 18;

/** "Residence: 12 Main St, 35203" */
const describe = (marker: PlaceMarker) =>
  marker.address ? `${marker.label}: ${marker.address}` : marker.label;

/** The tooltip content as an element holding plain text: Leaflet would read a string as HTML. */
function tooltipOf(marker: PlaceMarker): HTMLElement {
  const content = document.createElement('span');
  content.textContent = describe(marker);
  return content;
}

/** A round dot in the place's colour, ringed so it stands out on any tile. */
function dotIcon(color: string) {
  const dot = document.createElement('span');
  Object.assign(dot.style, {
    display: 'block',
    width: '100%',
    height: '100%',
    borderRadius: '50%',
    background: color,
    border: '3px solid #fff',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.5)',
    boxSizing: 'border-box',
  });
  return divIcon({ html: dot, className: '', iconSize: [DOT_SIZE, DOT_SIZE] });
}

/**
 * A Leaflet map of the case's places on the configured tiles over a US outline basemap that shows without them: one
 * marker per place, reachable with the keyboard, its tooltip naming the place. A case has a handful of places,
 * each in its kind's colour: they are not clustered.
 */
export function CasePlacesMap({ markers, view, colors, label }: CasePlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const opened = useRef<TileMap | null>(null);
  const mode = useTheme().palette.mode;
  const modeRef = useRef(mode);
  const { mapTiles } = useClientConfig();

  useEffect(() => {
    modeRef.current = mode;
    opened.current?.setMode(mode);
  }, [mode]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tileMap = openTileMap(element, view, modeRef.current, mapTiles);
    opened.current = tileMap;
    const instance = tileMap.map;
    for (const marker of markers) {
      const placed = leafletMarker([marker.latitude, marker.longitude], {
        icon: dotIcon(colors[marker.kind]),
      })
        .bindTooltip(tooltipOf(marker))
        .addTo(instance);
      // Leaflet makes the marker a focusable button; this names it for screen readers.
      placed.getElement()?.setAttribute('aria-label', describe(marker));
    }
    // At most the spec's zoom (14 for one residence, 12 for several); places far apart zoom out to show them all.
    fitPlaces(instance, markers, view, view.zoom);
    return () => {
      tileMap.close();
      opened.current = null;
    };
  }, [markers, view, colors, mapTiles]);

  return <TileMapBox ref={container} label={label} height={MAP_HEIGHT} />;
}
