/**
 * Public dashboard benchmark (issue 22, "Performance"). On a fresh PostgreSQL database with one workspace of --cases
 * synthetic cases imported through the product's pipeline (count summaries written), it:
 *   - makes the workspace public and publishes it with the function the `public-dashboard-sync` job runs, timed
 *     (`publish_s`: every widget computed, disclosure control, stored);
 *   - starts the built product and drives, with autocannon (--connections, --seconds), the public call a visitor's
 *     page makes first (`POST /v2/public/CASE/dashboard/{id}/query/multiple` with the first tab's bodies), then, in
 *     the same run and the same way, the server's `/healthz` (no database, no work: the ceiling of the stack);
 *   - opens `/public/{id}` --runs times in a new tab of headless Chromium and times the first chart drawn (a
 *     canvas in the page), p50, after one untimed opening.
 * The server runs with PUBLIC_RATE_LIMIT_PER_MINUTE raised, so the per-client limit (every request here comes from
 * one address) does not answer 429 instead of the call measured.
 * Usage: npm run build && npm run bench:public -- [--cases 1000000] [--connections 50] [--seconds 20] [--runs 5]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--keep] (as bench:pageload: the database is
 *        named after --cases and kept for the next --keep run, which imports nothing)
 * The last line is `cases=… publish_s=… public_rps=… healthz_rps=… ratio=… p99_ms=… first_chart_ms=…`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { publicDashboardSchema } from '@hde/contracts/api';
import { publishWorkspace } from '../apps/server/src/modules/public-dashboards/publish.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { workspaces } from '../apps/server/src/platform/db/schema.js';
import {
  assertBuilt,
  benchDatabase,
  drawnAt,
  launchChromium,
  prepareBenchWorkspace,
  serverEnv,
  startServer,
  stopServer,
  untilJobsDone,
} from './lib/built-product.js';
import { DEFAULT_SERVER_URL } from './lib/postgres.js';
import { median, seconds } from './lib/timing.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3291' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const caseCount = wholeNumber('cases', args.cases);
const connections = wholeNumber('connections', args.connections);
const duration = wholeNumber('seconds', args.seconds);
const runs = wholeNumber('runs', args.runs);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
assertBuilt();
const workspaceName = 'Public dashboard benchmark';
const origin = `http://localhost:${args.port}`;

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-public-'));
const env = (databaseUrl: string) =>
  serverEnv(databaseUrl, {
    port: args.port!,
    dataDir: path.join(work, 'data'),
    extra: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' },
  });

/** Makes the bench workspace public and publishes it as the job does; returns its id and the seconds taken. */
async function publish(databaseUrl: string): Promise<{ workspaceId: string; publishSeconds: number }> {
  const config = loadConfig(env(databaseUrl));
  const handle = openDatabase({ url: databaseUrl });
  try {
    const [workspace] = await handle.db
      .update(workspaces)
      .set({ public: true, publicDashboardSyncing: false })
      .where(eq(workspaces.name, workspaceName))
      .returning({ id: workspaces.id });
    if (!workspace) throw new Error('no benchmark workspace in the database');
    const started = process.hrtime.bigint();
    await publishWorkspace(handle.db, workspace.id, {
      threshold: config.publicDashboards.suppressionThreshold,
      requestedBy: null,
      heartbeat: async () => {},
    });
    return { workspaceId: workspace.id, publishSeconds: seconds(started) };
  } finally {
    await handle.close();
  }
}

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
}

async function drive(request: { url: string; method?: 'GET' | 'POST'; body?: string }): Promise<Load> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    body: request.body,
    headers: request.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration,
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** The body a visitor's page posts first: every widget of the first public tab. */
async function firstTabBody(workspaceId: string): Promise<string> {
  const response = await fetch(`${origin}/v2/public/CASE/dashboard/${workspaceId}/configuration`);
  if (!response.ok) throw new Error(`the public configuration answered ${response.status}`);
  const dashboard = publicDashboardSchema.parse(await response.json());
  const [tab] = dashboard.tabs;
  if (!tab) throw new Error('the public dashboard has no tab');
  return JSON.stringify(Object.fromEntries(tab.widgets.map((widget) => [widget.id, widget.query])));
}

async function firstChartMs(workspaceId: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const timings: number[] = [];
    for (let round = 0; round <= runs; round += 1) {
      const page = await context.newPage();
      const startedAt = Date.now();
      await page.goto(`${origin}/public/${workspaceId}`, { waitUntil: 'commit' });
      const drawn = await page.waitForFunction(
        drawnAt,
        { selector: 'main canvas' },
        { polling: 'raf', timeout: 60_000 },
      );
      if (round > 0) timings.push(((await drawn.jsonValue()) as number) - startedAt);
      await page.close();
    }
    return timings;
  } finally {
    await browser.close();
  }
}

let server: ChildProcess | undefined;
const database = await benchDatabase(
  serverUrl,
  'hde_bench_public',
  args.keep ? `hde_bench_public_keep_${caseCount}` : null,
);
if (!database) throw new Error(`the public bench needs PostgreSQL (--database-url); none at ${serverUrl}`);
let prepared = !database.fresh;
try {
  if (database.fresh) {
    await prepareBenchWorkspace(env(database.url), {
      name: workspaceName,
      count: caseCount,
      seed: 'bench-public',
      csvPath: path.join(work, 'cases.csv'),
    });
  } else console.log(`reusing the kept database ${database.url}`);
  prepared = true;
  const { workspaceId, publishSeconds } = await publish(database.url);
  console.log(`published ${caseCount} cases in ${publishSeconds.toFixed(1)} s`);
  server = await startServer(env(database.url));
  await untilJobsDone(database.url);

  const body = await firstTabBody(workspaceId);
  const publicLoad = await drive({
    url: `${origin}/v2/public/CASE/dashboard/${workspaceId}/query/multiple`,
    method: 'POST',
    body,
  });
  const healthz = await drive({ url: `${origin}/healthz` });
  const ratio = publicLoad.rps / healthz.rps;
  console.log(
    `public query/multiple: ${Math.round(publicLoad.rps)} req/s, p99 ${publicLoad.p99} ms, ${publicLoad.non2xx} not 2xx`,
  );
  console.log(`/healthz: ${Math.round(healthz.rps)} req/s, p99 ${healthz.p99} ms, ${healthz.non2xx} not 2xx`);
  const charts = await firstChartMs(workspaceId);
  const firstChart = median(charts);
  console.log(
    `/public/{id} first chart p50 ${Math.round(firstChart)} ms (runs: ${charts.map(Math.round).join(', ')})`,
  );
  console.log(
    `cases=${caseCount} publish_s=${publishSeconds.toFixed(1)} public_rps=${Math.round(publicLoad.rps)} ` +
      `healthz_rps=${Math.round(healthz.rps)} ratio=${ratio.toFixed(2)} p99_ms=${publicLoad.p99} ` +
      `first_chart_ms=${Math.round(firstChart)}`,
  );
} finally {
  await stopServer(server);
  // A kept database is dropped only when it was not filled, so the next --keep run starts it again.
  if (!database.keep || !prepared) await database.drop();
  await rm(work, { recursive: true, force: true });
}
