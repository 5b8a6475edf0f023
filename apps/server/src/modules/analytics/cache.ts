import type { AnalyticsArea, QueryResult } from '@hde/contracts';

/**
 * Results of analytics queries, in process, per (workspace, data version, area, query) (ARCHITECTURE §7): a new
 * import batch bumps the workspace's data version, so its older entries are never read again and age out. Bounded
 * by entries and by (estimated) bytes, least recently used first out. Identical queries in flight share one
 * database trip.
 */
export interface QueryCacheOptions<T> {
  maxEntries?: number;
  /** Estimated from the JSON size of each result. */
  maxBytes?: number;
  /** The characters a result holds (default: its JSON's length). */
  sizeOf?: (result: T) => number;
}

const QUERY_CACHE_DEFAULTS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 } as const;

/** Areas whose data changes only with the workspace's data version: files and activities change without it. */
export const CACHED_AREAS: ReadonlySet<AnalyticsArea> = new Set(['CASE', 'TOXICOLOGY', 'DIAGNOSIS']);

/** JSON with object keys sorted at every level: equal bodies give equal keys whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}

/** The cache key of a query whose body is `canonicalBody` (its `canonicalJson`, which callers reuse). */
export function cacheKey(
  workspaceId: string,
  dataVersion: number,
  area: AnalyticsArea,
  canonicalBody: string,
): string {
  return `${workspaceId}|${dataVersion}|${area}|${canonicalBody}`;
}

/** Cached results are shared by every caller that asks the same: frozen, so none can change another's. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const entry of Object.values(value as Record<string, unknown>)) deepFreeze(entry);
  }
  return value;
}

interface Entry<T> {
  result: T;
  bytes: number;
}

/** Results of analytics queries by default; any JSON answer computed from a workspace's data may use one. */
export interface QueryCache<T = QueryResult> {
  get(key: string): T | undefined;
  set(key: string, result: T): void;
  /** The cached result, else the one being computed for the same key, else `compute()` (then cached). */
  getOrCompute(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createQueryCache<T = QueryResult>(options: QueryCacheOptions<T> = {}): QueryCache<T> {
  const maxEntries = options.maxEntries ?? QUERY_CACHE_DEFAULTS.maxEntries;
  const maxBytes = options.maxBytes ?? QUERY_CACHE_DEFAULTS.maxBytes;
  const sizeOf = options.sizeOf ?? ((result: T) => JSON.stringify(result).length);
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T>>();
  let bytes = 0;

  function evict(): void {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  }

  const cache: QueryCache<T> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.result;
    },
    set(key, result) {
      const size = (key.length + sizeOf(result)) * 2;
      // One result may not crowd out most of the others.
      if (size > maxBytes / 4) return;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        bytes -= previous.bytes;
      }
      entries.set(key, { result: deepFreeze(result), bytes: size });
      bytes += size;
      evict();
    },
    async getOrCompute(key, compute) {
      const cached = cache.get(key);
      if (cached) return cached;
      const running = pending.get(key);
      if (running) return running;
      const promise = compute().then((result) => {
        cache.set(key, result);
        return result;
      });
      pending.set(key, promise);
      try {
        return await promise;
      } finally {
        pending.delete(key);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
  return cache;
}
