/**
 * Toxicology Overview benchmark (issue 25): --cases synthetic cases of one account (bench/lib/tox-data.ts, about
 * five entries each) on PostgreSQL, then the Overview tab's calls over HTTP as the web sends them: every widget
 * in one `query/multiple`, and the substance filter's choices (`query`).
 *   - cold: right after one of the account's cases is saved again (new data);
 *   - warm: the same call again, nothing changed.
 * Each figure is the median of --runs calls after --warmup untimed ones. Then each widget alone, cold, with its SQL.
 * `baseline` is a one-query call whose statement costs next to nothing (no case matches an index range): what any
 * call costs besides its statements (HTTP, sign-in, the gate, the data version).
 * Usage: npm run bench:tox-overview -- [--cases 100000] [--runs 15] [--warmup 3]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * The last line is `cases=… entries=… overview_cold_p50_ms=… overview_warm_p50_ms=…`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { TOX_OVERVIEW_DASHBOARD, TOX_ENTRY_FIELDS, TOX_WORKSPACE_ID, toxOverviewQuery } from '@hde/contracts';
import { queryBodySchema, type QueryBody } from '@hde/contracts/api';
import { buildApp } from '../apps/server/src/app.js';
import { compileQuery } from '../apps/server/src/modules/analytics/index.js';
import { toxOverviewRegistry } from '../apps/server/src/modules/tox-overview/registry.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { users } from '../apps/server/src/platform/db/schema.js';
import { generateSecrets } from '../apps/server/src/platform/secrets.js';
import { seedDemoWorkspaces, seedFeatureFlags, seedModules } from '../apps/server/src/platform/seed.js';
import { wholeNumber } from './lib/args.js';
import { DEFAULT_SERVER_URL, scratchPostgresDatabase } from './lib/postgres.js';
import { signedInCaller } from './lib/signed-in.js';
import { median, timedMs } from './lib/timing.js';
import { loadToxCases } from './lib/tox-data.js';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
  },
});
const caseCount = wholeNumber('cases', args.cases);
const runs = wholeNumber('runs', args.runs);
const warmupRounds = wholeNumber('warmup', args.warmup);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;

const WIDGETS = TOX_OVERVIEW_DASHBOARD.tabs.flatMap((tab) => tab.widgets);
/** The web's overview call: every widget, no filter. */
const OVERVIEW_BODY = Object.fromEntries(
  WIDGETS.map((widget) => [widget.id, toxOverviewQuery(widget, undefined)]),
);
/** The web's substance filter choices (web tox-cases use-tox-overview.ts). */
const SUBSTANCES_BODY: QueryBody = {
  addCount: true,
  groupBy: TOX_ENTRY_FIELDS.substance,
  unwind: 'toxicology',
  sortField: 'COUNT',
  sortAsc: false,
  limit: 100,
};
const BASELINE_BODY: QueryBody = {
  addCount: true,
  where: { field: 'caseDate', operator: 'lte', values: ['1900-01-01'] },
};

const server = await scratchPostgresDatabase(serverUrl, 'hde_bench_tox_overview');
if (!server) throw new Error('This bench needs PostgreSQL (--database-url).');
const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-tox-overview-'));
const handle = openDatabase({ url: server.url, poolSize: 10 });
try {
  await applyMigrations(handle);
  await seedModules(handle.db);
  await seedFeatureFlags(handle.db);
  await seedDemoWorkspaces(handle.db);
  const secrets = await generateSecrets();
  const config = loadConfig({ DATA_DIR: work, LOG_LEVEL: 'silent', RUN_JOBS: 'false' });
  const app = await buildApp({ config, database: handle, secrets });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { call, headers, userId } = await signedInCaller(app, { config, secrets });
    await handle.db.update(users).set({ beta: true }).where(eq(users.id, userId));
    await call('POST', '/v2/tox/user/sign-up');

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const started = process.hrtime.bigint();
    const { entries } = await loadToxCases(client, { ownerId: userId, cases: caseCount });
    const loadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await client.query('vacuum analyze');
    await client.end();
    console.log(`loaded ${caseCount} cases, ${entries} entries in ${loadSeconds.toFixed(1)} s`);

    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}/v2/tox/CASE/dashboard/${TOX_WORKSPACE_ID}`;
    const post = async (url: string, body: object) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
      return text;
    };
    const overview = () => post(`${base}/query/multiple`, OVERVIEW_BODY);
    const tab = () => Promise.all([overview(), post(`${base}/query`, SUBSTANCES_BODY)]);

    const caseBody = {
      age: '41',
      toxicology: [{ analysis: 'Fentanyl', results: '5 ng/mL', specimen: 'Urine', method: 'ELISA' }],
    };
    const cases = `/v2/tox/case/${TOX_WORKSPACE_ID}`;
    const { caseId } = (await call('POST', cases, caseBody)).json() as { caseId: string };
    const newData = () => call('PUT', `${cases}/${caseId}`, caseBody);

    const timed = async (task: () => Promise<unknown>, before?: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let round = 0; round < warmupRounds + runs; round += 1) {
        await before?.();
        const ms = await timedMs(task);
        if (round >= warmupRounds) samples.push(ms);
      }
      return median(samples);
    };
    const cold = await timed(overview, newData);
    const warm = await timed(overview);
    const tabCold = await timed(tab, newData);
    const tabWarm = await timed(tab);
    const baseline = await timed(() => post(`${base}/query`, BASELINE_BODY));

    console.log('\nEach widget alone, cold (p50), and its statement:');
    for (const [id, body] of Object.entries({ ...OVERVIEW_BODY, substances: SUBSTANCES_BODY })) {
      const ms = await timed(() => post(`${base}/query`, body), newData);
      const { text } = compileQuery('CASE', queryBodySchema.parse(body), toxOverviewRegistry, userId);
      console.log(`\n${id}: ${ms.toFixed(1)} ms\n  ${text}`);
    }
    console.log(
      `\ntab (overview + substances) cold_p50_ms=${tabCold.toFixed(1)} warm_p50_ms=${tabWarm.toFixed(1)}; ` +
        `baseline p50_ms=${baseline.toFixed(1)}`,
    );
    console.log(
      `cases=${caseCount} entries=${entries} overview_cold_p50_ms=${cold.toFixed(1)} ` +
        `overview_warm_p50_ms=${warm.toFixed(1)}`,
    );
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  await server.drop();
  await rm(work, { recursive: true, force: true });
}
