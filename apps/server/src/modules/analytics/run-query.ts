import { Readable } from 'node:stream';
import type {
  AnalyticsArea,
  DashboardDataVersion,
  ParsedQueryBody,
  QueryResult,
  WhereNode,
} from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import {
  transactionReads,
  type ReadOnlyStatements,
  type ReadStatement,
} from '../../platform/db/read-only.js';
import { sqlState } from '../../platform/database-errors.js';
import { HttpError } from '../../platform/errors.js';
import { CACHED_AREAS, cacheKey, canonicalJson, createQueryCache, type QueryCache } from './cache.js';
import { createPlanCache } from './plan-cache.js';
import { compileExport, compileQuery, type CompiledQuery, type StatementRow } from './compile.js';
import { QueryError } from './compile-where.js';
import { createAnalyticsRegistry, type AnalyticsRegistry } from './registry.js';
import { csvLine, exportValue } from './csv.js';
import { pickRollup, rollupNeed } from './rollups/plan.js';
import { createRollupRefresher, type RollupRefresher } from './rollups/refresher.js';
import {
  prepareWorkspaceState,
  stateAfter,
  type AccessCheck,
  type WorkspaceState,
  type WorkspaceStateStatement,
} from './workspace-state.js';
import { namedJsonText } from '../../platform/json-text-reply.js';

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

interface ExportFilters {
  where?: WhereNode | undefined;
  text?: string | undefined;
}

interface QueryPlan {
  compiled: CompiledQuery;
  /** The summary that would answer the query, when none written does (rollups.want). */
  missingSummary: string | undefined;
}

/** What the service's functions share: built once by `createAnalyticsService`. */
interface AnalyticsDeps {
  cache: QueryCache<string>;
  reads: ReadOnlyStatements;
  pageSize: number;
  noCustomFields: AnalyticsRegistry;
  rollups: RollupRefresher;
  plans: ReturnType<typeof createPlanCache<QueryPlan>>;
  stateOfWorkspace: WorkspaceStateStatement;
}

/**
 * The cache of query results, each kept as the JSON the API answers with: a repeated query is answered without
 * serialising it again, and a cached answer is text, which no caller can change.
 */
export const createAnalyticsCache = () => createQueryCache<string>({ sizeOf: (json) => json.length });

/** Database refusals a caller can act on become 4xx/503 with a plain reason; anything else stays a 500. */
export function translateQueryFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = sqlState(error);
  if (code === '57014') return new HttpError(503, ANALYTICS_ERRORS.timeout);
  if (code?.startsWith('22')) return new QueryError(ANALYTICS_ERRORS.badValue);
  if (code === '54001' || code === '54000') return new QueryError(ANALYTICS_ERRORS.tooComplex);
  return error;
}

/** One statement, read-only, under the statement timeout. */
async function run(deps: AnalyticsDeps, statement: ReadStatement): Promise<StatementRow[]> {
  try {
    return await deps.reads.run(statement);
  } catch (error) {
    throw translateQueryFailure(error);
  }
}

/** The state of the areas whose answers are cached by data version (the others need none), after `access`. */
async function stateFor(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  access: AccessCheck | undefined,
): Promise<WorkspaceState | undefined> {
  if (CACHED_AREAS.has(area)) return stateAfter(deps.stateOfWorkspace, workspaceId, access);
  await access;
  return undefined;
}

async function execute(deps: AnalyticsDeps, compiled: CompiledQuery): Promise<string> {
  const [row] = await run(deps, compiled);
  return JSON.stringify(compiled.decode(row));
}

/** The statement of a body, reading the smallest summary that answers it, and the summary it lacks if none. */
function planQuery(
  area: AnalyticsArea,
  body: ParsedQueryBody,
  registry: AnalyticsRegistry,
  workspaceId: string,
  summarised: WorkspaceState | undefined,
): QueryPlan {
  const need = summarised && rollupNeed(area, body, registry.resolve(area));
  const rollupKey = need && pickRollup(need, summarised.rollups)?.key;
  return {
    compiled: compileQuery(area, body, registry, workspaceId, rollupKey),
    missingSummary: need && !rollupKey ? need.key : undefined,
  };
}

/** A query's label in a refusal of one of several: the caller learns which of its queries was refused. */
export function namedQueryError(error: unknown, key: string, many: boolean): unknown {
  if (error instanceof QueryError && many)
    return new QueryError(ANALYTICS_ERRORS.ofNamedQuery(key.slice(0, 100), error.message));
  return error;
}

