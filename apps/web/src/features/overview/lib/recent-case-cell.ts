import { MISSING_VALUE } from '@hde/contracts';
import type { RECENT_CASE_COLUMN_SETS, RecentCase, RecentCaseColumnSet } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';

export type RecentCaseColumn = (typeof RECENT_CASE_COLUMN_SETS)[RecentCaseColumnSet][number];

const DATE_COLUMNS: readonly RecentCaseColumn[] = ['deathDate', 'trialDate'];

/** The text of one cell of "Latest Cases": MM/DD/YYYY dates, turnarounds in days, '---' for anything missing. */
export function recentCaseCell(row: RecentCase, column: RecentCaseColumn): string {
  const value = row[column];
  if (typeof value === 'number') return value < 0 ? MISSING_VALUE : OVERVIEW_TEXT.days(value);
  if (value === null || value.trim() === '') return MISSING_VALUE;
  if (DATE_COLUMNS.includes(column)) return formatCalendarDate(value.trim()) ?? MISSING_VALUE;
  return value;
}
