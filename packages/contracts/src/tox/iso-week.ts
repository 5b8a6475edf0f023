/**
 * ISO 8601 weeks (`YYYY-Wnn`, Monday first; week 1 is the week holding 4 January, so its first Thursday), on UTC
 * days: the one implementation the trends server and web share.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday, at UTC midnight, of the ISO week holding `day` (any time of that UTC day). */
export function isoWeekMonday(day: Date): Date {
  const midnight = Math.floor(day.getTime() / DAY_MS) * DAY_MS;
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(midnight - weekday * DAY_MS);
}

/** The ISO week `YYYY-Wnn` of a UTC day, as PostgreSQL's `to_char(…, 'IYYY-"W"IW')` writes it. */
export function isoWeekOf(day: Date): string {
  const thursday = isoWeekMonday(day).getTime() + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The Monday that starts ISO week `YYYY-Wnn`, as `YYYY-MM-DD` (UTC): how a week is shown. Null when the text is
 * not an ISO week, or names a week the year lacks (week 0, week 53 of a 52-week year). A week may start in the
 * year before (2025-W01 starts 2024-12-30).
 */
export function isoWeekStart(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > weeksInYear(year)) return null;
  return new Date(weekOneMonday(year) + (number - 1) * WEEK_MS).toISOString().slice(0, 10);
}

const weekOneMonday = (year: number) => isoWeekMonday(new Date(Date.UTC(year, 0, 4))).getTime();

/** 53 when the year's last week holds 28 December past week 52, else 52. */
const weeksInYear = (year: number) => Math.round((weekOneMonday(year + 1) - weekOneMonday(year)) / WEEK_MS);
