/** UTC days, and the ISO weeks (`YYYY-Wnn`, reckoned in `@hde/contracts`) of a range. */

import { isoWeekMonday, isoWeekOf } from '@hde/contracts';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as UTC midnight. */
export const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
export const dayText = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

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
  for (let monday = isoWeekMonday(start); monday <= end; monday = addDays(monday, 7)) {
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
