/** Pixels; shared by the map and its loading placeholder, so the page does not jump when Leaflet arrives. */
export const MAP_HEIGHT = 320;
