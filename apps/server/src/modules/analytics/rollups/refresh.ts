import { sql, type SQL } from 'drizzle-orm';
import { queryBodySchema, resolveDashboard, widgetQuery, type DashboardConfiguration } from '@hde/contracts';
import type { Database, Transaction } from '../../../platform/db/client.js';
import type { JobHandler } from '../../../platform/jobs.js';
import { configurationBody } from '../../workspaces/configuration-body.js';
import { ALIASES, caseColumnType, createAnalyticsRegistry } from '../registry.js';
import {
  rollupNeed,
  rollupSpec,
  ROLLUP_SQL_TYPES,
  TOTAL_ROLLUP_KEY,
  type RollupSpec,
  type StoredRollup,
} from './plan.js';

/**
 * Writes the count summaries of a workspace's cases (plan.ts) for the widgets of its dashboard, all from one
 * snapshot of its data, stamped with the data version of that snapshot.
 */

/** A summary is kept when it has at most this many rows, or at most this share of the cases. */
export const ROLLUP_LIMITS: { rows: number; caseShare: number } = { rows: 1_000, caseShare: 0.25 };

/** The summaries the widgets of a dashboard can be answered from. */
export function dashboardRollups(dashboard: DashboardConfiguration, now: Date): RollupSpec[] {
  const fields = createAnalyticsRegistry().resolve('CASE');
  return dashboard.tabs.flatMap((tab) =>
    tab.widgets.flatMap((widget) => {
      const parsed = queryBodySchema.safeParse(widgetQuery(widget, undefined, undefined, now));
      const need = parsed.success ? rollupNeed(widget.area, parsed.data, fields) : undefined;
      return need ? [need] : [];
    }),
  );
}

/** The number of cases first (the share limit needs it), then each other summary once. */
function uniqueWithTotal(specs: readonly RollupSpec[]): RollupSpec[] {
  const byKey = new Map<string, RollupSpec>([[TOTAL_ROLLUP_KEY, rollupSpec([])]]);
  for (const spec of specs) if (!byKey.has(spec.key)) byKey.set(spec.key, spec);
  return [...byKey.values()];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** One statement: the summary's rows, grouped on the typed columns, stored as text. */
function insertRollup(workspaceId: string, spec: RollupSpec): SQL {
  const c = ALIASES.case;
  const columns = spec.dimensions.map(({ column, grain }, index) => {
    const type = caseColumnType(column);
    if (!type || !ROLLUP_SQL_TYPES.has(type)) throw new Error(`no summary can hold the column ${column}`);
    const value = grain === 'value' ? `${c}."${column}"` : `date_trunc('${grain}', ${c}."${column}")::date`;
    return sql.raw(`${value} as d${index}`);
  });
  const workspace = sql`${workspaceId}::uuid`;
  const key = sql`${spec.key}::text`;
  if (columns.length === 0) {
    return sql`insert into case_rollup_rows (workspace_id, rollup, dims, n)
      select ${workspace}, ${key}, '{}'::text[], count(*)::int from cases ${sql.raw(c)} where ${sql.raw(c)}.workspace_id = ${workspace}`;
  }
  const names = spec.dimensions.map((_, index) => `q.d${index}::text`).join(', ');
  const positions = spec.dimensions.map((_, index) => String(index + 1)).join(', ');
  return sql`insert into case_rollup_rows (workspace_id, rollup, dims, n)
    select ${workspace}, ${key}, array[${sql.raw(names)}], q.n from (
      select ${sql.join(columns, sql.raw(', '))}, count(*)::int as n
      from cases ${sql.raw(c)} where ${sql.raw(c)}.workspace_id = ${workspace}
      group by ${sql.raw(positions)}) q`;
}

export interface RefreshOutcome {
  dataVersion: number;
  rollups: StoredRollup[];
}

/**
 * Replaces the workspace's summaries (by default those of its dashboard's widgets), in one repeatable-read
 * transaction so that every summary and the data version come from the same snapshot. Skipped (undefined) while
 * another refresh of the workspace holds the lock, or when the summaries already match the data version.
 */
export async function refreshRollups(
  db: Database,
  workspaceId: string,
  { specs, limits = ROLLUP_LIMITS }: { specs?: readonly RollupSpec[]; limits?: typeof ROLLUP_LIMITS } = {},
): Promise<RefreshOutcome | undefined> {
  const wanted = uniqueWithTotal(
    specs ??
      dashboardRollups(
        resolveDashboard(await configurationBody(db, workspaceId, 'dashboard-configuration')),
        new Date(),
      ),
  );
  return db.transaction(
    async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('case_rollups'), hashtext(${workspaceId}::text)) as locked,
          set_config('extra_float_digits', '3', true), set_config('datestyle', 'ISO, YMD', true)`),
      );
      if (!lock?.locked) return undefined;
      const [state] = rowsOf<{ version: string; stamped: string | null }>(
        await tx.execute(sql`select w.data_version::text as version, s.data_version::text as stamped
          from workspaces w left join case_rollup_states s on s.workspace_id = w.id where w.id = ${workspaceId}::uuid`),
      );
      if (!state || state.version === state.stamped) return undefined;
      await tx.execute(sql`delete from case_rollup_rows where workspace_id = ${workspaceId}::uuid`);
      const counted = new Map<string, number>();
      for (const spec of wanted) {
        await tx.execute(insertRollup(workspaceId, spec));
        const [row] = rowsOf<{ rows: number }>(
          await tx.execute(sql`select count(*)::int as rows from case_rollup_rows
            where workspace_id = ${workspaceId}::uuid and rollup = ${spec.key}::text`),
        );
        counted.set(spec.key, Number(row?.rows ?? 0));
      }
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
