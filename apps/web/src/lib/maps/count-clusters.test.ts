import { describe, expect, it } from 'vitest';
import { countClusters } from './count-clusters';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
// Three places within a few kilometres of Birmingham, Alabama, and one in Seattle.
const markers = [
  { latitude: 33.52, longitude: -86.8, count: 40 },
  { latitude: 33.5, longitude: -86.79, count: 2 },
  { latitude: 33.41, longitude: -86.81, count: 7 },
  { latitude: 47.61, longitude: -122.33, count: 5 },
];

describe('countClusters', () => {
  it('gathers nearby places into a cluster whose number is the sum of their counts', () => {
    const items = countClusters(markers)(WORLD, 4);
    expect(items).toHaveLength(2);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ total: 49, places: 3, partial: false });
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(4);
    expect(items.find((item) => item.kind === 'place')).toEqual({
      kind: 'place',
      latitude: 47.61,
      longitude: -122.33,
      count: 5,
    });
  });

  it('marks a cluster holding a suppressed count as partial, summing the known counts', () => {
    const items = countClusters([...markers.slice(0, 2), { latitude: 33.51, longitude: -86.8, count: null }])(
      WORLD,
      4,
    );
    expect(items).toEqual([
      expect.objectContaining({ kind: 'cluster', total: 42, places: 3, partial: true }),
    ]);
  });

  it('draws every place on its own when zoomed in', () => {
    const items = countClusters(markers)(WORLD, 14);
    expect(items.map((item) => item.kind)).toEqual(['place', 'place', 'place', 'place']);
  });
});
