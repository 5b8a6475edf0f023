import { activityCalendarStart, type ActivityLogFilters } from '@hde/contracts';

/** Today in UTC, `YYYY-MM-DD`: the log's dates are UTC days. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The filters the log opens with, and Clear Filters returns to: every activity of the last 365 days. */
export function defaultActivityFilters(today: string): ActivityLogFilters {
  return { from: activityCalendarStart(today), to: today };
}
