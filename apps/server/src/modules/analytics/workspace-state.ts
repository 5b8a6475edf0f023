import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { workspaces } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { createAnalyticsRegistry, type AnalyticsRegistry } from './registry.js';
import type { StoredRollup } from './rollups/plan.js';

export interface WorkspaceState {
  dataVersion: number;
  lastImported: string | null;
  /** Built when first asked for: a request answered from the plan and result caches needs none. */
  readonly registry: AnalyticsRegistry;
  /** The custom fields the registry holds, as a key of what compiles from it. */
  customFields: string;
  /** The count summaries written for this data version; none when they are older. */
  rollups: StoredRollup[];
  /** `rollups` as text, a key of what is planned from them; made when first asked for, as `registry`. */
  readonly summaries: string;
  rollupsStale: boolean;
  /** Summaries asked for already (rollups/refresh.ts). */
  wantedRollups: ReadonlySet<string>;
}

/** The caller's access check, still running: a query awaits it before it compiles or runs anything. */
export type AccessCheck = Promise<unknown>;

/**
 * What a query needs of its workspace besides the cases, as one JSON value (see `WorkspaceState`). Columns inside
 * a select's own expressions render unqualified, which a subquery would read as its own: the workspace's columns
 * are named in full here.
 */
const WORKSPACE_STATE = sql<unknown>`json_build_object(
  'dataVersion', workspaces.data_version,
  'lastImported', to_char(workspaces.last_imported at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'custom', coalesce((select json_agg(json_build_array(cf.key, cf.label) order by cf.key)
    from custom_fields cf where cf.workspace_id = workspaces.id), '[]'::json),
  'wanted', (select s.wanted from case_rollup_states s where s.workspace_id = workspaces.id),
  'rollups', (select s.rollups from case_rollup_states s
    where s.workspace_id = workspaces.id and s.data_version = workspaces.data_version))`;

interface StateRead {
  dataVersion: number;
  lastImported: string | null;
  custom: unknown;
  wanted: unknown;
  rollups: unknown;
}

function stateFrom(read: StateRead): WorkspaceState {
  const custom = (Array.isArray(read.custom) ? read.custom : []) as [string, string][];
  let registry: AnalyticsRegistry | undefined;
  let summaries: string | undefined;
  return {
    dataVersion: read.dataVersion,
    lastImported: read.lastImported,
    get registry() {
      return (registry ??= createAnalyticsRegistry(custom.map(([key, label]) => ({ key, label }))));
    },
    customFields: JSON.stringify(custom),
    rollups: Array.isArray(read.rollups) ? (read.rollups as StoredRollup[]) : [],
    get summaries() {
      return (summaries ??= JSON.stringify(read.rollups));
    },
    rollupsStale: !Array.isArray(read.rollups),
    wantedRollups: new Set(Array.isArray(read.wanted) ? (read.wanted as string[]) : []),
  };
}

/** The statement that reads a workspace's state, prepared once per service. */
export function prepareWorkspaceState(db: Database) {
  return db
    .select({ state: WORKSPACE_STATE })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .prepare('analytics_workspace_state');
}

export type WorkspaceStateStatement = ReturnType<typeof prepareWorkspaceState>;

/** The data version, "Last Updated" date, custom fields and count summaries of a workspace: one read. */
async function readWorkspaceState(
  statement: WorkspaceStateStatement,
  workspaceId: string,
): Promise<WorkspaceState> {
  // A malformed id never reaches the database (where it would fail, and cost the connection).
  if (!isUuid(workspaceId)) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
  const [row] = await statement.execute({ workspaceId });
  if (!row) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
  return stateFrom(row.state as StateRead);
}

/**
 * The state, answered once `access` has passed. Its statement runs alongside the access check (neither waits for
 * the other); a refusal is the answer whatever the state read found.
 */
export async function stateAfter(
  statement: WorkspaceStateStatement,
  workspaceId: string,
  access: AccessCheck | undefined,
): Promise<WorkspaceState> {
  const state = readWorkspaceState(statement, workspaceId);
  state.catch(() => undefined);
  await access;
  return state;
}
