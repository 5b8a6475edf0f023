import { sql, type SQL } from 'drizzle-orm';
import { resolveDashboard, widgetQuery, type DashboardConfiguration } from '@hde/contracts';
import { queryBodySchema } from '@hde/contracts/api';
import { rowsOf, type Database, type Transaction } from '../../../platform/db/client.js';
import type { JobHandler } from '../../../platform/jobs.js';
import { configurationBody } from '../../workspaces/index.js';
import { ALIASES, caseColumnType, createAnalyticsRegistry } from '../registry.js';
import {
  parseRollupKey,
  rollupNeed,
  rollupSpec,
  ROLLUP_SQL_TYPES,
  TOTAL_ROLLUP_KEY,
  type RollupDimension,
  type RollupSpec,
  type StoredRollup,
} from './plan.js';

/**
 * Writes the count summaries of a workspace's cases (plan.ts) for the widgets of its dashboard, all from one
 * snapshot of its data, stamped with the data version of that snapshot.
 */

/** A summary is kept when it has at most this many rows, or at most this share of the cases. */
const ROLLUP_LIMITS: { rows: number; caseShare: number } = { rows: 1_000, caseShare: 0.25 };

/** Summaries asked for by queries that a workspace keeps beyond its dashboard's, the oldest dropped first. */
export const MAX_WANTED_ROLLUPS = 64;

/** The summaries the widgets of a dashboard can be answered from. */
export function dashboardRollups(dashboard: DashboardConfiguration): RollupSpec[] {
  const fields = createAnalyticsRegistry().resolve('CASE');
  return dashboard.tabs.flatMap((tab) =>
    tab.widgets.flatMap((widget) => {
      const parsed = queryBodySchema.safeParse(widgetQuery(widget, undefined, undefined));
      const need = parsed.success ? rollupNeed(widget.area, parsed.data, fields) : undefined;
      return need ? [need] : [];
    }),
  );
}

/** Each summary once, always with the number of cases (the share limit needs it). */
function uniqueWithTotal(specs: readonly RollupSpec[]): RollupSpec[] {
  const byKey = new Map<string, RollupSpec>([[TOTAL_ROLLUP_KEY, rollupSpec([])]]);
  for (const spec of specs) if (!byKey.has(spec.key)) byKey.set(spec.key, spec);
  return [...byKey.values()];
}

/** The specs of stored keys whose columns a summary can still hold (the schema may have moved on). */
function specsOfKeys(keys: readonly string[]): RollupSpec[] {
  return keys.flatMap((key) => {
    const dimensions = parseRollupKey(key);
    const holdable = dimensions.every(({ column, grain }) => {
      const type = caseColumnType(column);
      return type !== undefined && ROLLUP_SQL_TYPES.has(type) && (grain === 'value' || type === 'date');
    });
    return holdable ? [rollupSpec(dimensions)] : [];
  });
}

/** PostgreSQL's GROUPING() takes at most this many arguments. */
const MAX_GROUPING_COLUMNS = 31;

const dimensionName = ({ column, grain }: RollupDimension) => `${column}@${grain}`;

function dimensionValue({ column, grain }: RollupDimension): string {
  const type = caseColumnType(column);
  if (!type || !ROLLUP_SQL_TYPES.has(type)) throw new Error(`no summary can hold the column ${column}`);
  const c = ALIASES.case;
  return grain === 'value' ? `${c}."${column}"` : `date_trunc('${grain}', ${c}."${column}")::date`;
}

/** Summaries in groups whose distinct dimensions fit one GROUPING() call. */
function chunked(specs: readonly RollupSpec[]): RollupSpec[][] {
  const chunks: { specs: RollupSpec[]; names: Set<string> }[] = [];
  for (const spec of specs) {
    const names = spec.dimensions.map(dimensionName);
    const fits = chunks.find((chunk) => new Set([...chunk.names, ...names]).size <= MAX_GROUPING_COLUMNS);
    if (fits) {
      fits.specs.push(spec);
      for (const name of names) fits.names.add(name);
    } else chunks.push({ specs: [spec], names: new Set(names) });
  }
  return chunks.map((chunk) => chunk.specs);
}

