import { useEffect, useRef } from 'react';
import { divIcon, latLngBounds, marker as leafletMarker } from 'leaflet';
import type { PlaceKind, PlaceMarker, PlacesView } from '../lib/case-places';
import { openTileMap } from '../../../lib/maps/open-tile-map';
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
 * A Leaflet map of the case's places on OpenStreetMap tiles: one marker per place, reachable with the keyboard,
 * its tooltip naming the place.
 */
export function CasePlacesMap({ markers, view, colors, label }: CasePlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { map: instance, close } = openTileMap(element, view);
    for (const marker of markers) {
      const placed = leafletMarker([marker.latitude, marker.longitude], {
        icon: dotIcon(colors[marker.kind]),
      })
        .bindTooltip(tooltipOf(marker))
        .addTo(instance);
      // Leaflet makes the marker a focusable button; this names it for screen readers.
      placed.getElement()?.setAttribute('aria-label', describe(marker));
    }
    // Places far apart do not all fit the spec's zoom around their mean: the map then zooms out to show them.
    const bounds = latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude]));
    if (!instance.getBounds().contains(bounds))
      instance.fitBounds(bounds, { padding: [24, 24], maxZoom: view.zoom });
    return close;
  }, [markers, view, colors]);

  return <TileMapBox ref={container} label={label} height={MAP_HEIGHT} />;
}
