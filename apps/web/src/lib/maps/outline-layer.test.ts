import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tileLayer } from 'leaflet';
import { chartTheme } from '@hde/charts';
import type { MultiLineString } from 'geojson';
import { addOutlineLayer, COUNTY_MIN_ZOOM, OUTLINE_PANE, OUTLINE_PANE_Z_INDEX } from './outline-layer';
import { sizedMap } from './map-test-helpers';

const line = (coordinates: [number, number][]): MultiLineString => ({
  type: 'MultiLineString',
  coordinates: [coordinates],
});
const loaders = () => ({
  states: vi.fn(async () => ({
    land: {
      type: 'Feature' as const,
      properties: {},
      geometry: line([
        [-100, 35],
        [-90, 40],
      ]),
    },
    stateBorders: line([
      [-95, 30],
      [-95, 45],
    ]),
  })),
  counties: vi.fn(async () =>
    line([
      [-96, 30],
      [-96, 45],
    ]),
  ),
});

/** The tile pane's z-index in the stylesheet Leaflet ships (tile-map-box imports it). */
function tilePaneZIndex(): number {
  const css = readFileSync(createRequire(import.meta.url).resolve('leaflet/dist/leaflet.css'), 'utf8');
  const rule = /\.leaflet-tile-pane\s*\{[^}]*z-index:\s*(\d+)/.exec(css);
  return Number(rule?.[1]);
}

afterEach(() => document.body.replaceChildren());

describe('addOutlineLayer', () => {
  it('draws the state outlines in a pane under the tile layer', async () => {
    const { map } = sizedMap();
    addOutlineLayer(map, 'light', loaders());
    tileLayer('/tiles/{z}/{x}/{y}.png').addTo(map);
    await vi.waitFor(() => expect(map.getPane(OUTLINE_PANE)?.querySelectorAll('path')).toHaveLength(2));
    expect(OUTLINE_PANE_Z_INDEX).toBeLessThan(tilePaneZIndex());
    expect(map.getPane(OUTLINE_PANE)?.style.zIndex).toBe(String(OUTLINE_PANE_Z_INDEX));
    expect(map.getPane('tilePane')?.querySelector('path')).toBeNull();
  });

  it('loads the county borders only once the map is zoomed in far enough, and hides them when zoomed out', async () => {
    const { map } = sizedMap();
    const load = loaders();
    addOutlineLayer(map, 'light', load);
    await vi.waitFor(() => expect(map.getPane(OUTLINE_PANE)?.querySelectorAll('path')).toHaveLength(2));
    expect(load.counties).not.toHaveBeenCalled();

    map.setZoom(COUNTY_MIN_ZOOM, { animate: false });
    await vi.waitFor(() => expect(map.getPane(OUTLINE_PANE)?.querySelectorAll('path')).toHaveLength(3));
    map.setZoom(COUNTY_MIN_ZOOM - 1, { animate: false });
    expect(map.getPane(OUTLINE_PANE)?.querySelectorAll('path')).toHaveLength(2);
    expect(load.counties).toHaveBeenCalledTimes(1);
  });

  it('adds nothing when removed before the outlines arrive', async () => {
    const { map } = sizedMap();
    const load = loaders();
    addOutlineLayer(map, 'light', load).remove();
    await load.states.mock.results[0]?.value;
    await Promise.resolve();
    expect(map.getPane(OUTLINE_PANE)?.querySelector('path')).toBeNull();
  });

  it('restyles the outlines for the dark theme', async () => {
    const { map } = sizedMap();
    const outlines = addOutlineLayer(map, 'light', loaders());
    const land = () => map.getPane(OUTLINE_PANE)?.querySelector('path');
    await vi.waitFor(() => expect(land()?.getAttribute('stroke')).toBe(chartTheme('light').axisLine));
    outlines.setMode('dark');
    expect(land()?.getAttribute('stroke')).toBe(chartTheme('dark').axisLine);
  });
});
