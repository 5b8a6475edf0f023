const WEEK = /^(\d{4})-W(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The Monday that starts ISO week `YYYY-Wnn`, as YYYY-MM-DD (UTC); null when the text is not an ISO week. Week 1
 * is the week holding 4 January, so a week may start in the year before (2025-W01 starts 2024-12-30).
 */
export function isoWeekStart(week: string): string | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (number < 1 || number > weeksInYear(year)) return null;
  return new Date(weekOneMonday(year) + (number - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

function weekOneMonday(year: number): number {
  const fourth = Date.UTC(year, 0, 4);
  const weekday = (new Date(fourth).getUTCDay() + 6) % 7;
  return fourth - weekday * DAY_MS;
}

/** 53 when the year's last week holds 28 December past week 52, else 52. */
function weeksInYear(year: number): number {
  return Math.round((weekOneMonday(year + 1) - weekOneMonday(year)) / (7 * DAY_MS));
}
