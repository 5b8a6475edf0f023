import { LRUCache } from 'lru-cache';

const PLANS_KEPT = 500;

/**
 * Query plans (the compiled statement and the count summary it reads) by everything planning depends on: a
 * dashboard asks the same queries again after every import, and planning a tab costs about as much as answering
 * it from the count summaries. Least recently used first out; `memo(key, { context: plan })` plans a key once,
 * and keeps nothing of a plan that throws.
 */
export function createPlanCache<T extends NonNullable<unknown>>(maxEntries = PLANS_KEPT) {
  return new LRUCache<string, T, () => T>({
    max: maxEntries,
    memoMethod: (_key, _stale, { context: plan }) => plan(),
  });
}
