import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRandom, weightedTable } from './seeded-random.js';

function draws(seed: number | string, n: number): number[] {
  const rng = new SeededRandom(seed);
  return Array.from({ length: n }, () => rng.next());
}

describe('SeededRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    expect(draws(42, 100)).toEqual(draws(42, 100));
    expect(draws('demo', 100)).toEqual(draws('demo', 100));
    expect(draws(42, 100)).not.toEqual(draws(43, 100));
    expect(draws('demo', 100)).not.toEqual(draws('bench', 100));
  });

  it('keeps the same first values across engines and versions (pinned)', () => {
    expect(draws(1, 3).map((value) => value.toFixed(10))).toMatchInlineSnapshot(`
      [
        "0.4256499296",
        "0.7904217106",
        "0.6910148128",
      ]
    `);
  });

  it('draws floats in [0, 1) and integers within inclusive bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const rng = new SeededRandom(seed);
        for (let i = 0; i < 50; i += 1) {
          const value = rng.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          const int = rng.int(min, min + span);
          expect(int).toBeGreaterThanOrEqual(min);
          expect(int).toBeLessThanOrEqual(min + span);
        }
      }),
    );
  });

  it('follows the weights of a weighted table', () => {
    const rng = new SeededRandom(7);
    const table = weightedTable<'a' | 'b' | 'c' | 'never'>([
      ['a', 70],
      ['b', 20],
      ['c', 10],
      ['never', 0],
    ]);
    const counts = { a: 0, b: 0, c: 0, never: 0 };
    for (let i = 0; i < 20_000; i += 1) counts[rng.weighted(table)] += 1;
    expect(counts.a / 20_000).toBeCloseTo(0.7, 1);
    expect(counts.b / 20_000).toBeCloseTo(0.2, 1);
    expect(counts.never).toBe(0);
  });

  it('clamps normal draws and samples distinct items', () => {
    const rng = new SeededRandom(3);
    for (let i = 0; i < 1000; i += 1) {
      const value = rng.normal(0, 10, -1, 1);
      expect(value).toBeGreaterThanOrEqual(-1);
      expect(value).toBeLessThanOrEqual(1);
    }
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it('refuses a table with no positive weight', () => {
    expect(() => weightedTable([['a', 0]])).toThrow();
  });
});
