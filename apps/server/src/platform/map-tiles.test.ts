import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { loadConfig } from './config.js';
import { tileImageSources } from './map-tiles.js';

describe('map tiles setting', () => {
  it('defaults to OpenStreetMap with its attribution', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: ANALYTICS_TEXT.mapTiles,
      attribution: ANALYTICS_TEXT.mapAttribution,
    });
  });

  it('takes another tile server, its attribution, or none', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Example',
      }).mapTiles,
    ).toEqual({ url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'Example' });
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
  });
});

describe('tileImageSources', () => {
  it('allows the tile host, its {s} subdomains as a wildcard', () => {
    expect(tileImageSources({ url: ANALYTICS_TEXT.mapTiles, attribution: '' })).toEqual([
      'https://*.tile.openstreetmap.org',
    ]);
    expect(tileImageSources({ url: 'http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png', attribution: '' })).toEqual([
      'http://10.0.0.5:8080',
    ]);
  });

  it('adds nothing for tiles served by the product itself or no tiles', () => {
    expect(tileImageSources({ url: '/tiles/{z}/{x}/{y}.png', attribution: '' })).toEqual([]);
    expect(tileImageSources(null)).toEqual([]);
  });
});