/**
 * One statement, one scan of the workspace's cases, for several summaries: a grouping set each, grouped on the
 * typed values, told apart by GROUPING() and stored as text.
 */
function insertRollups(workspaceId: string, specs: readonly RollupSpec[]): SQL {
  const dimensions = new Map<string, { index: number; dimension: RollupDimension }>();
  for (const dimension of specs.flatMap((spec) => spec.dimensions)) {
    const name = dimensionName(dimension);
    if (!dimensions.has(name)) dimensions.set(name, { index: dimensions.size, dimension });
  }
  const all = [...dimensions.values()];
  const indexOf = (dimension: RollupDimension) => dimensions.get(dimensionName(dimension))?.index as number;
  const workspace = sql`${workspaceId}::uuid`;
  const c = sql.raw(ALIASES.case);
  const values =
    all.length === 0
      ? sql.raw('1 as d')
      : sql.raw(all.map(({ dimension, index }) => `${dimensionValue(dimension)} as d${index}`).join(', '));
  const columns = all.map(({ index }) => `s.d${index}`);
  // GROUPING(d0, ..., dk) sets the bit of every argument a grouping set leaves out, the first argument highest.
  const maskOf = (spec: RollupSpec) => {
    const held = new Set(spec.dimensions.map(indexOf));
    return all.reduce(
      (mask, { index }) => (held.has(index) ? mask : mask | (1 << (all.length - 1 - index))),
      0,
    );
  };
  const sets = specs.map((spec) => `(${spec.dimensions.map((d) => `s.d${indexOf(d)}`).join(', ')})`);
  const keys = specs.map((spec) => sql`when ${sql.raw(String(maskOf(spec)))} then ${spec.key}::text`);
  const arrays = specs.map(
    (spec) =>
      sql`when ${sql.raw(String(maskOf(spec)))} then ${sql.raw(
        spec.dimensions.length === 0
          ? `'{}'::text[]`
          : `array[${spec.dimensions.map((d) => `q.g${indexOf(d)}::text`).join(', ')}]`,
      )}`,
  );
  const grouping = all.length === 0 ? '0' : `grouping(${columns.join(', ')})`;
  const outputs = all.map(({ index }) => `, s.d${index} as g${index}`).join('');
  return sql`insert into case_rollup_rows (workspace_id, rollup, dims, n)
    select ${workspace}, case q.mask ${sql.join(keys, sql.raw(' '))} end,
      case q.mask ${sql.join(arrays, sql.raw(' '))} end, q.n
    from (
      select ${sql.raw(grouping)} as mask${sql.raw(outputs)}, count(*)::int as n
      from (select ${values} from cases ${c} where ${c}.workspace_id = ${workspace}) s
      group by grouping sets (${sql.raw(sets.join(', '))})) q`;
}

export interface RefreshOutcome {
  dataVersion: number;
  rollups: StoredRollup[];
}

export interface RefreshOptions {
  /** The summaries to write besides the wanted ones (default: those of the dashboard's widgets). */
  specs?: readonly RollupSpec[];
  limits?: typeof ROLLUP_LIMITS;
  /** Write them even when they match the data version (a summary has just been asked for). */
  force?: boolean;
}

/**
 * Replaces the workspace's summaries (those of its dashboard's widgets and those queries asked for), in one
 * repeatable-read transaction so that every summary and the data version come from the same snapshot. Skipped
 * (undefined) when, unless forced, another refresh of the workspace holds the lock or the summaries already
 * match the data version.
 */
