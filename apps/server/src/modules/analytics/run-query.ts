import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type {
  AnalyticsArea,
  DashboardDataVersion,
  ParsedQueryBody,
  QueryResult,
  WhereNode,
} from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { workspaces } from '../../platform/db/schema.js';
import {
  transactionReads,
  type ReadOnlyStatements,
  type ReadStatement,
} from '../../platform/db/read-only.js';
import { sqlState } from '../../platform/database-errors.js';
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { CACHED_AREAS, cacheKey, canonicalJson, createQueryCache, type QueryCache } from './cache.js';
import { createPlanCache } from './plan-cache.js';
import { compileExport, compileQuery, type CompiledQuery, type StatementRow } from './compile.js';
import { QueryError } from './compile-where.js';
import { createAnalyticsRegistry, type AnalyticsRegistry } from './registry.js';
import { csvLine, exportValue } from './csv.js';
import { pickRollup, rollupNeed, type StoredRollup } from './rollups/plan.js';
import { createRollupRefresher, type RollupRefresher } from './rollups/refresher.js';

/** Replies of the analytics engine that are not about one field of the query. */
export const ANALYTICS_ERRORS = {
  workspaceNotFound: 'Workspace not found',
  timeout: 'The query took too long. Narrow the filters or the search and try again.',
  badValue: 'A filter value is out of range for its field',
  tooComplex: 'The query is too complex',
} as const;

export { sqlState };

export interface AnalyticsServiceOptions {
  /** Results as the JSON the API answers with (`createAnalyticsCache`). */
  cache?: QueryCache<string>;
  /** How statements run (default: a read-only transaction each, under `statementTimeoutMs`). */
  reads?: ReadOnlyStatements;
  /** The timeout of the default `reads` (default 15 s). */
  statementTimeoutMs?: number;
  /** Rows per keyset page of an export (default 5,000). */
  exportPageSize?: number;
  /** Keeps the count summaries of case data current (default: one of this service's own). */
  rollups?: RollupRefresher;
}

const DEFAULT_EXPORT_PAGE_SIZE = 5_000;

export interface ExportFilters {
  where?: WhereNode | undefined;
  text?: string | undefined;
}

interface QueryPlan {
  compiled: CompiledQuery;
  /** The summary that would answer the query, when none written does (rollups.want). */
  missingSummary: string | undefined;
}

/**
 * The cache of query results, each kept as the JSON the API answers with: a repeated query is answered without
 * serialising it again, and a cached answer is text, which no caller can change.
 */
export const createAnalyticsCache = () => createQueryCache<string>({ sizeOf: (json) => json.length });

