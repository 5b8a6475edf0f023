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
import { HttpError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { CACHED_AREAS, cacheKey, canonicalJson, createQueryCache, type QueryCache } from './cache.js';
import { createCompiledCache } from './compiled-cache.js';
import { compileExport, compileQuery, QueryError, type CompiledQuery, type StatementRow } from './compile.js';
import { createAnalyticsRegistry, type AnalyticsRegistry } from './registry.js';
import { csvLine } from './csv.js';
import { pickRollup, rollupNeed, type StoredRollup } from './rollups/plan.js';
import { createRollupRefresher, type RollupRefresher } from './rollups/refresher.js';

/** Replies of the analytics engine that are not about one field of the query. */
export const ANALYTICS_ERRORS = {
  workspaceNotFound: 'Workspace not found',
  timeout: 'The query took too long. Narrow the filters or the search and try again.',
  badValue: 'A filter value is out of range for its field',
  tooComplex: 'The query is too complex',
} as const;

export interface AnalyticsServiceOptions {
  cache?: QueryCache;
  /** How statements run (default: a read-only transaction each, under `statementTimeoutMs`). */
  reads?: ReadOnlyStatements;
  /** The timeout of the default `reads` (default 15 s). */
  statementTimeoutMs?: number;
  /** Rows per keyset page of an export (default 5,000). */
  exportPageSize?: number;
  /** Keeps the count summaries of case data current (default: one of this service's own). */
  rollups?: RollupRefresher;
}

export const DEFAULT_EXPORT_PAGE_SIZE = 5_000;

export interface ExportFilters {
  where?: WhereNode | undefined;
  text?: string | undefined;
}

interface WorkspaceState {
  dataVersion: number;
  lastImported: string | null;
  registry: AnalyticsRegistry;
  /** The custom fields the registry holds, as a key of what compiles from it. */
  customFields: string;
  /** The count summaries written for this data version; none when they are older. */
  rollups: StoredRollup[];
  rollupsStale: boolean;
  /** Summaries asked for already (rollups/refresh.ts). */
  wantedRollups: ReadonlySet<string>;
}

/** The SQLSTATE of a driver error, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
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

export function createAnalyticsService(db: Database, options: AnalyticsServiceOptions = {}) {
  const cache = options.cache ?? createQueryCache();
  const reads = options.reads ?? transactionReads(db, options.statementTimeoutMs);
  const pageSize = Math.max(1, Math.floor(options.exportPageSize ?? DEFAULT_EXPORT_PAGE_SIZE));
  const noCustomFields = createAnalyticsRegistry();
  const rollups = options.rollups ?? createRollupRefresher(db);
  const compiledQueries = createCompiledCache();

  /** One statement, read-only, under the statement timeout. */
  async function run(statement: ReadStatement): Promise<StatementRow[]> {
    try {
      return await reads.run(statement);
    } catch (error) {
      throw translate(error);
    }
  }

  // Columns inside a select's own expressions render unqualified, which a subquery would read as its own: the
  // workspace's columns are named in full here.
  const stateOfWorkspace = db
    .select({
      dataVersion: workspaces.dataVersion,
      lastImported: sql<
        string | null
      >`to_char(workspaces.last_imported at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      custom: sql<unknown>`coalesce((select json_agg(json_build_array(cf.key, cf.label) order by cf.key)
        from custom_fields cf where cf.workspace_id = workspaces.id), '[]'::json)`,
      wantedRollups: sql<unknown>`(select s.wanted from case_rollup_states s where s.workspace_id = workspaces.id)`,
      rollups: sql<unknown>`(select s.rollups from case_rollup_states s
        where s.workspace_id = workspaces.id and s.data_version = workspaces.data_version)`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('workspaceId')))
    .prepare('analytics_workspace_state');

  /** The data version, "Last Updated" date, custom fields and count summaries of a workspace: one read. */
  async function workspaceState(workspaceId: string): Promise<WorkspaceState> {
    // A malformed id never reaches the database (where it would fail, and cost the connection).
    if (!isUuid(workspaceId)) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
    const [row] = await stateOfWorkspace.execute({ workspaceId });
    if (!row) throw new HttpError(404, ANALYTICS_ERRORS.workspaceNotFound);
    const custom = (Array.isArray(row.custom) ? row.custom : []) as [string, string][];
    return {
      dataVersion: row.dataVersion,
      lastImported: row.lastImported,
      registry: createAnalyticsRegistry(custom.map(([key, label]) => ({ key, label }))),
      customFields: JSON.stringify(custom),
      rollups: Array.isArray(row.rollups) ? (row.rollups as StoredRollup[]) : [],
      rollupsStale: !Array.isArray(row.rollups),
      wantedRollups: new Set(Array.isArray(row.wantedRollups) ? (row.wantedRollups as string[]) : []),
    };
  }

  async function execute(compiled: CompiledQuery): Promise<QueryResult> {
    const [row] = await run(compiled);
    return compiled.decode(row);
  }

  /**
   * The workspace's state, read while `authorized` (the caller's access check) runs: one trip less per request.
   * The state holds no case data, and nothing is returned nor run over the cases before the check has passed;
   * when it fails, its refusal is the answer.
   */
  async function stateOnceAuthorized(workspaceId: string, authorized: Promise<unknown>) {
    const [access, state] = await Promise.allSettled([authorized, workspaceState(workspaceId)]);
    if (access.status === 'rejected') throw access.reason;
    if (state.status === 'rejected') throw state.reason;
    return state.value;
  }

  /** `authorized`: the caller's access check, if it is still running (see `stateOnceAuthorized`). */
  async function queryMany(
    workspaceId: string,
    area: AnalyticsArea,
    bodies: Record<string, ParsedQueryBody>,
    authorized: Promise<unknown> = Promise.resolve(),
  ): Promise<Record<string, QueryResult>> {
    const cached = CACHED_AREAS.has(area);
    const state = cached
      ? await stateOnceAuthorized(workspaceId, authorized)
      : await authorized.then(() => undefined);
    const registry = state?.registry ?? noCustomFields;
    const keys = Object.keys(bodies);
    if (area === 'CASE' && state?.rollupsStale) rollups.request(workspaceId);
    const unwritten = new Set<string>();
    const caseFields = area === 'CASE' && state && !state.rollupsStale ? registry.resolve(area) : undefined;
    const summaryFor = (body: ParsedQueryBody) => {
      if (!state || !caseFields) return undefined;
      const need = rollupNeed(area, body, caseFields);
      const key = need && pickRollup(need, state.rollups)?.key;
      if (need && !key && !state.wantedRollups.has(need.key)) unwritten.add(need.key);
      return key;
    };
    const canonicalBodies = keys.map((key) => canonicalJson(bodies[key]));
    const cacheKeys = canonicalBodies.map((body) =>
      state ? cacheKey(workspaceId, state.dataVersion, area, body) : undefined,
    );
    const hits = cacheKeys.map((key) => (key === undefined ? undefined : cache.get(key)));
    // Every query not in the cache compiles before any runs: one bad query answers 400 without a database trip.
    const compiled = keys.map((key, index) => {
      if (hits[index]) return undefined;
      try {
        const body = bodies[key] as ParsedQueryBody;
        const rollupKey = summaryFor(body);
        const compiledKey = [workspaceId, area, rollupKey, state?.customFields, canonicalBodies[index]].join(
          '|',
        );
        return compiledQueries.get(compiledKey, () =>
          compileQuery(area, body, registry, workspaceId, rollupKey),
        );
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
        if (!query) return hits[index] as QueryResult;
        return key === undefined ? execute(query) : cache.getOrCompute(key, () => execute(query));
      }),
    );
    return Object.fromEntries(keys.map((key, index) => [key, results[index] as QueryResult]));
  }

  return {
    cache,
    rollups,

    /** One dashboard query (spec §7.2), from the cache when the workspace's data has not changed. */
    async query(
      workspaceId: string,
      area: AnalyticsArea,
      body: ParsedQueryBody,
      authorized?: Promise<unknown>,
    ): Promise<QueryResult> {
      const { result } = await queryMany(workspaceId, area, { result: body }, authorized);
      return result as QueryResult;
    },

    /** Named queries of one area, run concurrently after one read of the workspace's data version. */
    queryMany,

    /** What an open dashboard polls: the data version and the "Last Updated" date (`authorized`: as in `query`). */
    async dataVersion(
      workspaceId: string,
      authorized: Promise<unknown> = Promise.resolve(),
    ): Promise<DashboardDataVersion> {
      const { dataVersion, lastImported } = await stateOnceAuthorized(workspaceId, authorized);
      return { dataVersion, lastImported };
    },

    /**
     * The filtered rows of an area as CSV (RFC 4180): a header of labels, then keyset pages read one after the
     * other, so memory stays flat whatever the size. The first page is read before the stream is returned, so
     * a refused query is still an error reply.
     */
    async exportCsv(workspaceId: string, area: AnalyticsArea, filters: ExportFilters): Promise<Readable> {
      const registry = CACHED_AREAS.has(area) ? (await workspaceState(workspaceId)).registry : noCustomFields;
      const plan = compileExport(area, filters, registry, workspaceId);
      const header = csvLine(plan.columns.map((field) => field.label));
      const first = await run(plan.page(null, pageSize));
      const width = plan.columns.length;
      const linesOf = (rows: StatementRow[]) =>
        rows.map((row) => csvLine(Array.from({ length: width }, (_, index) => row[`c${index}`]))).join('');
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
