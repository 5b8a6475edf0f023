/**
 * Analytics query benchmark (issue: analytics). Loads synthetic cases into one workspace through the import
 * pipeline, then for every tab of the default case dashboard measures, in the same run:
 *   - the API cold: `POST /v2/app/CASE/dashboard/{id}/query/multiple` with all the tab's widgets, through routing,
 *     sign-in, validation, compilation and serialisation, after the workspace's data version moved (so nothing
 *     is answered from the result cache; the database's own buffers are warm) with the count summaries
 *     re-stamped for it, as the data itself did not change. As on an open dashboard, which asks for its tab
 *     again when its poll of `GET .../version` shows the version moved, that poll comes first (untimed),
 *   - the API warm: the same request again (answered from the cache),
 *   - raw SQL: the very statements the API runs for those widgets, run directly on the driver, concurrently,
 *   - raw scan: the statements over the case rows themselves, which is what answers while the summaries are
 *     stale (just after an import) or when the filter bar names columns no summary holds.
 * The summaries are written once after the load, timed (`rollup_refresh_s`). Then one tab under a filter-bar
 * filter: the first opening (from the cases), the time until the server has written the summaries it asked for,
 * and the openings after that.
 * Each tab is first run --warmup times untimed, as on a server that has been answering for a while: a cold
 * request runs once a round, and V8 optimises the server's functions only after many calls (after 30 rounds the
 * cold figures were still those of a server warming up; the raw side is the driver's code either way). Each
 * figure is the median of --runs repetitions. Then the overview and case calls (latest cases, metrics, a
 * case's detail, case search), each through the API against the same query function called directly.
 * Usage: npm run bench:query -- --cases 1000000 [--pglite-cases 100000] [--runs 15] [--warmup 200] [--skip-pglite]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * The last line is machine-readable (PostgreSQL figures when it ran, else PGlite's).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { DEFAULT_CASE_DASHBOARD, widgetQuery, type DashboardTab } from '@hde/contracts';
import { queryBodySchema, type QueryBody } from '@hde/contracts/api';
import { buildApp } from '../apps/server/src/app.js';
import {
  compileQuery,
  createAnalyticsRegistry,
  type CompiledQuery,
} from '../apps/server/src/modules/analytics/index.js';
import {
  pickRollup,
  rollupNeed,
  type StoredRollup,
} from '../apps/server/src/modules/analytics/rollups/plan.js';
import { refreshRollups } from '../apps/server/src/modules/analytics/rollups/refresh.js';
import { writeCasesCsv } from '../apps/server/src/modules/sandbox/generator/index.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { generateSecrets } from '../apps/server/src/platform/secrets.js';
import { seedModules } from '../apps/server/src/platform/seed.js';
import { moveDataVersion } from './lib/data-version.js';
import { BENCH_FILTER, measureFilteredTab } from './lib/filtered-tab.js';
import { importCaseCsv } from './lib/import-csv.js';
import { measureOverviewCalls } from './lib/overview-calls.js';
import { DEFAULT_SERVER_URL, scratchPostgresDatabase } from './lib/postgres.js';
import { signedInCaller } from './lib/signed-in.js';
import { median, seconds, timedMs } from './lib/timing.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    'pglite-cases': { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const serverCases = wholeNumber('cases', args.cases);
const pgliteCases = wholeNumber('pglite-cases', args['pglite-cases']);
const runs = wholeNumber('runs', args.runs);
const warmupRounds = Number(args.warmup);
if (!Number.isInteger(warmupRounds) || warmupRounds < 0) throw new Error('--warmup must be a whole number');
// Scans of every case take seconds at 1,000,000: a few of them give a steady enough median.
const scanRuns = Math.min(runs, 3);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
// Data "as of" today, like the demo workspace, so the overview's last-60-days window has cases.
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

interface TabFigures {
  tab: string;
  widgets: number;
  coldMs: number;
  warmMs: number;
  sqlMs: number;
  scanMs: number;
}
interface EngineFigures {
  engine: string;
  cases: number;
  loadSeconds: number;
  refreshSeconds: number;
  tabs: TabFigures[];
}

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-query-'));

/** The bodies the web sends for a tab without filters. */
function tabBodies(tab: DashboardTab): Record<string, QueryBody> {
  return Object.fromEntries(
    tab.widgets.map((widget) => [widget.id, widgetQuery(widget, undefined, undefined)]),
  );
}

