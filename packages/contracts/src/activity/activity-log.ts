import type { ACTIVITY_PAGE_SIZES } from '../constants.js';
import { ACTIVITIES_PER_DAY_WINDOW_DAYS } from '../constants.js';
import type { QueryBody, WhereNode } from '../analytics/query.js';

/**
 * The Activity Log on /{module}/workspace-manager (spec part 2 §2.12, §7.2, §9): the activities the caller may
 * see, through the dashboard query call `POST /v2/app/ACTIVITY/dashboard/{ACTIVITY_LOG_ID}/query` and
 * `/query/multiple`, and streamed as CSV by `POST /v2/app/ACTIVITY/dashboard/{ACTIVITY_LOG_ID}/export`.
 * The caller sees every activity of the workspaces where they are OWNER or ADMIN and their own everywhere; the
 * server adds that rule to every query and export.
 */
export const ACTIVITY_LOG_ID = 'log';

/** Fields of an activity row, for where, groupBy, fields and sortField. */
export const ACTIVITY_LOG_FIELDS = {
  id: '_id',
  /** ISO 8601 in UTC; the date range filters it with gte and lte. */
  createdAt: 'createdAt',
  /** `YYYY-MM-DD` of createdAt in UTC: the calendar groups by it. */
  day: 'day',
  action: 'action',
  collectionName: 'collectionName',
  userId: 'userId',
  /** The user's e-mail; empty for what the system did, or for a deleted account. */
  user: 'user',
  workspaceId: 'workspaceId',
  /** The workspace's name; empty for an account-level activity, or for a deleted workspace. */
  workspace: 'workspace',
  recordId: 'recordId',
  outcome: 'outcome',
  requestId: 'requestId',
  /** The ledger entry sealing the activity: null until its batch is sealed (within a minute). */
  transactionId: 'transactionId',
} as const;
export type ActivityLogField = (typeof ACTIVITY_LOG_FIELDS)[keyof typeof ACTIVITY_LOG_FIELDS];

/** What an activity's outcome may be: recorded in the transaction of its change, or refused. */
export const ACTIVITY_OUTCOMES = ['SUCCESS', 'DENIED'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export type ActivityPageSize = (typeof ACTIVITY_PAGE_SIZES)[number];

/** The filters of the Activity Log; dates are `YYYY-MM-DD`, inclusive, in UTC. */
export interface ActivityLogFilters {
  workspaceId?: string | undefined;
  userId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The list's columns, in order. */
export const ACTIVITY_LIST_FIELDS: readonly ActivityLogField[] = [
  ACTIVITY_LOG_FIELDS.id,
  ACTIVITY_LOG_FIELDS.createdAt,
  ACTIVITY_LOG_FIELDS.user,
  ACTIVITY_LOG_FIELDS.action,
  ACTIVITY_LOG_FIELDS.collectionName,
  ACTIVITY_LOG_FIELDS.workspace,
  ACTIVITY_LOG_FIELDS.outcome,
  ACTIVITY_LOG_FIELDS.transactionId,
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The where of the filters: an `and` of the ones set. */
export function activityLogWhere(filters: ActivityLogFilters): WhereNode | undefined {
  const conditions: WhereNode[] = [];
  const equals = (field: ActivityLogField, value: string | undefined) => {
    if (value) conditions.push({ field, operator: 'eq', values: [value] });
  };
  equals(ACTIVITY_LOG_FIELDS.workspaceId, filters.workspaceId);
  equals(ACTIVITY_LOG_FIELDS.userId, filters.userId);
  equals(ACTIVITY_LOG_FIELDS.action, filters.action);
  // On createdAt itself, so the range reads the index on it.
  if (filters.from && DAY.test(filters.from)) {
    conditions.push({
      field: ACTIVITY_LOG_FIELDS.createdAt,
      operator: 'gte',
      values: [`${filters.from}T00:00:00.000Z`],
    });
  }
  if (filters.to && DAY.test(filters.to)) {
    conditions.push({
      field: ACTIVITY_LOG_FIELDS.createdAt,
      operator: 'lte',
      values: [`${filters.to}T23:59:59.999Z`],
    });
  }
  if (conditions.length === 0) return undefined;
  return conditions.length === 1 ? conditions[0] : { and: conditions };
}

/** One page of the list, newest first (spec §7.2: sort createdAt descending). */
export function activityListQuery(
  filters: ActivityLogFilters,
  page: number,
  pageSize: ActivityPageSize,
): QueryBody {
  return {
    fields: [...ACTIVITY_LIST_FIELDS],
    limit: pageSize,
    from: page * pageSize,
    sortField: ACTIVITY_LOG_FIELDS.createdAt,
    sortAsc: false,
    where: activityLogWhere(filters),
  };
}

/** The total the list shows. */
export function activityCountQuery(filters: ActivityLogFilters): QueryBody {
  return { addCount: true, where: activityLogWhere(filters) };
}

/** How many groups a bar or pie chart draws, largest first. */
export const ACTIVITY_CHART_GROUPS = 20;

/** The start of the calendar's window, `YYYY-MM-DD`: the last 365 days up to `today` (spec §9). */
export function activityCalendarStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (ACTIVITIES_PER_DAY_WINDOW_DAYS - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The charts of the log, answered together by `/query/multiple`: activities per day over the calendar's window
 * (the filters' dates narrowing it further), then by action, collection, user and workspace.
 */
export function activityChartQueries(filters: ActivityLogFilters, today: string): Record<string, QueryBody> {
  const calendarStart = activityCalendarStart(today);
  const from = filters.from && filters.from > calendarStart ? filters.from : calendarStart;
  const grouped = (groupBy: ActivityLogField): QueryBody => ({
    addCount: true,
    groupBy,
    limit: ACTIVITY_CHART_GROUPS,
    sortField: 'COUNT',
    sortAsc: false,
    where: activityLogWhere(filters),
  });
  return {
    perDay: {
      addCount: true,
      groupBy: ACTIVITY_LOG_FIELDS.day,
      limit: ACTIVITIES_PER_DAY_WINDOW_DAYS,
      sortField: ACTIVITY_LOG_FIELDS.day,
      sortAsc: true,
      where: activityLogWhere({ ...filters, from }),
    },
    byAction: grouped(ACTIVITY_LOG_FIELDS.action),
    byCollection: grouped(ACTIVITY_LOG_FIELDS.collectionName),
    byUser: grouped(ACTIVITY_LOG_FIELDS.user),
    byWorkspace: grouped(ACTIVITY_LOG_FIELDS.workspace),
  };
}
