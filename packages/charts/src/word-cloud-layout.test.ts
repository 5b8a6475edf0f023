import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutWordCloud, type PlacedWord } from './word-cloud-layout.js';

function overlap(a: PlacedWord, b: PlacedWord): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectValidLayout(placed: PlacedWord[], canvas: { width: number; height: number }) {
  for (const word of placed) {
    expect(word.x).toBeGreaterThanOrEqual(0);
    expect(word.y).toBeGreaterThanOrEqual(0);
    expect(word.x + word.width).toBeLessThanOrEqual(canvas.width);
    expect(word.y + word.height).toBeLessThanOrEqual(canvas.height);
  }
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      expect(overlap(placed[i] as PlacedWord, placed[j] as PlacedWord)).toBe(false);
    }
  }
}

const CAUSES = [
  { text: 'Gunshot wound of head', weight: 120 },
  { text: 'Acute fentanyl toxicity', weight: 95 },
  { text: 'Hanging', weight: 40 },
  { text: 'Atherosclerotic cardiovascular disease', weight: 88 },
  { text: 'Blunt force injuries', weight: 30 },
  { text: 'Drowning', weight: 12 },
];

describe('layoutWordCloud', () => {
  it('places every word of a usual list, inside the canvas and without overlaps', () => {
    const canvas = { width: 540, height: 300 };
    const placed = layoutWordCloud(CAUSES, canvas);
    expect(placed.map((word) => word.text).sort()).toEqual(CAUSES.map((word) => word.text).sort());
    expectValidLayout(placed, canvas);
  });

  it('sizes words by count: the largest count has the largest font', () => {
    const placed = layoutWordCloud(CAUSES, { width: 540, height: 300 });
    const size = (text: string) => placed.find((word) => word.text === text)?.fontSize ?? 0;
    expect(size('Gunshot wound of head')).toBeGreaterThan(size('Hanging'));
    expect(size('Hanging')).toBeGreaterThan(size('Drowning'));
    expect(placed[0]?.text).toBe('Gunshot wound of head');
  });

  it('puts the largest word at the centre', () => {
    const [first] = layoutWordCloud(CAUSES, { width: 540, height: 300 });
    expect(first).toBeDefined();
    const centreX = (first as PlacedWord).x + (first as PlacedWord).width / 2;
    const centreY = (first as PlacedWord).y + (first as PlacedWord).height / 2;
    expect(Math.abs(centreX - 270)).toBeLessThanOrEqual(1);
    expect(Math.abs(centreY - 150)).toBeLessThanOrEqual(1);
  });

  it('is deterministic, whatever the order of the input', () => {
    const once = layoutWordCloud(CAUSES, { width: 540, height: 300 });
    const again = layoutWordCloud([...CAUSES].reverse(), { width: 540, height: 300 });
    expect(again).toEqual(once);
  });

  it('lays out nothing for no words, blank words or no room', () => {
    expect(layoutWordCloud([], { width: 300, height: 200 })).toEqual([]);
    expect(layoutWordCloud([{ text: '  ', weight: 3 }], { width: 300, height: 200 })).toEqual([]);
    expect(layoutWordCloud(CAUSES, { width: 0, height: 200 })).toEqual([]);
  });

  it('property: any list of up to 30 words gives boxes inside the canvas, pairwise non-overlapping, the same each time', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.string({ minLength: 1, maxLength: 40 }),
            weight: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 60, max: 1200 }),
        fc.integer({ min: 40, max: 500 }),
        (words, width, height) => {
          const canvas = { width, height };
          const placed = layoutWordCloud(words, canvas);
          expectValidLayout(placed, canvas);
          expect(layoutWordCloud(words, canvas)).toEqual(placed);
        },
      ),
      { numRuns: 150 },
    );
  });
});
