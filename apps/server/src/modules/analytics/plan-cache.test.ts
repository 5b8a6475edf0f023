import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledQuery } from './compile.js';
import { createPlanCache } from './plan-cache.js';

const statement = (text: string): CompiledQuery => ({
  sql: sql.raw(text),
  text,
  params: [],
  decode: () => ({ items: [] }),
});

describe('the query plan cache', () => {
  it('plans a key once and answers it again from memory', () => {
    const cache = createPlanCache<CompiledQuery>();
    const compile = vi.fn(() => statement('select 1'));
    const first = cache.get('a', compile);
    expect(cache.get('a', compile)).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a plan that failed', () => {
    const cache = createPlanCache<CompiledQuery>();
    expect(() =>
      cache.get('bad', () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used key past its size', () => {
    const cache = createPlanCache<CompiledQuery>(2);
    cache.get('a', () => statement('a'));
    cache.get('b', () => statement('b'));
    cache.get('a', () => statement('a again'));
    cache.get('c', () => statement('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => statement('a recompiled')).text).toBe('a');
    expect(cache.get('b', () => statement('b recompiled')).text).toBe('b recompiled');
  });
});
