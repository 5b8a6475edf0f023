import { afterEach, describe, expect, it } from 'vitest';
import { fitPlaces, mapFrame } from './fit-markers';
import { sizedMap } from './map-test-helpers';

const VIEW = { latitude: 39.83, longitude: -98.58, zoom: 4 };
const BIRMINGHAM = { latitude: 33.52, longitude: -86.8 };
const HOOVER = { latitude: 33.41, longitude: -86.81 };
const SEATTLE = { latitude: 47.61, longitude: -122.33 };

afterEach(() => document.body.replaceChildren());

describe('mapFrame', () => {
  it('keeps the configured view when there is no place', () => {
    expect(mapFrame([], VIEW, 10)).toEqual({ kind: 'view', view: VIEW });
  });

  it('frames the bounding box of the places, up to the zoom limit', () => {
    expect(mapFrame([SEATTLE, BIRMINGHAM, HOOVER], VIEW, 10)).toEqual({
      kind: 'bounds',
      bounds: [
        [33.41, -122.33],
        [47.61, -86.8],
      ],
      maxZoom: 10,
    });
  });
});

describe('fitPlaces on a Leaflet map', () => {
  it('shows one place at the zoom limit, not at street level', () => {
    const { map } = sizedMap();
    fitPlaces(map, [BIRMINGHAM], VIEW, 10);
    expect(map.getZoom()).toBe(10);
    expect(map.getCenter().lat).toBeCloseTo(BIRMINGHAM.latitude, 1);
  });

  it('zooms out until places far apart are all in view', () => {
    const { map } = sizedMap();
    fitPlaces(map, [SEATTLE, BIRMINGHAM], VIEW, 10);
    expect(map.getZoom()).toBeLessThan(VIEW.zoom + 1);
    expect(map.getBounds().contains([SEATTLE.latitude, SEATTLE.longitude])).toBe(true);
    expect(map.getBounds().contains([BIRMINGHAM.latitude, BIRMINGHAM.longitude])).toBe(true);
  });

  it('goes back to the configured view when the places are gone', () => {
    const { map } = sizedMap();
    fitPlaces(map, [BIRMINGHAM], VIEW, 10);
    fitPlaces(map, [], VIEW, 10);
    expect(map.getZoom()).toBe(VIEW.zoom);
    expect(map.getCenter().lng).toBeCloseTo(VIEW.longitude, 5);
  });
});
