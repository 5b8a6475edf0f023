import { map as leafletMap, type Map as LeafletMap } from 'leaflet';

/** A Leaflet map in a jsdom element that reports the given size (jsdom lays nothing out). */
export function sizedMap(width = 800, height = 400, view = { latitude: 39.83, longitude: -98.58, zoom: 4 }) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  const map: LeafletMap = leafletMap(element, { center: [view.latitude, view.longitude], zoom: view.zoom });
  return { element, map };
}
