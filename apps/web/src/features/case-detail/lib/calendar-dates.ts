import { dateFromParts, formatCalendarDate } from '../../../lib/dates/format-calendar-date';

/** The date of birth as MM/DD/YYYY; null when missing or not a real day. */
export function formatDateOfBirth(parts: readonly [number, number, number] | null): string | null {
  const date = parts && dateFromParts(parts);
  return date ? formatCalendarDate(date.toISOString()) : null;
}