export async function refreshRollups(
  db: Database,
  workspaceId: string,
  { specs, limits = ROLLUP_LIMITS, force = false }: RefreshOptions = {},
): Promise<RefreshOutcome | undefined> {
  const base =
    specs ??
    dashboardRollups(resolveDashboard(await configurationBody(db, workspaceId, 'dashboard-configuration')));
  return db.transaction(
    async (tx) => {
      // A forced refresh (summaries just asked for) waits for a running one rather than be lost behind it.
      const lockKey = sql`hashtext('case_rollups'), hashtext(${workspaceId}::text)`;
      const locking = force
        ? sql`(select true from pg_advisory_xact_lock(${lockKey}))`
        : sql`pg_try_advisory_xact_lock(${lockKey})`;
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select ${locking} as locked,
          set_config('extra_float_digits', '3', true), set_config('datestyle', 'ISO, YMD', true)`),
      );
      if (!lock?.locked) return undefined;
      const [state] = rowsOf<{ version: string; stamped: string | null; wanted: unknown }>(
        await tx.execute(sql`select w.data_version::text as version, s.data_version::text as stamped, s.wanted
          from workspaces w left join case_rollup_states s on s.workspace_id = w.id where w.id = ${workspaceId}::uuid`),
      );
      if (!state || (!force && state.version === state.stamped)) return undefined;
      const wanted = Array.isArray(state.wanted) ? (state.wanted as string[]) : [];
      const targets = uniqueWithTotal([...base, ...specsOfKeys(wanted)]);
      await tx.execute(sql`delete from case_rollup_rows where workspace_id = ${workspaceId}::uuid`);
      for (const specs of chunked(targets)) await tx.execute(insertRollups(workspaceId, specs));
      const written = rowsOf<{ rollup: string; rows: number }>(
        await tx.execute(sql`select rollup, count(*)::int as rows from case_rollup_rows
          where workspace_id = ${workspaceId}::uuid group by rollup`),
      );
      const counted = new Map(targets.map((spec) => [spec.key, 0]));
      for (const { rollup, rows } of written) counted.set(rollup, Number(rows));
      const cases = await totalCases(tx, workspaceId);
      const kept: StoredRollup[] = [];
      for (const [key, rows] of counted) {
        if (rows <= limits.rows || rows <= cases * limits.caseShare) {
          kept.push({ key, rows });
        } else {
          // As many rows as cases, or nearly: reading the summary would cost what reading the cases costs.
          await tx.execute(sql`delete from case_rollup_rows
            where workspace_id = ${workspaceId}::uuid and rollup = ${key}::text`);
        }
      }
      const dataVersion = Number(state.version);
      await tx.execute(sql`insert into case_rollup_states (workspace_id, data_version, rollups, refreshed_at)
        values (${workspaceId}::uuid, ${dataVersion}, ${JSON.stringify(kept)}::jsonb, now())
        on conflict (workspace_id) do update set data_version = excluded.data_version,
          rollups = excluded.rollups, refreshed_at = excluded.refreshed_at`);
      return { dataVersion, rollups: kept };
    },
    { isolationLevel: 'repeatable read' },
  );
}

async function totalCases(tx: Transaction, workspaceId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select coalesce(sum(n), 0)::int as n from case_rollup_rows
      where workspace_id = ${workspaceId}::uuid and rollup = ${TOTAL_ROLLUP_KEY}::text`),
  );
  return Number(row?.n ?? 0);
}

/** Job kind: refresh a workspace's summaries once an import's data is all written (payload `workspaceId`). */
export const CASE_ROLLUPS_JOB = 'refresh-case-rollups';

export const caseRollupsJob: JobHandler = async (payload, { db }) => {
  await refreshRollups(db, String(payload.workspaceId));
};

/**
 * Adds summaries that a query asked for to the workspace's wanted list (newest last, at most
 * MAX_WANTED_ROLLUPS): the next refresh writes them. Nothing happens before the workspace's first refresh.
 */
export async function addWantedRollups(
  db: Database,
  workspaceId: string,
  keys: readonly string[],
): Promise<void> {
  await db.execute(sql`update case_rollup_states set wanted = (
      select coalesce(jsonb_agg(k order by o), '[]'::jsonb) from (
        select k, min(o) as o from (
          select e.k, e.o from jsonb_array_elements_text(wanted) with ordinality as e(k, o)
          union all
          select n.k, n.o + 1000000 from unnest(${`{${keys.map((key) => JSON.stringify(key)).join(',')}}`}::text[]) with ordinality as n(k, o)
        ) candidates group by k order by min(o) desc limit ${MAX_WANTED_ROLLUPS}::int) kept)
    where workspace_id = ${workspaceId}::uuid`);
}
