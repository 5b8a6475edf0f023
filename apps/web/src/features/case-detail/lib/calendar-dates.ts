import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';

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

const formatDate = (date: Date | null) => (date ? formatCalendarDate(date.toISOString()) : null);

/** The date of birth as MM/DD/YYYY; null when missing or not a real day. */
export function formatDateOfBirth(parts: readonly [number, number, number] | null): string | null {
  return parts ? formatDate(dateFromParts(parts)) : null;
}

/** A calendar day `YYYY-MM-DD` as MM/DD/YYYY; null when missing or unreadable. */
export function formatDay(day: string | null): string | null {
  return day ? formatDate(dateFromDay(day)) : null;
}