/** The result of each named body, as JSON, in the order of the names. */
async function answers(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  bodies: Record<string, ParsedQueryBody>,
  access?: AccessCheck,
): Promise<{ keys: string[]; results: string[] }> {
  const state = await stateFor(deps, workspaceId, area, access);
  const keys = Object.keys(bodies);
  if (area === 'CASE' && state?.rollupsStale) deps.rollups.request(workspaceId);
  const summarised = area === 'CASE' && state && !state.rollupsStale ? state : undefined;
  const unwritten = new Set<string>();
  const canonicalBodies = keys.map((key) => canonicalJson(bodies[key]));
  const cacheKeys = canonicalBodies.map((body) =>
    state ? cacheKey(workspaceId, state.dataVersion, area, body) : undefined,
  );
  const hits = cacheKeys.map((key) => (key === undefined ? undefined : deps.cache.get(key)));
  // Every query not in the cache compiles before any runs: one bad query answers 400 without a database trip.
  const compiled = keys.map((key, index) => {
    if (hits[index]) return undefined;
    // Everything the plan depends on: the same body over the same summaries plans the same.
    const planKey = [workspaceId, area, summarised?.summaries, state?.customFields, canonicalBodies[index]];
    try {
      const { compiled, missingSummary } = deps.plans.memo(planKey.join('|'), {
        context: () =>
          planQuery(
            area,
            bodies[key] as ParsedQueryBody,
            state?.registry ?? deps.noCustomFields,
            workspaceId,
            summarised,
          ),
      });
      if (missingSummary && !state?.wantedRollups.has(missingSummary)) unwritten.add(missingSummary);
      return compiled;
    } catch (error) {
      throw namedQueryError(error, key, keys.length > 1);
    }
  });
  // A filter no summary holds yet: answered from the cases now, from a summary once it is written.
  if (unwritten.size > 0) deps.rollups.want(workspaceId, [...unwritten]);
  const results = await Promise.all(
    compiled.map((query, index) => {
      const key = cacheKeys[index];
      if (!query) return hits[index] as string;
      return key === undefined
        ? execute(deps, query)
        : deps.cache.getOrCompute(key, () => execute(deps, query));
    }),
  );
  return { keys, results };
}

/** One query's result, as the JSON the API answers with. */
async function queryJson(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  body: ParsedQueryBody,
  access?: AccessCheck,
): Promise<string> {
  const { results } = await answers(deps, workspaceId, area, { result: body }, access);
  return results[0] as string;
}

/** One dashboard query (spec §7.2), from the cache when the workspace's data has not changed. */
async function query(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  body: ParsedQueryBody,
  access?: AccessCheck,
): Promise<QueryResult> {
  return JSON.parse(await queryJson(deps, workspaceId, area, body, access)) as QueryResult;
}

/** Named queries of one area, run concurrently after one read of the workspace's data version. */
async function queryMany(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  bodies: Record<string, ParsedQueryBody>,
  access?: AccessCheck,
): Promise<Record<string, QueryResult>> {
  const { keys, results } = await answers(deps, workspaceId, area, bodies, access);
  return Object.fromEntries(keys.map((key, index) => [key, JSON.parse(results[index] as string)]));
}

/** `queryMany`, as the JSON the API answers with: a JSON object of the cached answers, none serialised again. */
async function queryManyJson(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  bodies: Record<string, ParsedQueryBody>,
  access?: AccessCheck,
): Promise<string> {
  const { keys, results } = await answers(deps, workspaceId, area, bodies, access);
  return namedJsonText(keys, results);
}

/** What an open dashboard polls: the data version and the "Last Updated" date. */
async function dataVersion(
  deps: AnalyticsDeps,
  workspaceId: string,
  access?: AccessCheck,
): Promise<DashboardDataVersion> {
  const { dataVersion, lastImported } = await stateAfter(deps.stateOfWorkspace, workspaceId, access);
  return { dataVersion, lastImported };
}

/**
 * The filtered rows of an area as CSV (RFC 4180): a header of labels, then keyset pages read one after the other,
 * so memory stays flat whatever the size; values as the screens show them (contracts csv-export.ts). The first
 * page is read before the stream is returned, so a refused query is still an error reply.
 */
async function exportCsv(
  deps: AnalyticsDeps,
  workspaceId: string,
  area: AnalyticsArea,
  filters: ExportFilters,
  access?: AccessCheck,
): Promise<Readable> {
  const { pageSize } = deps;
  const registry = (await stateFor(deps, workspaceId, area, access))?.registry ?? deps.noCustomFields;
  const plan = compileExport(area, filters, registry, workspaceId);
  const header = csvLine(plan.columns.map((field) => field.label));
  const first = await run(deps, plan.page(null, pageSize));
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
        rows = await run(deps, plan.page(last, pageSize));
      }
    })(),
  );
}

/** The analytics engine of one process: the functions above over one set of caches, reads and summaries. */
export function createAnalyticsService(db: Database, options: AnalyticsServiceOptions = {}) {
  const deps: AnalyticsDeps = {
    cache: options.cache ?? createAnalyticsCache(),
    reads: options.reads ?? transactionReads(db, options.statementTimeoutMs),
    pageSize: Math.max(1, Math.floor(options.exportPageSize ?? DEFAULT_EXPORT_PAGE_SIZE)),
    noCustomFields: createAnalyticsRegistry(),
    rollups: options.rollups ?? createRollupRefresher(db),
    plans: createPlanCache<QueryPlan>(),
    stateOfWorkspace: prepareWorkspaceState(db),
  };
  return {
    cache: deps.cache,
    rollups: deps.rollups,
    query: query.bind(undefined, deps),
    queryJson: queryJson.bind(undefined, deps),
    queryMany: queryMany.bind(undefined, deps),
    queryManyJson: queryManyJson.bind(undefined, deps),
    dataVersion: dataVersion.bind(undefined, deps),
    exportCsv: exportCsv.bind(undefined, deps),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
