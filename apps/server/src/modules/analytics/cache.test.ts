import { describe, expect, it } from 'vitest';
import type { QueryResult } from '@hde/contracts/api';
import { cacheKey, canonicalJson, createQueryCache } from './cache.js';
import { createAnalyticsCache } from './run-query.js';

const result = (n: number): QueryResult => ({ items: [{ COUNT: n }] });

describe('cache keys', () => {
  it('ignore the order of object keys and undefined values, not the order of lists', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: undefined } })).toBe(
      canonicalJson({ a: { d: [1, 2] }, b: 1 }),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });

  it('name the workspace, its data version and the area', () => {
    const body = canonicalJson({ addCount: true });
    const key = cacheKey('w', 1, 'CASE', body);
    expect(cacheKey('w', 2, 'CASE', body)).not.toBe(key);
    expect(cacheKey('v', 1, 'CASE', body)).not.toBe(key);
    expect(cacheKey('w', 1, 'TOXICOLOGY', body)).not.toBe(key);
    expect(cacheKey('w', 1, 'CASE', canonicalJson({ addCount: true }))).toBe(key);
  });
});

describe('the query cache', () => {
  it('drops the least recently used entry past its entry bound', () => {
    const cache = createQueryCache({ maxEntries: 2 });
    cache.set('a', result(1));
    cache.set('b', result(2));
    expect(cache.get('a')).toEqual(result(1));
    cache.set('c', result(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(result(1));
    expect(cache.size).toBe(2);
  });

  it('stays within its byte bound and skips a result too large for it', () => {
    const big: QueryResult = {
      items: Array.from({ length: 100 }, (_, i) => ({ name: `row ${i}`, COUNT: i })),
    };
    const size = JSON.stringify(big).length * 2;
    const cache = createQueryCache({ maxEntries: 100, maxBytes: size * 4 + 200 });
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, big);
    expect(cache.bytes).toBeLessThanOrEqual(size * 4 + 200);
    expect(cache.get('k9')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    const small = createQueryCache({ maxBytes: 100 });
    small.set('x', big);
    expect(small.size).toBe(0);
  });

  it('sizes a result as told: the analytics cache counts its JSON text as it is', () => {
    const json = JSON.stringify({ items: [{ name: 'a "quoted" name', COUNT: 1 }] });
    const cache = createAnalyticsCache();
    cache.set('k', json);
    expect(cache.bytes).toBe(('k'.length + json.length) * 2);
    expect(cache.get('k')).toBe(json);
  });

  it('computes a key once while it is in flight, and not again once cached', async () => {
    const cache = createQueryCache();
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return result(calls);
    };
    const [first, second] = await Promise.all([
      cache.getOrCompute('k', compute),
      cache.getOrCompute('k', compute),
    ]);
    expect(first).toBe(second);
    expect(await cache.getOrCompute('k', compute)).toBe(first);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createQueryCache();
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrCompute('k', async () => result(2))).toEqual(result(2));
  });

  it('hands out frozen results, so no caller changes what the next one reads', () => {
    const cache = createQueryCache();
    cache.set('k', result(1));
    const cached = cache.get('k') as QueryResult;
    expect(() => {
      (cached.items[0] as Record<string, unknown>).COUNT = 5;
    }).toThrow(TypeError);
  });
});
