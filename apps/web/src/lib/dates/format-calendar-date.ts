const formatter = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a [year, month, day] with a 1-based month; null when the parts name no real day. */
export function dateFromParts([year, month, day]: readonly [number, number, number]): Date | null {
  const date = new Date(year, month - 1, day);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same ? date : null;
}

/** Local midnight of a calendar day `YYYY-MM-DD`: never shifted by the user's time zone. */
export function dateFromDay(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  return match ? dateFromParts([Number(match[1]), Number(match[2]), Number(match[3])]) : null;
}

/**
 * MM/DD/YYYY in the user's time zone; null and unreadable values give null. A bare `YYYY-MM-DD` is a calendar
 * day (a date of death, a trial date), read at local midnight so it never shows as the day before.
 */
export function formatCalendarDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = ISO_DAY.test(iso) ? dateFromDay(iso) : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? formatter.format(date) : null;
}
