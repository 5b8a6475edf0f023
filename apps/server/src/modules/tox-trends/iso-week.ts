/** ISO 8601 weeks (`YYYY-Wnn`, Monday first; week 1 holds the year's first Thursday), on UTC days. */

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as UTC midnight. */
export const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
export const dayText = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The Monday of the week holding `date`. */
function mondayOf(date: Date): Date {
  const weekday = (date.getUTCDay() + 6) % 7;
  return addDays(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())), -weekday);
}

/** The ISO week of a UTC day, as PostgreSQL's `to_char(…, 'IYYY-"W"IW')` writes it. */
export function isoWeekOf(date: Date): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday a `YYYY-Wnn` week starts on: how a week is shown. */
export function weekStart(week: string): Date {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) throw new Error(`Not an ISO week: ${week}`);
  const jan4 = new Date(Date.UTC(Number(match[1]), 0, 4));
  return addDays(mondayOf(jan4), (Number(match[2]) - 1) * 7);
}

export interface RangeWeek {
  week: string;
  /** Monday, `YYYY-MM-DD`. */
  start: string;
  /** Sunday, `YYYY-MM-DD`. */
  end: string;
  /** All seven days lie inside the range. */
  complete: boolean;
}

/** Every ISO week that has a day in [start, end], oldest first. */
export function weeksOfRange(start: Date, end: Date): RangeWeek[] {
  const weeks: RangeWeek[] = [];
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({
      week: isoWeekOf(monday),
      start: dayText(monday),
      end: dayText(sunday),
      complete: monday >= start && sunday <= end,
    });
  }
  return weeks;
}
