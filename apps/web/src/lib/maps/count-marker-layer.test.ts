import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MAP_TEXT } from '@hde/contracts/text';
import { countMarkerLayer } from './count-marker-layer';
import { sizedMap } from './map-test-helpers';

afterEach(() => document.body.replaceChildren());

const NEARBY = [
  { latitude: 33.52, longitude: -86.8, count: 40 },
  { latitude: 33.5, longitude: -86.79, count: 2 },
];

describe('countMarkerLayer', () => {
  it('draws a cluster as a button named with the sum of its counts, which zooms in when activated', () => {
    const { map } = sizedMap();
    countMarkerLayer(map).setMarkers(NEARBY, '#e57373');
    const cluster = screen.getByRole('button', { name: MAP_TEXT.clusterLabel(42, 2, false) });
    expect(cluster.textContent).toBe('42');

    fireEvent.click(cluster);
    expect(map.getZoom()).toBeGreaterThan(4);
    expect(screen.queryByRole('button', { name: MAP_TEXT.clusterLabel(42, 2, false) })).toBeNull();
  });

  it('draws the places on their own once zoomed in', () => {
    const { map } = sizedMap(800, 400, { latitude: 33.51, longitude: -86.8, zoom: 13 });
    countMarkerLayer(map).setMarkers(NEARBY, '#e57373');
    expect(map.getPanes().markerPane.children).toHaveLength(0);
    expect(map.getPanes().overlayPane.querySelectorAll('path')).toHaveLength(2);
  });
});
