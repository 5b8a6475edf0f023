import { ANALYTICS_TEXT } from '@hde/contracts/text';

/** The tile layer of the maps: a Leaflet URL template and its attribution, or none (the outline basemap alone). */
export type MapTiles = { url: string; attribution: string } | null;

/** MAP_TILE_URL's value that turns the tile layer off. */
const NO_TILES = 'none';

export function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles {
  if (url === NO_TILES) return null;
  return {
    url: url ?? ANALYTICS_TEXT.mapTiles,
    attribution: attribution ?? (url ? '' : ANALYTICS_TEXT.mapAttribution),
  };
}

/**
 * The img-src origin of the tile URL template (its `{s}` subdomains as a wildcard); none when the tiles come
 * from the product's own origin (a path) or there are no tiles.
 */
export function tileImageSources(tiles: MapTiles): string[] {
  if (!tiles || !/^https?:\/\//.test(tiles.url)) return [];
  const { protocol, host } = new URL(tiles.url.replace('{s}', 'subdomain'));
  return [`${protocol}//${tiles.url.includes('{s}') ? host.replace(/^subdomain\./, '*.') : host}`];
}
