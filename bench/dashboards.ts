/**
 * Custom dashboard benchmark (issue 23, "Performance"). Loads --cases synthetic cases into one workspace through
 * the import pipeline (count summaries written), saves a dashboard of the Death Certification and Demographics
 * tabs, and measures its `POST /v2/app/query/dashboard/{id}/results` call (every widget of both tabs), signed in
 * as its creator:
 *   - LIVE cold: after the workspace's data version moved (nothing answered from the result cache; the count
 *     summaries re-stamped for it, as the data itself did not change);
 *   - LIVE warm: the same call again (the result cache);
 *   - SNAPSHOT: the same dashboard as a snapshot, taken as its job takes it, answered from its stored answers; the
 *     SQL statements of those calls are counted, and those naming a case table must be none.
 * Each figure is the median of --runs calls after --warmup untimed ones.
 * Usage: npm run bench:dashboards -- [--cases 1000000] [--runs 15] [--warmup 20]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres] (PGlite when no PostgreSQL answers)
 * The last line is `cases=… live_cold_p50_ms=… live_warm_p50_ms=… snapshot_p50_ms=… snapshot_case_statements=…`.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { dashboardConfigSchema, type DashboardType } from '@hde/contracts/api';
import { buildApp } from '../apps/server/src/app.js';
import { createAnalyticsService } from '../apps/server/src/modules/analytics/index.js';
import { refreshRollups } from '../apps/server/src/modules/analytics/rollups/refresh.js';
import { computeDashboardAnswers } from '../apps/server/src/modules/dashboards/answers-compute.js';
import { insertDashboard } from '../apps/server/src/modules/dashboards/repo.js';
import { writeCasesCsv } from '../apps/server/src/modules/sandbox/generator/index.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { generateSecrets } from '../apps/server/src/platform/secrets.js';
import { seedFeatureFlags, seedModules } from '../apps/server/src/platform/seed.js';
import { databaseRecordingStatements } from '../apps/server/src/test/other-instance.js';
import { moveDataVersion } from './lib/data-version.js';
import { importCaseCsv } from './lib/import-csv.js';
import { DEFAULT_SERVER_URL, onScratchDatabase } from './lib/postgres.js';
import { signedInCaller } from './lib/signed-in.js';
import { median, timedMs } from './lib/timing.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const caseCount = wholeNumber('cases', args.cases);
const runs = wholeNumber('runs', args.runs);
const warmupRounds = wholeNumber('warmup', args.warmup);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const TABS = dashboardConfigSchema.parse({
  tabs: DEFAULT_CASE_DASHBOARD.tabs.filter((tab) => ['death_certification', 'demographics'].includes(tab.id)),
});
/** A statement that reads the cases or what is kept of them (their child rows, count summaries, search index). */
const CASE_TABLE = /\b(cases|case_\w+)\b/;

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-dashboards-'));

async function measure(engine: string, open: () => DatabaseHandle) {
  const handle = open();
  const statements: string[] = [];
  const database = databaseRecordingStatements(handle, statements);
  const dataDir = await mkdtemp(path.join(work, `${engine}-`));
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    await seedFeatureFlags(handle.db);
    const secrets = await generateSecrets();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RUN_JOBS: 'false' });
    const app = await buildApp({ config, database, secrets });
    await app.ready();
    try {
      const { call, userId, workspaceId } = await signedInCaller(app, { config, secrets });
      const csvPath = path.join(dataDir, 'cases.csv');
      await writeCasesCsv(
        { count: caseCount, seed: 'bench-dashboards', now: NOW },
        createWriteStream(csvPath),
      );
      await importCaseCsv(handle, { dataDir, workspaceId, csvPath, rows: caseCount });
      if (handle.kind === 'postgres') await handle.db.execute(sql`vacuum analyze`);
      if (!(await refreshRollups(handle.db, workspaceId)))
        throw new Error('the count summaries were not written');
      console.log(`${engine}: loaded ${caseCount} cases`);

      const saved = (type: DashboardType) =>
        insertDashboard(handle.db, {
          workspaceId,
          name: `Bench ${type}`,
          description: 'Death Certification and Demographics',
          type,
          mode: 'PRIVATE',
          emails: ['bench-viewer@example.org'],
          config: TABS,
          rawFilters: [],
          text: null,
          createdBy: userId,
          passwordEncrypted: null,
        });
      const results = (dashboardId: string) => () =>
        call('POST', `/v2/app/query/dashboard/${dashboardId}/results`, {});

      const live = await saved('LIVE');
      const liveCold: number[] = [];
      const liveWarm: number[] = [];
      for (let round = 0; round < warmupRounds + runs; round += 1) {
        await moveDataVersion(handle.db, workspaceId);
        const cold = await timedMs(results(live.id));
        const warm = await timedMs(results(live.id));
        if (round >= warmupRounds) {
          liveCold.push(cold);
          liveWarm.push(warm);
        }
      }

      const snapshot = await saved('SNAPSHOT');
      const analytics = createAnalyticsService(handle.db, { statementTimeoutMs: 5 * 60 * 1000 });
      try {
        await computeDashboardAnswers(
          { db: handle.db, analytics, threshold: config.publicDashboards.suppressionThreshold },
          snapshot.id,
        );
      } finally {
        await analytics.rollups.close();
      }
      const snapshotMs: number[] = [];
      for (let round = 0; round < warmupRounds; round += 1) await results(snapshot.id)();
      statements.length = 0;
      for (let round = 0; round < runs; round += 1) snapshotMs.push(await timedMs(results(snapshot.id)));
      const caseStatements = statements.filter((statement) => CASE_TABLE.test(statement)).length;
      const figures = {
        liveCold: median(liveCold),
        liveWarm: median(liveWarm),
        snapshot: median(snapshotMs),
        statements: statements.length,
        caseStatements,
      };
      console.log(
        `${engine}: results of ${TABS.tabs.flatMap((tab) => tab.widgets).length} widgets; snapshot calls ran ` +
          `${figures.statements} statements over ${runs} calls, ${caseStatements} naming a case table`,
      );
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

try {
  const figures = await onScratchDatabase(serverUrl, 'hde_bench_dashboards', work, measure);
  console.log(
    `cases=${caseCount} live_cold_p50_ms=${figures.liveCold.toFixed(1)} ` +
      `live_warm_p50_ms=${figures.liveWarm.toFixed(1)} snapshot_p50_ms=${figures.snapshot.toFixed(1)} ` +
      `snapshot_case_statements=${figures.caseStatements}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
