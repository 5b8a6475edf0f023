/**
 * Smart Toxicology benchmark (issue 24, "Performance"), through the app as its users call it:
 *   - insight: a 20-entry case saved (POST /v2/tox/case/{ws}), then its case read every 10 ms until the summary is
 *     READY, with the app's own job runner (RUN_JOBS on, its poll interval) and the rules engine: save to ready;
 *   - list: --cases synthetic cases of one account (written by SQL, one version each), then the Case Analytics calls:
 *     the first page of the list, the list filtered by substance, and the stat cards.
 * Each figure is the median of --runs calls after --warmup untimed ones.
 * Usage: npm run bench:tox -- [--cases 100000] [--runs 15] [--warmup 5]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres] (PGlite when no PostgreSQL answers)
 * The last line is `cases=… insight_p50_ms=… list_p50_ms=… list_substance_p50_ms=… stats_p50_ms=…`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { toxCaseSchema, type ToxCaseBody } from '@hde/contracts/api';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { users } from '../apps/server/src/platform/db/schema.js';
import { generateSecrets } from '../apps/server/src/platform/secrets.js';
import { seedDemoWorkspaces, seedFeatureFlags, seedModules } from '../apps/server/src/platform/seed.js';
import { onScratchDatabase } from './lib/postgres.js';
import { signedInCaller } from './lib/signed-in.js';
import { toxBenchArgs } from './lib/tox-bench.js';
import { median, timedMs } from './lib/timing.js';

const { caseCount, runs, warmupRounds, serverUrl } = toxBenchArgs({ warmup: '5' });
const CASES = `/v2/tox/case/${TOX_WORKSPACE_ID}`;
const READY_POLL_MS = 10;

const ANALYTES = [
  ['Fentanyl', '12.4 ng/mL'],
  ['Norfentanyl', '3.1 ng/mL'],
  ['Morphine', '85 ng/mL'],
  ['6-MAM', 'Positive'],
  ['Ethanol', '0.12 g/dL'],
  ['Alprazolam', '45 ng/mL'],
  ['Methamphetamine', '0.35 mg/L'],
  ['Amphetamine', '0.05 mg/L'],
  ['Benzoylecgonine', '1.2 mg/L'],
  ['Gabapentin', '14 mg/L'],
] as const;

/** A case of 20 entries: ten analytes in peripheral blood and again in urine. */
const TWENTY_ENTRIES: ToxCaseBody = {
  age: '38',
  sex: 'M',
  race: 'White',
  autopsy: 'Yes - Full Autopsy',
  toxicology: ['Blood Femoral', 'Urine'].flatMap((specimen) =>
    ANALYTES.map(([analysis, results]) => ({ analysis, results, specimen, method: 'LC-MS/MS' })),
  ),
};

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-tox-'));

/** `count` cases of one owner, one version each, written in two statements (the list reads these columns). */
async function writeCases(handle: DatabaseHandle, ownerId: string, count: number) {
  const substance = (n: string) =>
    sql.raw(`(array['Fentanyl','Ethanol','Cocaine','Morphine'])[${n} % 4 + 1]`);
  await handle.db.execute(sql`
    insert into tox_cases (owner_id, case_id, last_updated, sex, race, entry_count, analyses_search)
    select ${ownerId}::uuid, 'TX-' || lpad(n::text, 8, '0'), now() - make_interval(mins => n),
      (array['M','F','U'])[n % 3 + 1], 'White', 2, lower(${substance('n')}) || ' caffeine'
    from generate_series(1, ${count}) as n`);
  await handle.db.execute(sql`
    insert into tox_case_versions
      (case_row_id, version, age, sex, race, location, toxicology, entry_count, analyses, last_updated,
       content_hash, insight_status)
    select id, 0, (substr(case_id, 5)::int % 80 + 15)::text, sex, race, 'Bench City', '[]'::jsonb, 2,
      array[${substance('substr(case_id, 5)::int')}, 'Caffeine'], last_updated, 'bench', 'READY'
    from tox_cases
    where owner_id = ${ownerId}::uuid
      and not exists (select 1 from tox_case_versions where tox_case_versions.case_row_id = tox_cases.id)`);
}

async function measure(engine: string, open: () => DatabaseHandle) {
  const handle = open();
  const dataDir = await mkdtemp(path.join(work, `${engine}-`));
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    await seedFeatureFlags(handle.db);
    await seedDemoWorkspaces(handle.db);
    const secrets = await generateSecrets();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RUN_JOBS: 'true' });
    const app = await buildApp({ config, database: handle, secrets });
    await app.ready();
    try {
      const { call, userId } = await signedInCaller(app, { config, secrets });
      await handle.db.update(users).set({ beta: true }).where(eq(users.id, userId));
      await call('POST', '/v2/tox/user/sign-up');

      const insight: number[] = [];
      for (let round = 0; round < warmupRounds + runs; round += 1) {
        const started = process.hrtime.bigint();
        const { caseId } = (await call('POST', CASES, TWENTY_ENTRIES)).json() as { caseId: string };
        for (;;) {
          const shown = toxCaseSchema.parse((await call('GET', `${CASES}/${caseId}`)).json());
          if (shown.summary.status === 'READY') break;
          await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
        }
        if (round >= warmupRounds) insight.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      console.log(`${engine}: insight save to ready, ${runs} cases of 20 entries`);

      await writeCases(handle, userId, caseCount);
      if (handle.kind === 'postgres') await handle.db.execute(sql`vacuum analyze`);
      console.log(`${engine}: wrote ${caseCount} cases`);
      const timed = async (task: () => Promise<unknown>) => {
        for (let round = 0; round < warmupRounds; round += 1) await task();
        const samples: number[] = [];
        for (let round = 0; round < runs; round += 1) samples.push(await timedMs(task));
        return median(samples);
      };
      return {
        insight: median(insight),
        list: await timed(() => call('POST', `${CASES}/list`, { limit: 10 })),
        listSubstance: await timed(() =>
          call('POST', `${CASES}/list`, { limit: 10, substance: 'morphine', sex: ['F'] }),
        ),
        stats: await timed(() => call('GET', `${CASES}/stats`)),
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

try {
  const figures = await onScratchDatabase(serverUrl, 'hde_bench_tox', work, measure);
  console.log(
    `cases=${caseCount} insight_p50_ms=${figures.insight.toFixed(1)} list_p50_ms=${figures.list.toFixed(1)} ` +
      `list_substance_p50_ms=${figures.listSubstance.toFixed(1)} stats_p50_ms=${figures.stats.toFixed(1)}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