/** Runs a statement on the driver itself, outside the product's service. */
function rawRunner(handle: DatabaseHandle): (statement: CompiledQuery) => Promise<unknown> {
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  return ({ text, params }) =>
    handle.kind === 'postgres'
      ? (client as pg.Pool).query({ text, values: params })
      : (client as PGlite).query(text, params);
}

async function measureTab(
  handle: DatabaseHandle,
  call: Awaited<ReturnType<typeof signedInCaller>>['call'],
  workspaceId: string,
  tab: DashboardTab,
  rollups: StoredRollup[],
): Promise<TabFigures> {
  const bodies = tabBodies(tab);
  const url = `/v2/app/CASE/dashboard/${workspaceId}/query/multiple`;
  const versionUrl = `/v2/app/CASE/dashboard/${workspaceId}/version`;
  const registry = createAnalyticsRegistry();
  const fields = registry.resolve('CASE');
  const compiled = (summarised: boolean) =>
    Object.values(bodies).map((body) => {
      const parsed = queryBodySchema.parse(body);
      const need = summarised ? rollupNeed('CASE', parsed, fields) : undefined;
      const key = need && pickRollup(need, rollups)?.key;
      return compileQuery('CASE', parsed, registry, workspaceId, key);
    });
  const statements = compiled(true);
  const scans = compiled(false);
  const raw = rawRunner(handle);

  const round = async () => {
    const direct = await timedMs(() => Promise.all(statements.map(raw)));
    await moveDataVersion(handle.db, workspaceId);
    await call('GET', versionUrl);
    const cold = await timedMs(() => call('POST', url, bodies));
    const warm = await timedMs(() => call('POST', url, bodies));
    return { direct, cold, warm };
  };
  // Untimed rounds first, as on a server that has been answering for a while (and the tables' pages are read).
  for (let warmup = 0; warmup < warmupRounds + 1; warmup += 1) await round();
  const timed: Awaited<ReturnType<typeof round>>[] = [];
  for (let run = 0; run < runs; run += 1) timed.push(await round());
  const p50 = (pick: (figures: (typeof timed)[number]) => number) => median(timed.map(pick));
  // Seconds of scanning every case would disturb the millisecond figures above: timed after them.
  const scan: number[] = [];
  for (let run = 0; run < scanRuns; run += 1) scan.push(await timedMs(() => Promise.all(scans.map(raw))));
  return {
    tab: tab.id,
    widgets: statements.length,
    coldMs: p50((figures) => figures.cold),
    warmMs: p50((figures) => figures.warm),
    sqlMs: p50((figures) => figures.direct),
    scanMs: median(scan),
  };
}

