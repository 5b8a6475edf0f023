import { describe, expect, it } from 'vitest';
import { SAMPLE_ROWS, samplePositions } from './leaf-sample.js';

describe('samplePositions', () => {
  it('takes every position of a file of up to SAMPLE_ROWS leaves', () => {
    expect(samplePositions(0)).toEqual([]);
    expect(samplePositions(5)).toEqual([0, 1, 2, 3, 4]);
    expect(samplePositions(SAMPLE_ROWS)).toHaveLength(SAMPLE_ROWS);
  });

  it('draws SAMPLE_ROWS distinct positions of a larger file, anew at each check', () => {
    const first = samplePositions(1_000_000);
    expect(new Set(first).size).toBe(SAMPLE_ROWS);
    expect(
      first.every((position) => Number.isInteger(position) && position >= 0 && position < 1_000_000),
    ).toBe(true);
    expect(samplePositions(1_000_000)).not.toEqual(first);
  });
});
