import { can, type AnyWorkspaceRole, type PermissionAction } from '@hde/contracts';
import type { AnalyticsArea, ParsedQueryBody, WhereNode } from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';

/**
 * Areas whose rows only some screens show (spec part 2 §2.2, part 1 §5): FILE rows (file names, statuses) on the
 * Import Wizard's file table, ACTIVITY rows (members by e-mail) beside the members of User Management. Every role
 * sees their number on the overview's count cards, and may ask for no more than that.
 */
const AREA_ROWS_ACTION: Partial<Record<AnalyticsArea, PermissionAction>> = {
  FILE: 'workspace.import',
  ACTIVITY: 'workspace.members.view',
};

/** What a dashboard data call reads: the results of these bodies, or every row (the CSV export). */
export type AreaReading = readonly ParsedQueryBody[] | 'rows';

/** The overview's count: every row of the area counted, no value read, filtered, grouped or searched. */
function isPlainCount(body: ParsedQueryBody): boolean {
  const { addCount, limit: _limit, from: _from, sortAsc: _sortAsc, ...reads } = body;
  return addCount === true && Object.values(reads).every((value) => value === undefined);
}

/** Refuses (403) a role a reading of FILE or ACTIVITY beyond the count its screens show. */
export function checkAreaReading(role: AnyWorkspaceRole, area: AnalyticsArea, reading: AreaReading): void {
  const action = AREA_ROWS_ACTION[area];
  if (!action || can(role, action)) return;
  if (reading !== 'rows' && reading.every(isPlainCount)) return;
  throw new HttpError(403, ANALYTICS_ERRORS.areaRowsRefused);
}

/**
 * ACTIVITY through the dashboard data calls (issue 26): OWNER and ADMIN read all of the workspace's activities;
 * any other member reads only their own, counts included. The filter that keeps a member's own, or none.
 */
export function ownActivitiesFilter(role: AnyWorkspaceRole, userEmail: string): WhereNode | undefined {
  if (can(role, AREA_ROWS_ACTION.ACTIVITY as PermissionAction)) return undefined;
  // The area names an activity's user by their sign-in e-mail (analytics/registry.ts).
  return { field: 'userId', operator: 'eq', values: [userEmail] };
}

/** A filter AND-ed to another. */
export function andWhere(first: WhereNode | undefined, second: WhereNode | undefined): WhereNode | undefined {
  return first && second ? { and: [first, second] } : (first ?? second);
}
