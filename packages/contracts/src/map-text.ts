/** Texts of the Leaflet maps (dashboard map widgets, a case's places). */

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const cases = (count: number) => `${count} ${count === 1 ? 'case' : 'cases'}`;

export const MAP_TEXT = {
  /**
   * The number drawn in a cluster of places: the sum of their counts, compact ("12.3K"); "+" when some of the
   * places' counts are suppressed, so the true total is higher.
   */
  clusterNumber: (total: number, partial: boolean) => `${compact.format(total)}${partial ? '+' : ''}`,
  /** Accessible name and tooltip of a cluster; activating it zooms in. */
  clusterLabel: (total: number, places: number, partial: boolean) =>
    `${partial ? 'At least ' : ''}${cases(total)} at ${places} places. Zoom in`,
} as const;
