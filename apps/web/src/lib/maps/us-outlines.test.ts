import { describe, expect, it } from 'vitest';
import { loadCountyBorders, loadStateOutlines } from './us-outlines';

const longitudes = (lines: number[][][]) => lines.flat().map(([longitude]) => longitude as number);

describe('US outlines from us-atlas', () => {
  it('gives the nation as land and the borders between states, in longitude and latitude', async () => {
    const { land, stateBorders } = await loadStateOutlines();
    expect(land.type === 'FeatureCollection' && land.features.map((shape) => shape.geometry.type)).toEqual([
      'MultiPolygon',
    ]);
    expect(stateBorders.coordinates.flat().length).toBeGreaterThan(1000);
    const all = longitudes(stateBorders.coordinates);
    // Borders between states run from Washington (-124.7°) to Maine (-67°).
    expect(Math.min(...all)).toBeGreaterThan(-125);
    expect(Math.max(...all)).toBeLessThan(-66);
  });

  it('gives the borders between counties of a state, more of them than state borders', async () => {
    const [{ stateBorders }, countyBorders] = await Promise.all([loadStateOutlines(), loadCountyBorders()]);
    expect(countyBorders.type).toBe('MultiLineString');
    expect(countyBorders.coordinates.flat().length).toBeGreaterThan(
      stateBorders.coordinates.flat().length * 5,
    );
  });
});
