/**
 * Activity log benchmark (issue 26, "Performance"): --activities synthetic activities across --workspaces offices
 * (bench/lib/activity-data.ts) on a scratch PostgreSQL database, then through the app's HTTP routes as the web
 * calls them, two signed-in users: the owner of every office and a plain member (USER) of three.
 *   1. a page of the list (`query` with activityListQuery, 10 rows), p50 and p95 of --runs calls: the owner with
 *      the web's default filters (the last 365 days), the owner with no date filter, the member with the default
 *      filters, and page 100 of the first. Target p50 < 100 ms.
 *   2. the charts (`query/multiple` with activityChartQueries) and the count (`query`), together as the web asks
 *      for them: cold (the first call after every connection of the app was dropped, so each statement runs on a
 *      new backend: no plan or catalogue cached; the OS cache is warm), p50 of --cold-runs, and warm, p50 of
 *      --warm-runs. Target cold < 300 ms.
 *   3. what recording an activity adds to a write: p50 of a small write transaction (one workspace's description)
 *      with and without one recordActivity insert, on the loaded table with all its indexes, --writes each,
 *      alternated. Target < 1 ms.
 * Beside each HTTP figure, `sql_*`: the statements on activities that call ran (caught at the driver), timed
 * directly one after another (on a new connection for cold figures). A figure over its target prints the plans
 * of its statements (EXPLAIN ANALYZE) before the summary.
 * Usage: npm run bench:activity-log -- [--activities 1000000] [--workspaces 50] [--runs 50] [--cold-runs 10]
 *        [--warm-runs 20] [--writes 500] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * The last line is the JSON summary.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  activityCalendarStart,
  activityChartQueries,
  activityCountQuery,
  activityListQuery,
  type ActivityLogFilters,
} from '@hde/contracts';
import { recordActivity } from '../apps/server/src/platform/activity.js';
import type { Database } from '../apps/server/src/platform/db/client.js';
import { workspaces } from '../apps/server/src/platform/db/schema.js';
import { loadActivities } from './lib/activity-data.js';
import { wholeNumber } from './lib/args.js';
import { withBenchApp } from './lib/bench-app.js';
import { DEFAULT_SERVER_URL } from './lib/postgres.js';
import { signedInCaller } from './lib/signed-in.js';
import { median, seconds, timedMs } from './lib/timing.js';

const { values } = parseArgs({
  options: {
    activities: { type: 'string', default: '1000000' },
    workspaces: { type: 'string', default: '50' },
    runs: { type: 'string', default: '50' },
    'cold-runs': { type: 'string', default: '10' },
    'warm-runs': { type: 'string', default: '20' },
    writes: { type: 'string', default: '500' },
    'database-url': { type: 'string' },
  },
});
const activityCount = wholeNumber('activities', values.activities);
const workspaceCount = wholeNumber('workspaces', values.workspaces);
const runs = wholeNumber('runs', values.runs);
const coldRuns = wholeNumber('cold-runs', values['cold-runs']);
const warmRuns = wholeNumber('warm-runs', values['warm-runs']);
const writes = wholeNumber('writes', values.writes);
const serverUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;

const LIST_TARGET_MS = 100;
const CHARTS_COLD_TARGET_MS = 300;
const WRITE_TARGET_MS = 1;
const WARMUP = 5;

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (samples: readonly number[], share: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;

interface Statement {
  text: string;
  values: unknown[];
}

/** The statements on activities the app sends while `capturing` is set, caught in the driver. */
let capturing: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (
  this: pg.Client,
  config: unknown,
  params?: unknown,
  callback?: unknown,
) {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  if (capturing && text && /\bactivities\b/.test(text)) {
    const bound = Array.isArray(params) ? params : ((config as { values?: unknown[] }).values ?? []);
    capturing.push({ text, values: bound });
  }
  return clientQuery.call(this, config, params, callback);
} as typeof pg.Client.prototype.query;

