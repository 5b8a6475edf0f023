/** One loaded resource of a tab, in ms from the moment the bench sent the tab to its address. */
export interface WaterfallEntry {
  /** The path and query of the resource (the origin is always the product's). */
  name: string;
  /** What asked for it: navigation, script, link (modulepreload), fetch, css, img... */
  kind: string;
  start: number;
  /** Request sent to first byte back: the server's time plus a loopback round trip. */
  waiting: number;
  end: number;
  /** Served from the browser's cache (no bytes on the wire). */
  cached: boolean;
}

/**
 * In the page (a function, not a string: the product's CSP forbids eval): the document's and each resource's
 * Resource Timing, relative to `startedAt` (a wall clock in ms). Only the last document's entries exist.
 */
export function resourceWaterfall(startedAt: number): WaterfallEntry[] {
  const offset = performance.timeOrigin - startedAt;
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  return entries.map((entry) => {
    const url = new URL(entry.name);
    return {
      name: url.pathname + url.search,
      kind: entry.initiatorType,
      start: offset + entry.startTime,
      waiting: entry.responseStart > 0 ? entry.responseStart - entry.requestStart : 0,
      end: offset + entry.responseEnd,
      cached: entry.transferSize === 0 && entry.decodedBodySize > 0,
    };
  });
}

/** The entries as aligned lines, in the order they started, with the moment the data was drawn. */
export function formatWaterfall(entries: readonly WaterfallEntry[], drawnMs: number): string[] {
  const ms = (value: number) => String(Math.round(value)).padStart(5);
  const lines = [...entries]
    .sort((a, b) => a.start - b.start)
    .map(
      (entry) =>
        `${ms(entry.start)} →${ms(entry.end)} ms  waiting ${ms(entry.waiting)} ms  ` +
        `${entry.kind.padEnd(10)} ${entry.cached ? 'cache ' : '      '}${entry.name.slice(0, 90)}`,
    );
  return [...lines, `${ms(drawnMs)} ms  first data drawn`];
}
