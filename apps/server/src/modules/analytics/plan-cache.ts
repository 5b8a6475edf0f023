const PLANS_KEPT = 500;

/**
 * Query plans (the compiled statement and the count summary it reads) by everything planning depends on: a
 * dashboard asks the same queries again after every import, and planning a tab costs about as much as answering
 * it from the count summaries. Least recently used first out.
 */
export function createPlanCache<T>(maxEntries = PLANS_KEPT) {
  const entries = new Map<string, T>();
  return {
    get(key: string, plan: () => T): T {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const planned = plan();
      entries.set(key, planned);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return planned;
    },
    get size() {
      return entries.size;
    },
  };
}
