/**
 * Trends & Patterns benchmark (issue 25, "Performance"): --cases synthetic toxicology cases of one account
 * (bench/lib/tox-data.ts, about 5 entries each), then GET /v2/tox-insights/trends over HTTP for the default range
 * (the last TRENDS_DEFAULT_YEARS years to today) with 5 substances, and with none (the 10 most frequent). Each
 * figure is the median of --runs calls after --warmup untimed ones. PostgreSQL only (the loader writes by SQL).
 * Usage: npm run bench:tox-trends -- [--cases 100000] [--runs 15] [--warmup 3]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres]
 * The last line is `cases=… entries=… trends_p50_ms=… trends_all_p50_ms=…`; the statements are printed above it.
 */
import pg from 'pg';
import { OPIOID_SUBSTANCES, TRENDS_DEFAULT_YEARS } from '@hde/contracts';
import { trendsReplySchema } from '@hde/contracts/api';
import { topSubstancesStatement, trendsStatement } from '../apps/server/src/modules/tox-trends/repo.js';
import { toxBenchArgs, withLoadedToxApp } from './lib/tox-bench.js';
import { median, timedMs } from './lib/timing.js';

const { caseCount, runs, warmupRounds, serverUrl } = toxBenchArgs({ warmup: '3' });
const SUBSTANCES = OPIOID_SUBSTANCES.slice(0, 5);

const day = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const start = new Date(today);
start.setUTCFullYear(start.getUTCFullYear() - TRENDS_DEFAULT_YEARS);
const range = { start_date: day(start), end_date: day(today) };

const benchOptions = { serverUrl, prefix: 'hde_bench_tox_trends', cases: caseCount };
await withLoadedToxApp(benchOptions, async ({ headers, userId, origin, databaseUrl, entries }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const substances of [SUBSTANCES, []]) {
      const trendsRange = {
        owner: userId,
        from: range.start_date,
        until: day(new Date(today.getTime() + 86_400_000)),
        substances,
      };
      const topStatement = topSubstancesStatement(trendsRange);
      const top =
        substances.length > 0
          ? []
          : (
              await client.query<{ substance: string }>({
                text: topStatement.text,
                values: topStatement.params,
              })
            ).rows.map((row) => row.substance);
      if (substances.length === 0)
        console.log(`\n-- the most frequent substances first:\n${topStatement.text}`);
      const statement = trendsStatement(trendsRange, top);
      console.log(`\n-- trends, ${substances.length === 0 ? 'no substance' : substances.join(', ')}:`);
      console.log(statement.text.replace(/\n\s*\n/g, '\n'));
      console.log(`-- params: ${JSON.stringify(statement.params)}`);
      const plan = await client.query<{ 'QUERY PLAN': string }>({
        text: `explain (analyze, buffers) ${statement.text}`,
        values: statement.params,
      });
      console.log(plan.rows.map((row) => `--   ${row['QUERY PLAN']}`).join('\n'));
    }
  } finally {
    await client.end();
  }

  const trends = async (substances: readonly string[]) => {
    const query = new URLSearchParams(range);
    for (const substance of substances) query.append('substances', substance);
    const response = await fetch(`${origin}/v2/tox-insights/trends?${query.toString()}`, { headers });
    if (!response.ok) throw new Error(`trends: ${response.status} ${await response.text()}`);
    return trendsReplySchema.parse(await response.json());
  };
  const timed = async (substances: readonly string[]) => {
    for (let round = 0; round < warmupRounds; round += 1) await trends(substances);
    const samples: number[] = [];
    for (let round = 0; round < runs; round += 1) samples.push(await timedMs(() => trends(substances)));
    return median(samples);
  };
  const answer = await trends(SUBSTANCES);
  console.log(
    `\nrange ${range.start_date}..${range.end_date}: ${answer.data.summary.total_cases} cases matched, ` +
      `${answer.data.total_cases.length} weeks, ${answer.data.insights.length} insight items; ` +
      `first: ${answer.data.insights[0]?.text ?? 'none'}`,
  );
  const withSubstances = await timed(SUBSTANCES);
  const all = await timed([]);
  console.log(
    `cases=${caseCount} entries=${entries} trends_p50_ms=${withSubstances.toFixed(1)} trends_all_p50_ms=${all.toFixed(1)}`,
  );
});
