import { ACTIVITY_LOG_ID, type ActivityLogFilters, type ActivityPageSize } from '@hde/contracts';

const dashboard = `/v2/app/ACTIVITY/dashboard/${ACTIVITY_LOG_ID}`;

/** Paths of the Activity Log's calls (spec part 2 §7.2): the dashboard query call of area ACTIVITY. */
export const ACTIVITY_LOG_PATHS = {
  query: `${dashboard}/query`,
  queryMultiple: `${dashboard}/query/multiple`,
  export: `${dashboard}/export`,
  choices: '/v2/app/activity-log/choices',
} as const;

/** Everything cached about the log: any of the caller's writes adds to it. */
const activityLogKey = ['activity-log'] as const;
export const activityChoicesKey = [...activityLogKey, 'choices'] as const;
export const activityListKey = (filters: ActivityLogFilters, page: number, pageSize: ActivityPageSize) =>
  [...activityLogKey, 'list', filters, page, pageSize] as const;
export const activityCountKey = (filters: ActivityLogFilters) =>
  [...activityLogKey, 'count', filters] as const;
export const activityChartsKey = (filters: ActivityLogFilters, today: string) =>
  [...activityLogKey, 'charts', filters, today] as const;