interface WorkspaceState {
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

/** Database refusals a caller can act on become 4xx/503 with a plain reason; anything else stays a 500. */
function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = sqlState(error);
  if (code === '57014') return new HttpError(503, ANALYTICS_ERRORS.timeout);
  if (code?.startsWith('22')) return new QueryError(ANALYTICS_ERRORS.badValue);
  if (code === '54001' || code === '54000') return new QueryError(ANALYTICS_ERRORS.tooComplex);
  return error;
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

export function createAnalyticsService(db: Database, options: AnalyticsServiceOptions = {}) {
  const cache = options.cache ?? createAnalyticsCache();
  const reads = options.reads ?? transactionReads(db, options.statementTimeoutMs);
  const pageSize = Math.max(1, Math.floor(options.exportPageSize ?? DEFAULT_EXPORT_PAGE_SIZE));
  const noCustomFields = createAnalyticsRegistry();
  const rollups = options.rollups ?? createRollupRefresher(db);
  const plans = createPlanCache<QueryPlan>();

  /** One statement, read-only, under the statement timeout. */
  async function run(statement: ReadStatement): Promise<StatementRow[]> {
    try {
      return await reads.run(statement);
    } catch (error) {
      throw translate(error);
    }
  }

  const stateOfWorkspace = db
    .select({ state: WORKSPACE_STATE })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .prepare('analytics_workspace_state');

  /** The data version, "Last Updated" date, custom fields and count summaries of a workspace: one read. */
  async function workspaceState(workspaceId: string): Promise<WorkspaceState> {
    // A malformed id never reaches the database (where it would fail, and cost the connection).
    if (!isUuid(workspaceId)) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
    const [row] = await stateOfWorkspace.execute({ workspaceId });
    if (!row) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
    return stateFrom(row.state as StateRead);
  }

  /**
   * The state, answered once `access` has passed. Its statement runs alongside the access check (neither waits
   * for the other); a refusal is the answer whatever the state read found.
   */
  async function stateAfter(workspaceId: string, access: AccessCheck | undefined): Promise<WorkspaceState> {
    const state = workspaceState(workspaceId);
    state.catch(() => undefined);
    await access;
    return state;
  }

  /** The state of the areas whose answers are cached by data version (the others need none), after `access`. */
  async function stateFor(workspaceId: string, area: AnalyticsArea, access: AccessCheck | undefined) {
    if (CACHED_AREAS.has(area)) return stateAfter(workspaceId, access);
    await access;
    return undefined;
  }

  async function execute(compiled: CompiledQuery): Promise<string> {
    const [row] = await run(compiled);
    return JSON.stringify(compiled.decode(row));
  }

  /** The result of each named body, as JSON, in the order of the names. */
  async function answers(
    workspaceId: string,
    area: AnalyticsArea,
    bodies: Record<string, ParsedQueryBody>,
    access?: AccessCheck,
  ): Promise<{ keys: string[]; results: string[] }> {
    const state = await stateFor(workspaceId, area, access);
    const keys = Object.keys(bodies);
    if (area === 'CASE' && state?.rollupsStale) rollups.request(workspaceId);
    const summarised = area === 'CASE' && state && !state.rollupsStale ? state : undefined;
    /** The statement of a body, reading the smallest summary that answers it, and the summary it lacks if none. */
    const plan = (body: ParsedQueryBody): QueryPlan => {
      const registry = state?.registry ?? noCustomFields;
      const need = summarised && rollupNeed(area, body, registry.resolve(area));
      const rollupKey = need && pickRollup(need, summarised.rollups)?.key;
      return {
        compiled: compileQuery(area, body, registry, workspaceId, rollupKey),
        missingSummary: need && !rollupKey ? need.key : undefined,
      };
    };
    const unwritten = new Set<string>();
    const canonicalBodies = keys.map((key) => canonicalJson(bodies[key]));
    const cacheKeys = canonicalBodies.map((body) =>
      state ? cacheKey(workspaceId, state.dataVersion, area, body) : undefined,
    );
    const hits = cacheKeys.map((key) => (key === undefined ? undefined : cache.get(key)));
    // Every query not in the cache compiles before any runs: one bad query answers 400 without a database trip.
    const compiled = keys.map((key, index) => {
      if (hits[index]) return undefined;
      try {
        // Everything the plan depends on: the same body over the same summaries plans the same.
        const planKey = [
          workspaceId,
          area,
          summarised?.summaries,
          state?.customFields,
          canonicalBodies[index],
        ];
        const { compiled, missingSummary } = plans.memo(planKey.join('|'), {
          context: () => plan(bodies[key] as ParsedQueryBody),
        });
        if (missingSummary && !state?.wantedRollups.has(missingSummary)) unwritten.add(missingSummary);
        return compiled;
      } catch (error) {
        if (error instanceof QueryError && keys.length > 1) {
          throw new QueryError(`Query "${key.slice(0, 100)}": ${error.message}`);
        }
        throw error;
      }
    });
    // A filter no summary holds yet: answered from the cases now, from a summary once it is written.
    if (unwritten.size > 0) rollups.want(workspaceId, [...unwritten]);
    const results = await Promise.all(
      compiled.map((query, index) => {
        const key = cacheKeys[index];
        if (!query) return hits[index] as string;
        return key === undefined ? execute(query) : cache.getOrCompute(key, () => execute(query));
      }),
    );
    return { keys, results };
  }

  /** One query's result, as the JSON the API answers with. */
  async function queryJson(
    workspaceId: string,
    area: AnalyticsArea,
    body: ParsedQueryBody,
    access?: AccessCheck,
  ): Promise<string> {
    const { results } = await answers(workspaceId, area, { result: body }, access);
    return results[0] as string;
  }

  /** Named queries of one area, run concurrently after one read of the workspace's data version. */
  async function queryMany(
    workspaceId: string,
    area: AnalyticsArea,
    bodies: Record<string, ParsedQueryBody>,
    access?: AccessCheck,
  ): Promise<Record<string, QueryResult>> {
    const { keys, results } = await answers(workspaceId, area, bodies, access);
    return Object.fromEntries(keys.map((key, index) => [key, JSON.parse(results[index] as string)]));
  }

  return {
    cache,
    rollups,

    /** One dashboard query (spec §7.2), from the cache when the workspace's data has not changed. */
    async query(
      workspaceId: string,
      area: AnalyticsArea,
      body: ParsedQueryBody,
      access?: AccessCheck,
    ): Promise<QueryResult> {
      return JSON.parse(await queryJson(workspaceId, area, body, access)) as QueryResult;
    },

    queryJson,

    queryMany,

    /** `queryMany`, as the JSON the API answers with: a JSON object of the cached answers, none serialised again. */
    async queryManyJson(
      workspaceId: string,
      area: AnalyticsArea,
      bodies: Record<string, ParsedQueryBody>,
      access?: AccessCheck,
    ): Promise<string> {
      const { keys, results } = await answers(workspaceId, area, bodies, access);
      return `{${keys.map((key, index) => `${JSON.stringify(key)}:${results[index]}`).join(',')}}`;
    },

    /** What an open dashboard polls: the data version and the "Last Updated" date. */
    async dataVersion(workspaceId: string, access?: AccessCheck): Promise<DashboardDataVersion> {
      const { dataVersion, lastImported } = await stateAfter(workspaceId, access);
      return { dataVersion, lastImported };
    },

    /**
     * The filtered rows of an area as CSV (RFC 4180): a header of labels, then keyset pages read one after the
     * other, so memory stays flat whatever the size; values as the screens show them (contracts csv-export.ts). The first page is read before the stream is returned, so
     * a refused query is still an error reply.
     */
    async exportCsv(
      workspaceId: string,
      area: AnalyticsArea,
      filters: ExportFilters,
      access?: AccessCheck,
    ): Promise<Readable> {
      const registry = (await stateFor(workspaceId, area, access))?.registry ?? noCustomFields;
      const plan = compileExport(area, filters, registry, workspaceId);
      const header = csvLine(plan.columns.map((field) => field.label));
      const first = await run(plan.page(null, pageSize));
      const names = plan.columns.map((field) => field.name);
      const linesOf = (rows: StatementRow[]) =>
        rows.map((row) => csvLine(names.map((name, index) => exportValue(name, row[`c${index}`])))).join('');
      return Readable.from(
        (async function* () {
          yield header;
          let rows = first;
          while (rows.length > 0) {
            yield linesOf(rows);
            if (rows.length < pageSize) return;
            const last = rows[rows.length - 1]?.k as string;
            rows = await run(plan.page(last, pageSize));
          }
        })(),
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
