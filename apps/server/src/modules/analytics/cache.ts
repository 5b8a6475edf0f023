import { LRUCache } from 'lru-cache';
import type { AnalyticsArea, QueryResult } from '@hde/contracts/api';

/**
 * Results of analytics queries, in process, per (workspace, data version, area, query) (ARCHITECTURE §7): a new
 * import batch bumps the workspace's data version, so its older entries are never read again and age out. An
 * lru-cache bounded by entries and by (estimated) bytes, least recently used first out. Identical queries in
 * flight share one database trip.
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

export function createQueryCache<T extends NonNullable<unknown> = QueryResult>(
  options: QueryCacheOptions<T> = {},
): QueryCache<T> {
  const maxBytes = options.maxBytes ?? QUERY_CACHE_DEFAULTS.maxBytes;
  const sizeOf = options.sizeOf ?? ((result: T) => JSON.stringify(result).length);
  const entries = new LRUCache<string, T, () => Promise<T>>({
    max: options.maxEntries ?? QUERY_CACHE_DEFAULTS.maxEntries,
    maxSize: maxBytes,
    // One result may not crowd out most of the others: a larger one is answered but not kept.
    maxEntrySize: maxBytes / 4,
    sizeCalculation: (result, key) => (key.length + sizeOf(result)) * 2,
    fetchMethod: async (_key, _stale, { context: compute }) => deepFreeze(await compute()),
  });
  return {
    get: (key) => entries.get(key),
    set: (key, result) => void entries.set(key, deepFreeze(result)),
    // A fetch of a key already in flight joins it; a failed one is not kept.
    getOrCompute: async (key, compute) => (await entries.fetch(key, { context: compute })) as T,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