async function statementsOf(task: () => Promise<unknown>): Promise<Statement[]> {
  capturing = [];
  try {
    await task();
    return capturing;
  } finally {
    capturing = null;
  }
}

// The pools announce each connection this bench drops on purpose; nothing to see.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes('connection lost')) warn(...args);
};

await withBenchApp(
  { serverUrl, prefix: 'hde_bench_activity', env: { RUN_JOBS: 'false' } },
  async ({ app, config, secrets, handle, databaseUrl, origin }) => {
    const connect = async () => {
      const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
      await client.connect();
      return client;
    };
    const direct = await connect();
    try {
      const owner = await signedInCaller(app, { config, secrets });
      const member = await signedInCaller(
        app,
        { config, secrets },
        { email: 'member@example.org', subject: 'bench-member' },
      );
      // Their sign-up workspaces go: the owner owns exactly the offices, the member owns nothing.
      await direct.query('delete from workspaces where id = any($1::uuid[])', [
        [owner.workspaceId, member.workspaceId],
      ]);
      const loading = process.hrtime.bigint();
      const offices = await loadActivities(direct, {
        ownerId: owner.userId,
        memberId: member.userId,
        workspaces: workspaceCount,
        activities: activityCount,
      });
      await direct.query('vacuum analyze');
      const loadSeconds = seconds(loading);
      console.log(
        `loaded ${activityCount} activities in ${workspaceCount} offices in ${loadSeconds.toFixed(1)} s`,
      );
      const base = `${origin}/v2/app/ACTIVITY/dashboard/log`;

      const post = async (caller: typeof owner, url: string, body: object) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...caller.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
        return text;
      };

      /** Runs the statements one after another on `client`; their total in ms. */
      const runStatements = async (client: pg.Client, statements: readonly Statement[]) => {
        let total = 0;
        for (const statement of statements) total += await timedMs(() => client.query(statement));
        return total;
      };
      const sqlWarmMs = async (statements: readonly Statement[]) => {
        await runStatements(direct, statements);
        const samples: number[] = [];
        for (let run = 0; run < 10; run += 1) samples.push(await runStatements(direct, statements));
        return median(samples);
      };
      const sqlColdMs = async (statements: readonly Statement[]) => {
        const samples: number[] = [];
        for (let run = 0; run < Math.min(coldRuns, 5); run += 1) {
          const fresh = await connect();
          try {
            samples.push(await runStatements(fresh, statements));
          } finally {
            await fresh.end();
          }
        }
        return median(samples);
      };
      const plans: string[] = [];
      const keepPlans = async (figure: string, statements: readonly Statement[]) => {
        for (const statement of statements) {
          const { rows } = await direct.query<{ 'QUERY PLAN': string }>({
            text: `explain (analyze, buffers) ${statement.text}`,
            values: statement.values,
          });
          plans.push(`${figure}:\n${statement.text}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      };

      /** Drops every connection of the app (both pools); they reconnect on their next statement. */
      const dropAppConnections = async () => {
        const others = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
        await direct.query(`select pg_terminate_backend(pid) ${others}`);
        while (Number((await direct.query<{ n: string }>(`select count(*) as n ${others}`)).rows[0]?.n) > 0) {
          await sleep(5);
        }
        await sleep(50);
      };

      const today = new Date().toISOString().slice(0, 10);
      const lastYear: ActivityLogFilters = { from: activityCalendarStart(today), to: today };
      const viewers = [
        { name: 'owner_last_365_days', caller: owner, filters: lastYear },
        { name: 'owner_all_time', caller: owner, filters: {} },
        { name: 'member_last_365_days', caller: member, filters: lastYear },
      ];

      const list: Record<string, object> = {};
      const pages = [
        ...viewers.map((viewer) => ({ ...viewer, page: 0 })),
        { ...viewers[0]!, name: 'owner_last_365_days_page_100', page: 99 },
      ];
      for (const { name, caller, filters, page } of pages) {
        const call = () => post(caller, `${base}/query`, activityListQuery(filters, page, 10));
        for (let run = 0; run < WARMUP; run += 1) await call();
        const samples: number[] = [];
        for (let run = 0; run < runs; run += 1) samples.push(await timedMs(call));
        const statements = await statementsOf(call);
        const p50 = median(samples);
        list[name] = {
          p50_ms: round(p50),
          p95_ms: round(percentile(samples, 0.95)),
          sql_p50_ms: round(await sqlWarmMs(statements)),
          statements: statements.length,
          meets_target: p50 < LIST_TARGET_MS,
        };
        if (p50 >= LIST_TARGET_MS) await keepPlans(`list ${name}`, statements);
      }

      const charts: Record<string, object> = {};
      for (const { name, caller, filters } of viewers) {
        const call = () =>
          Promise.all([
            post(caller, `${base}/query/multiple`, activityChartQueries(filters, today)),
            post(caller, `${base}/query`, activityCountQuery(filters)),
          ]);
        await call();
        const cold: number[] = [];
        for (let run = 0; run < coldRuns; run += 1) {
          await dropAppConnections();
          cold.push(await timedMs(call));
        }
        for (let run = 0; run < WARMUP; run += 1) await call();
        const warm: number[] = [];
        for (let run = 0; run < warmRuns; run += 1) warm.push(await timedMs(call));
        const statements = await statementsOf(call);
        const coldP50 = median(cold);
        const warmP50 = median(warm);
        charts[name] = {
          cold_p50_ms: round(coldP50),
          cold_max_ms: round(Math.max(...cold)),
          warm_p50_ms: round(warmP50),
          cold_over_warm: round(coldP50 / warmP50),
          sql_cold_ms: round(await sqlColdMs(statements)),
          sql_warm_ms: round(await sqlWarmMs(statements)),
          statements: statements.length,
          meets_target: coldP50 < CHARTS_COLD_TARGET_MS,
        };
        if (coldP50 >= CHARTS_COLD_TARGET_MS) await keepPlans(`charts and count ${name}`, statements);
      }

      const workspaceId = offices[0]!;
      const write = (withActivity: boolean, run: number) =>
        handle.db.transaction(async (tx) => {
          await tx
            .update(workspaces)
            .set({ description: `Bench write ${run}`, updatedAt: new Date() })
            .where(eq(workspaces.id, workspaceId));
          if (withActivity) {
            await recordActivity(tx as Database, {
              userId: owner.userId,
              workspaceId,
              collectionName: 'workspaces',
              action: 'UPDATE',
              recordId: workspaceId,
            });
          }
        });
      const without: number[] = [];
      const withActivity: number[] = [];
      for (let run = 0; run < writes + 50; run += 1) {
        // Alternating which goes first, so neither always follows the other.
        const order = run % 2 === 0 ? [false, true] : [true, false];
        for (const recording of order) {
          const ms = await timedMs(() => write(recording, run));
          if (run >= 50) (recording ? withActivity : without).push(ms);
        }
      }
      const withoutP50 = median(without);
      const withP50 = median(withActivity);
      const [version] = (await direct.query<{ server_version: string }>('show server_version')).rows;
      const [buffers] = (await direct.query<{ shared_buffers: string }>('show shared_buffers')).rows;

      for (const plan of plans) console.log(`\n${plan}`);
      const summary = {
        machine: {
          cores: os.cpus().length,
          postgresql: version?.server_version,
          shared_buffers: buffers?.shared_buffers,
        },
        activities: activityCount,
        workspaces: workspaceCount,
        load_s: round(loadSeconds),
        list_page_10: list,
        charts_and_count: charts,
        write: {
          without_activity_p50_ms: round(withoutP50),
          with_activity_p50_ms: round(withP50),
          added_ms: round(withP50 - withoutP50),
          with_over_without: round(withP50 / withoutP50),
          meets_target: withP50 - withoutP50 < WRITE_TARGET_MS,
        },
      };
      console.log(JSON.stringify(summary));
    } finally {
      await direct.end();
    }
  },
);
