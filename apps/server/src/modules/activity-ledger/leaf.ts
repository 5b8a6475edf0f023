import { sql } from 'drizzle-orm';
import { activities } from '../../platform/db/schema.js';
import { contentHash } from '../ledger/index.js';

/**
 * What an activity's leaf in the ledger covers: every column a reader relies on, as PostgreSQL reads them back
 * (uuids in lower case, the time to the microsecond in UTC), so the hash taken when it was sealed is the hash of
 * the row as stored now unless someone changed it.
 */
export const activityLeafColumns = {
  id: activities.id,
  workspaceId: activities.workspaceId,
  userId: activities.userId,
  collectionName: activities.collectionName,
  action: activities.action,
  recordId: activities.recordId,
  outcome: activities.outcome,
  requestId: activities.requestId,
  details: activities.details,
  createdAt: sql<string>`to_char(${activities.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

export type ActivityLeafContent = {
  [Key in keyof typeof activityLeafColumns]: unknown;
};

export function activityLeafHash(row: ActivityLeafContent): string {
  return contentHash({ kind: 'activity', ...row });
}

/** The workspace id of the ledger entries that seal activities: a batch spans every workspace. */
export const ACTIVITY_BATCH_WORKSPACE = '00000000-0000-0000-0000-000000000000';

/** A PostgreSQL array literal of uuids, one parameter in either driver (uuids need no quoting). */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
