const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a converted `YYYY-MM-DD` date; null when absent or not such a date. */
function dayNumber(isoDate: string | null | undefined): number | null {
  const match = isoDate ? ISO_DATE.exec(isoDate) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/**
 * Whole days from one date to a later one. A missing date or a negative interval (a date typed wrong) is
 * null: the spec's -1 means missing, and a turnaround is never negative.
 */
export function daysBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null || end < start) return null;
  return end - start;
}
