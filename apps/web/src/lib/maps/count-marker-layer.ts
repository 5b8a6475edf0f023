import { circleMarker, divIcon, layerGroup, marker as leafletMarker, type Map as LeafletMap } from 'leaflet';
import type { MapMarker } from '@hde/charts';
import { ANALYTICS_TEXT, MAP_TEXT } from '@hde/contracts/text';
import { countClusters, type CountItem } from './count-clusters';

const MIN_RADIUS = 4;
const MAX_RADIUS = 22;
/** A cluster's circle holds its number: never smaller than this. */
const MIN_CLUSTER_RADIUS = 13;

/** Circle radius by count: area grows with the count, relative to the largest count drawn. */
function radiusOf(count: number | null, largest: number): number {
  if (count === null) return MIN_RADIUS;
  return MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.max(0, count) / largest);
}

/** A round badge in the colour holding the cluster's number; Leaflet makes it a focusable button. */
function clusterIcon(text: string, radius: number, color: string) {
  const badge = document.createElement('span');
  badge.textContent = text;
  Object.assign(badge.style, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    borderRadius: '50%',
    background: color,
    color: '#fff',
    font: '600 11px Roboto, Helvetica, Arial, sans-serif',
    border: '2px solid rgba(255, 255, 255, 0.85)',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
    boxSizing: 'border-box',
  });
  return divIcon({ html: badge, className: '', iconSize: [radius * 2, radius * 2] });
}

/**
 * Count markers on a map: circles sized by count, places closer than a few pixels gathered into a cluster that
 * shows the sum of their counts and zooms in when activated (click, or Enter on the focused cluster).
 * Redrawn as the map moves.
 */
export function countMarkerLayer(map: LeafletMap) {
  const layer = layerGroup().addTo(map);
  let clustersAt: ReturnType<typeof countClusters> = () => [];
  let color = '';

  function draw(item: CountItem, largest: number) {
    if (item.kind === 'place') {
      circleMarker([item.latitude, item.longitude], {
        radius: radiusOf(item.count, largest),
        color,
        weight: 1,
        fillColor: color,
        fillOpacity: 0.55,
      })
        .bindTooltip(item.count === null ? ANALYTICS_TEXT.suppressed : ANALYTICS_TEXT.mapMarker(item.count))
        .addTo(layer);
      return;
    }
    const label = MAP_TEXT.clusterLabel(item.total, item.places, item.partial);
    const radius = Math.max(MIN_CLUSTER_RADIUS, radiusOf(item.total, largest));
    const cluster = leafletMarker([item.latitude, item.longitude], {
      icon: clusterIcon(MAP_TEXT.clusterNumber(item.total, item.partial), radius, color),
    })
      .bindTooltip(label)
      .on('click', () => map.setView([item.latitude, item.longitude], item.expansionZoom))
      .addTo(layer);
    cluster.getElement()?.setAttribute('aria-label', label);
  }

  function redraw() {
    layer.clearLayers();
    const bounds = map.getBounds();
    const items = clustersAt(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      map.getZoom(),
    );
    const largest = Math.max(
      1,
      ...items.map((item) => (item.kind === 'place' ? item.count : item.total) ?? 0),
    );
    // Largest first, so smaller circles are drawn on top and stay reachable.
    const bySize = (item: CountItem) => (item.kind === 'place' ? (item.count ?? 0) : item.total);
    for (const item of [...items].sort((a, b) => bySize(b) - bySize(a))) draw(item, largest);
  }

  map.on('moveend', redraw);
  return {
    /** Replaces the markers, drawn in the colour. */
    setMarkers(markers: readonly MapMarker[], markerColor: string) {
      clustersAt = countClusters(markers);
      color = markerColor;
      redraw();
    },
    remove() {
      map.off('moveend', redraw);
      layer.remove();
    },
  };
}
