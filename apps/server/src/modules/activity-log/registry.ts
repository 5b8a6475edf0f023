import { sql } from 'drizzle-orm';
import {
  ACTIVITY_LIST_FIELDS,
  ACTIVITY_LOG_FIELDS,
  type ActivityLogField,
  type FilterOperator,
} from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import {
  ALIASES,
  type AnalyticsRegistry,
  type AreaRegistry,
  type ResolvedField,
} from '../analytics/index.js';

/**
 * The fields of the Activity Log's queries (contracts activity/activity-log.ts) over
 * `activities a left join users u left join workspaces w`, for the analytics compiler (analytics/compile.ts,
 * source `activityLog`, which adds the visibility rule).
 */

const { activity: a, user: u, workspace: w } = ALIASES;

const IDS: readonly FilterOperator[] = ['eq', 'in'];
const NAMES: readonly FilterOperator[] = ['eq', 'in'];
const SINGLE: readonly FilterOperator[] = ['eq'];
/** Grouped or shown only: the filters name the ids. */
const SHOWN_ONLY: readonly FilterOperator[] = [];

type Kind = ResolvedField['kind'];
const COLUMN_LABELS: Partial<Record<ActivityLogField, string>> = ACTIVITY_LOG_TEXT.columns;

function field(
  name: ActivityLogField,
  value: string,
  kind: Kind,
  operators: readonly FilterOperator[],
  output: string = value,
  notNull = false,
): ResolvedField {
  return {
    name,
    identity: `activity-log:${name}`,
    label: COLUMN_LABELS[name] ?? name,
    type: 'string',
    operators,
    kind,
    value: sql.raw(value),
    output: sql.raw(output),
    coordinate: false,
    pii: false,
    custom: false,
    ...(notNull ? { notNull } : {}),
  };
}

const F = ACTIVITY_LOG_FIELDS;

const ACTIVITY_LOG_RESOLVED: readonly ResolvedField[] = [
  field(F.id, `${a}.id`, 'uuid', IDS, `${a}.id::text`, true),
  // Compared as the instant itself (gte/lte on ISO timestamps: the index on created_at answers the range);
  // typed 'string' so `lte` is that instant, not the end of its day.
  field(
    F.createdAt,
    `${a}.created_at`,
    'timestamp',
    ['gte', 'lte'],
    `to_char(${a}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    true,
  ),
  field(F.day, `to_char(${a}.created_at at time zone 'UTC', 'YYYY-MM-DD')`, 'text', SHOWN_ONLY),
  field(F.action, `${a}.action`, 'text', NAMES),
  field(F.collectionName, `${a}.collection_name`, 'text', NAMES),
  field(F.userId, `${a}.user_id`, 'uuid', IDS, `${a}.user_id::text`),
  field(F.user, `${u}.user_id`, 'text', SHOWN_ONLY),
  field(F.workspaceId, `${a}.workspace_id`, 'uuid', IDS, `${a}.workspace_id::text`),
  field(F.workspace, `${w}.name`, 'text', SHOWN_ONLY),
  field(F.recordId, `${a}.record_id`, 'text', SINGLE),
  field(F.outcome, `${a}.outcome`, 'text', NAMES),
  field(F.requestId, `${a}.request_id`, 'text', SINGLE),
  field(F.transactionId, `${a}.transaction_id`, 'text', SINGLE),
];

const byName = new Map(ACTIVITY_LOG_RESOLVED.map((entry) => [entry.name, entry]));

/** The export's columns: the list's but the row id, headed as the list heads them. */
export const ACTIVITY_EXPORT_FIELDS: readonly ResolvedField[] = ACTIVITY_LIST_FIELDS.filter(
  (name) => name !== F.id,
).map((name) => byName.get(name) as ResolvedField);

const LOG: AreaRegistry = {
  area: 'ACTIVITY',
  source: 'activityLog',
  fields: ACTIVITY_LOG_RESOLVED,
  field: (name) => byName.get(name),
  defaultTableFields: ACTIVITY_LIST_FIELDS,
  defaultSort: { field: F.createdAt, ascending: false },
  rowKey: sql.raw(`${a}.id`),
  searchable: false,
  padsCaseTable: false,
  // bench:activity-log: the total took most of a page's time for an owner of many workspaces.
  tableWithoutTotal: true,
};

/** The log's registry: area ACTIVITY only (the compiler refuses `unwind` for it first). */
export const activityLogRegistry: AnalyticsRegistry = {
  customFields: [],
  resolve(area) {
    if (area !== 'ACTIVITY') throw new Error(`the activity log has no area ${area}`);
    return LOG;
  },
};