async function measure(engine: string, cases: number, open: () => DatabaseHandle): Promise<EngineFigures> {
  const handle = open();
  const dataDir = await mkdtemp(path.join(work, `${engine}-`));
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    const secrets = await generateSecrets();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RUN_JOBS: 'false' });
    const app = await buildApp({ config, database: handle, secrets });
    await app.ready();
    try {
      const { call, workspaceId } = await signedInCaller(app, { config, secrets });
      const csvPath = path.join(dataDir, 'cases.csv');
      await writeCasesCsv({ count: cases, seed: 'bench-query', now: NOW }, createWriteStream(csvPath));
      const loading = process.hrtime.bigint();
      await importCaseCsv(handle, { dataDir, workspaceId, csvPath, rows: cases });
      if (handle.kind === 'postgres') await handle.db.execute(sql`vacuum analyze`);
      const loadSeconds = seconds(loading);
      // The load's pages are written out now rather than while the queries are timed.
      if (handle.kind === 'postgres') {
        await handle.db.execute(sql`checkpoint`).catch((error: unknown) => {
          console.log(
            `postgresql: no checkpoint (${String(error)}); the load may be written out while timing`,
          );
        });
      }
      console.log(`${engine}: loaded ${cases} cases in ${loadSeconds.toFixed(1)} s`);
      const refreshing = process.hrtime.bigint();
      const refreshed = await refreshRollups(handle.db, workspaceId);
      if (!refreshed) throw new Error('the count summaries were not written');
      const refreshSeconds = seconds(refreshing);
      const summaryRows = refreshed.rollups.reduce((sum, rollup) => sum + rollup.rows, 0);
      console.log(
        `${engine}: rollup_refresh_s=${refreshSeconds.toFixed(1)} summaries=${refreshed.rollups.length} ` +
          `summary_rows=${summaryRows} (load ${loadSeconds.toFixed(1)} s)`,
      );
      const tabs: TabFigures[] = [];
      for (const tab of DEFAULT_CASE_DASHBOARD.tabs) {
        const figures = await measureTab(handle, call, workspaceId, tab, refreshed.rollups);
        tabs.push(figures);
        console.log(
          `engine=${engine} cases=${cases} tab=${figures.tab} widgets=${figures.widgets} ` +
            `p50_cold_ms=${figures.coldMs.toFixed(1)} p50_warm_ms=${figures.warmMs.toFixed(1)} ` +
            `p50_sql_ms=${figures.sqlMs.toFixed(1)} api_vs_sql=${(figures.coldMs / figures.sqlMs).toFixed(2)} ` +
            `p50_scan_ms=${figures.scanMs.toFixed(1)} scan_vs_api=${(figures.scanMs / figures.coldMs).toFixed(1)}`,
        );
      }
      const scansMs = tabs.reduce((sum, tab) => sum + tab.scanMs, 0);
      console.log(
        `${engine}: rollup_refresh_ms=${(refreshSeconds * 1000).toFixed(0)} ` +
          `every_tab_scan_ms=${scansMs.toFixed(0)} refresh_vs_scans=${((refreshSeconds * 1000) / scansMs).toFixed(2)}`,
      );
      const filteredTab = DEFAULT_CASE_DASHBOARD.tabs[1] as DashboardTab;
      const filtered = await measureFilteredTab(handle.db, call, workspaceId, filteredTab, {
        runs,
        moveDataVersion: () => moveDataVersion(handle.db, workspaceId),
      });
      console.log(
        `engine=${engine} cases=${cases} filtered_tab=${filteredTab.id} filter=${JSON.stringify(BENCH_FILTER)} ` +
          `first_ms=${filtered.firstMs.toFixed(1)} summaries_written_s=${filtered.writtenSeconds.toFixed(1)} ` +
          `p50_after_ms=${filtered.afterMs.toFixed(1)} first_vs_after=${(filtered.firstMs / filtered.afterMs).toFixed(1)}`,
      );
      for (const figures of await measureOverviewCalls(handle.db, call, workspaceId, runs, () =>
        moveDataVersion(handle.db, workspaceId),
      )) {
        console.log(
          `engine=${engine} cases=${cases} call=${figures.call} p50_api_ms=${figures.apiMs.toFixed(1)} ` +
            `p50_direct_ms=${figures.directMs.toFixed(1)} api_vs_direct=${(figures.apiMs / figures.directMs).toFixed(2)}`,
        );
      }
      return { engine, cases, loadSeconds, refreshSeconds, tabs };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

function headline(figures: EngineFigures): string {
  const worst = (pick: (tab: TabFigures) => number) => Math.max(...figures.tabs.map(pick));
  return (
    `cases=${figures.cases} worst_tab_p50_cold_ms=${worst((tab) => tab.coldMs).toFixed(1)} ` +
    `worst_tab_p50_warm_ms=${worst((tab) => tab.warmMs).toFixed(1)} ` +
    `api_vs_sql_ratio=${worst((tab) => tab.coldMs / tab.sqlMs).toFixed(2)}`
  );
}

try {
  const results: EngineFigures[] = [];
  const server = await scratchPostgresDatabase(serverUrl, 'hde_bench_query');
  if (server) {
    try {
      results.push(
        await measure('postgresql', serverCases, () => openDatabase({ url: server.url, poolSize: 10 })),
      );
      console.log(`postgresql: ${headline(results.at(-1)!)}`);
    } finally {
      await server.drop();
    }
  }
  if (!args['skip-pglite']) {
    const dir = path.join(work, 'pglite-db');
    results.push(await measure('pglite', pgliteCases, () => openDatabase({ pgliteDir: dir })));
    console.log(`pglite: ${headline(results.at(-1)!)}`);
  }
  if (results[0]) console.log(headline(results[0]));
} finally {
  await rm(work, { recursive: true, force: true });
}
