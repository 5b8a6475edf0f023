import { isIPv6 } from 'node:net';

/**
 * The key limits per client address count under: an IPv4 address as it is (also when IPv4-mapped in IPv6), an
 * IPv6 address by its /64, the smallest block one subscriber is usually given, so a client cannot get a fresh
 * allowance from each of its 2^64 addresses. Anything else (no address) is its own key.
 */
export function clientAddressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const octets = dotted?.slice(1).map(Number) ?? [];
  const text = dotted
    ? address.slice(0, dotted.index) +
      [0, 2].map((at) => (((octets[at] ?? 0) << 8) | (octets[at + 1] ?? 0)).toString(16)).join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** Fixed-window attempt counter kept in memory (per instance); enough to slow password guessing. */
export class AttemptLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; false when the key has used up its window. */
  tryAttempt(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      this.prune(now);
      return true;
    }
    window.count += 1;
    return window.count <= this.maxAttempts;
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}

interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

export interface FailureThrottleOptions {
  /** Failures a key may have before each further attempt must wait. */
  freeFailures: number;
  /** The longest wait, in ms. */
  maxDelayMs: number;
  /** A key with no failure for this long is forgotten. */
  forgetAfterMs: number;
  /** Keys kept at most; the least recently failed leave first. */
  maxKeys: number;
}

/**
 * Counts failures (never attempts) per key and makes a key that failed too often wait before its next attempt
 * is even checked: after `freeFailures`, 1 s, then twice as long per further failure, up to `maxDelayMs`.
 * In memory per instance, bounded by `maxKeys`.
 */
export class FailureThrottle {
  private readonly records = new Map<string, FailureRecord>();

  constructor(
    private readonly options: FailureThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Ms the key must still wait before an attempt is checked; 0 when it may try now. */
  waitMs(key: string): number {
    const record = this.live(key);
    if (!record || record.failures < this.options.freeFailures) return 0;
    const exponent = record.failures - this.options.freeFailures;
    const delay = Math.min(1000 * 2 ** Math.min(exponent, 40), this.options.maxDelayMs);
    return Math.max(0, record.lastFailureAt + delay - this.now());
  }

  recordFailure(key: string): void {
    const failures = (this.live(key)?.failures ?? 0) + 1;
    // Re-inserted, so the map's order is the order of last failures and the first key is the stalest.
    this.records.delete(key);
    this.records.set(key, { failures, lastFailureAt: this.now() });
    this.prune();
  }

  /** Takes back one failure recorded up front for an attempt that then succeeded. */
  undoFailure(key: string): void {
    const record = this.live(key);
    if (!record) return;
    if (record.failures <= 1) this.records.delete(key);
    else record.failures -= 1;
  }

  reset(key: string): void {
    this.records.delete(key);
  }

  private live(key: string): FailureRecord | undefined {
    const record = this.records.get(key);
    if (record && this.now() - record.lastFailureAt >= this.options.forgetAfterMs) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  private prune(): void {
    for (const [key, record] of this.records) {
      const stale = this.now() - record.lastFailureAt >= this.options.forgetAfterMs;
      if (!stale && this.records.size <= this.options.maxKeys) return;
      this.records.delete(key);
    }
  }
}
