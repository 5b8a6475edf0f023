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
    const first = cache.memo('a', { context: compile });
    expect(cache.memo('a', { context: compile })).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a plan that failed', () => {
    const cache = createPlanCache<CompiledQuery>();
    expect(() =>
      cache.memo('bad', {
        context: () => {
          throw new Error('refused');
        },
      }),
    ).toThrow('refused');
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used key past its size', () => {
    const cache = createPlanCache<CompiledQuery>(2);
    cache.memo('a', { context: () => statement('a') });
    cache.memo('b', { context: () => statement('b') });
    cache.memo('a', { context: () => statement('a again') });
    cache.memo('c', { context: () => statement('c') });
    expect(cache.size).toBe(2);
    expect(cache.memo('a', { context: () => statement('a recompiled') }).text).toBe('a');
    expect(cache.memo('b', { context: () => statement('b recompiled') }).text).toBe('b recompiled');
  });
});
