import type { CalendarDate } from './calendar.js';

const DAY_MS = 86_400_000;
/** Serial 60 is 29 February 1900, a day that never was (Lotus 1-2-3's leap-year bug, kept by Excel). */
const PHANTOM_LEAP_DAY = 60;

/** The calendar date of an Excel serial (1900 date system); the fraction (time of day) is dropped. */
export function excelSerialToDate(serial: number): CalendarDate | null {
  const days = Math.floor(serial);
  if (!Number.isFinite(serial) || days < 1 || days === PHANTOM_LEAP_DAY) return null;
  const epoch = days < PHANTOM_LEAP_DAY ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The Excel serial of a calendar date (what a spreadsheet stores for it). */
export function dateToExcelSerial({ year, month, day }: CalendarDate): number {
  const days = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / DAY_MS);
  return days <= PHANTOM_LEAP_DAY ? days - 1 : days;
}
