import type { CompiledQuery } from './compile.js';

export const COMPILED_QUERIES_KEPT = 500;

/**
 * Compiled statements by everything compilation depends on (see `compiledKey`): a dashboard asks the same
 * queries again after every import, and compiling a tab costs about as much as answering it from the count
 * summaries. Least recently used first out.
 */
export function createCompiledCache(maxEntries = COMPILED_QUERIES_KEPT) {
  const entries = new Map<string, CompiledQuery>();
  return {
    get(key: string, compile: () => CompiledQuery): CompiledQuery {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const compiled = compile();
      entries.set(key, compiled);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return compiled;
    },
    get size() {
      return entries.size;
    },
  };
}
