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
import {
  TOX_OVERVIEW_DASHBOARD,
  TOX_SUBSTANCE_CHOICES_QUERY,
  TOX_WORKSPACE_ID,
  toxOverviewQuery,
} from '@hde/contracts';
import { queryBodySchema, type QueryBody } from '@hde/contracts/api';
import { compileQuery } from '../apps/server/src/modules/analytics/index.js';
import { toxOverviewRegistry } from '../apps/server/src/modules/tox-overview/registry.js';
import { toxBenchArgs, withLoadedToxApp } from './lib/tox-bench.js';
import { median, timedMs } from './lib/timing.js';

const { caseCount, runs, warmupRounds, serverUrl } = toxBenchArgs({ warmup: '3' });
const WIDGETS = TOX_OVERVIEW_DASHBOARD.tabs.flatMap((tab) => tab.widgets);
/** The web's overview call: every widget, no filter. */
const OVERVIEW_BODY = Object.fromEntries(
  WIDGETS.map((widget) => [widget.id, toxOverviewQuery(widget, undefined)]),
);
const BASELINE_BODY: QueryBody = {
  addCount: true,
  where: { field: 'caseDate', operator: 'lte', values: ['1900-01-01'] },
};

const benchOptions = {
  serverUrl,
  prefix: 'hde_bench_tox_overview',
  cases: caseCount,
  env: { RUN_JOBS: 'false' },
};
await withLoadedToxApp(benchOptions, async ({ call, headers, userId, origin, entries }) => {
  const base = `${origin}/v2/tox/CASE/dashboard/${TOX_WORKSPACE_ID}`;
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
  const tab = () => Promise.all([overview(), post(`${base}/query`, TOX_SUBSTANCE_CHOICES_QUERY)]);

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
  for (const [id, body] of Object.entries({ ...OVERVIEW_BODY, substances: TOX_SUBSTANCE_CHOICES_QUERY })) {
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
});
