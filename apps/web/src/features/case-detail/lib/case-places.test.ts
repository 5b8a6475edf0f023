import { describe, expect, it } from 'vitest';
import { MAP_ZOOM_MULTIPLE_MARKERS, MAP_ZOOM_SINGLE_RESIDENCE } from '@hde/contracts';
import { makeMaximalCase, makeMinimalCase } from '../case-detail-test-fixtures';
import { placeMarkers, placesView } from './case-places';

describe('placeMarkers and placesView', () => {
  it('has no map without coordinates', () => {
    expect(placeMarkers(makeMinimalCase())).toEqual([]);
    expect(placesView([])).toBeNull();
  });

  it('centres on a single place at the close zoom', () => {
    const detail = makeMinimalCase({ residence: { ...makeMaximalCase().residence } });
    const markers = placeMarkers(detail);
    expect(markers).toEqual([
      {
        kind: 'residence',
        label: 'Residence',
        address: '12 Main St, 35203',
        latitude: 33.52,
        longitude: -86.81,
      },
    ]);
    expect(placesView(markers)).toEqual({
      latitude: 33.52,
      longitude: -86.81,
      zoom: MAP_ZOOM_SINGLE_RESIDENCE,
    });
  });

  it('centres several places on their mean at the wider zoom, each named', () => {
    const markers = placeMarkers(makeMaximalCase());
    expect(markers.map((marker) => marker.label)).toEqual(['Residence', 'Place of Injury', 'Place of Death']);
    const view = placesView(markers)!;
    expect(view.zoom).toBe(MAP_ZOOM_MULTIPLE_MARKERS);
    expect(view.latitude).toBeCloseTo((33.52 + 33.5 + 33.51) / 3);
    expect(view.longitude).toBeCloseTo((-86.81 - 86.79 - 86.8) / 3);
  });
});
