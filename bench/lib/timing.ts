/** Seconds elapsed since a `process.hrtime.bigint()` reading. */
export function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

/** Milliseconds `task` takes. */
export async function timedMs(task: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The median of some samples. */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
