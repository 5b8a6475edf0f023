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
