/** A seed: a number, or any text (hashed), so callers can name their data sets ("demo", "bench"). */
export type Seed = number | string;

/** One entry of a weighted table: the value and its relative weight (any positive number). */
export type Weighted<T> = readonly [value: T, weight: number];

/** A weighted table with its running totals computed once, so a draw is a short scan. */
export interface WeightedTable<T> {
  readonly values: readonly T[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

export function weightedTable<T>(entries: readonly Weighted<T>[]): WeightedTable<T> {
  const values: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [value, weight] of entries) {
    if (!(weight > 0)) continue;
    total += weight;
    values.push(value);
    cumulative.push(total);
  }
  if (values.length === 0) throw new Error('A weighted table needs at least one positive weight');
  return { values, cumulative, total };
}

function hashSeed(seed: Seed): number {
  if (typeof seed === 'number') return seed >>> 0;
  // FNV-1a: any string gives a stable 32-bit seed.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function splitMix32(state: number): () => number {
  let s = state;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): 128 bits of state, passes PractRand, and is the
 * same in every JavaScript engine, so one seed gives the same data in tests, demo workspaces and benchmarks.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Seed) {
    const init = splitMix32(hashSeed(seed));
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init();
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(table: WeightedTable<T>): T {
    const target = this.next() * table.total;
    const { cumulative, values } = table;
    for (let i = 0; i < cumulative.length; i += 1) {
      if (target < (cumulative[i] as number)) return values[i] as T;
    }
    return values[values.length - 1] as T;
  }

  /** A normal draw (Box-Muller), optionally clamped to [min, max]. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const u = 1 - this.next();
    const v = this.next();
    const value = mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.min(max, Math.max(min, value));
  }

  /** An exponential draw with the given mean. */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }

  /** A triangular draw on [min, max] peaking at mode: a cheap skewed shape for delays. */
  triangular(min: number, mode: number, max: number): number {
    const u = this.next();
    const split = (mode - min) / (max - min);
    return u < split
      ? min + Math.sqrt(u * (max - min) * (mode - min))
      : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
  }

  /** k distinct items in a seeded order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, k);
  }

  /** A digit string of the given length, leading zeros kept. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(this.next() * 10);
    return out;
  }
}
