import { describe, expect, it } from 'vitest';
import { HEADER_CORPUS } from './header-corpus.js';
import { suggestMappings } from './suggest-mappings.js';

const MIN_HIT_RATE = 0.95;

const results = HEADER_CORPUS.flatMap(({ shape, dataType, headers }) => {
  const suggestions = suggestMappings(
    headers.map(([header]) => header),
    dataType,
  );
  return headers.map(([header, expected], i) => ({
    shape,
    header,
    expected,
    got: suggestions[i]?.target ?? null,
  }));
});

describe('auto-mapping on the header corpus', () => {
  it('holds at least 150 headers from at least 6 export shapes', () => {
    expect(results.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HEADER_CORPUS.map((entry) => entry.shape)).size).toBeGreaterThanOrEqual(6);
  });

  it('never guesses a wrong field', () => {
    const wrong = results.filter(({ got, expected }) => got !== null && got !== expected);
    expect(wrong).toEqual([]);
  });

  it(`maps at least ${MIN_HIT_RATE * 100}% of the mappable headers`, () => {
    const mappable = results.filter(({ expected }) => expected !== null);
    const hits = mappable.filter(({ got, expected }) => got === expected);
    const missed = mappable.filter(({ got, expected }) => got !== expected);
    const rate = hits.length / mappable.length;
    console.info(
      `Header corpus: ${hits.length} of ${mappable.length} mappable headers mapped (${(rate * 100).toFixed(1)}%), ` +
        `${results.length - mappable.length} must-stay-unmapped headers; missed: ${JSON.stringify(missed.map((miss) => miss.header))}`,
    );
    expect(rate).toBeGreaterThanOrEqual(MIN_HIT_RATE);
  });
});
