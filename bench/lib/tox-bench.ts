import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../../apps/server/src/platform/db/schema.js';
import { wholeNumber } from './args.js';
import { withBenchApp } from './bench-app.js';
import { DEFAULT_SERVER_URL } from './postgres.js';
import { signedInCaller } from './signed-in.js';
import { loadToxCases } from './tox-data.js';

/** The options the toxicology benches share: `--cases`, `--runs`, `--warmup`, `--database-url`. */
export function toxBenchArgs(defaults: { warmup: string }) {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '15' },
      warmup: { type: 'string', default: defaults.warmup },
      'database-url': { type: 'string' },
    },
  });
  return {
    caseCount: wholeNumber('cases', values.cases),
    runs: wholeNumber('runs', values.runs),
    warmupRounds: wholeNumber('warmup', values.warmup),
    serverUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL,
  };
}

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

export interface LoadedToxApp extends Caller {
  /** `http://127.0.0.1:{port}` of the listening app. */
  origin: string;
  /** The scratch database, for statements run beside the app (plans). */
  databaseUrl: string;
  entries: number;
}

/**
 * The built app on a scratch PostgreSQL database, a signed-in beta account with the toxicology trial, and
 * `cases` synthetic cases of that account (tox-data.ts) loaded and analysed; everything is dropped afterwards.
 */
export async function withLoadedToxApp(
  options: { serverUrl: string; prefix: string; cases: number; env?: Record<string, string> },
  run: (loaded: LoadedToxApp) => Promise<void>,
): Promise<void> {
  await withBenchApp(options, async ({ app, config, secrets, handle, databaseUrl, origin }) => {
    const caller = await signedInCaller(app, { config, secrets });
    await handle.db.update(users).set({ beta: true }).where(eq(users.id, caller.userId));
    await caller.call('POST', '/v2/tox/user/sign-up');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const started = process.hrtime.bigint();
    let entries: number;
    try {
      ({ entries } = await loadToxCases(client, { ownerId: caller.userId, cases: options.cases }));
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`loaded ${options.cases} cases, ${entries} entries in ${seconds.toFixed(1)} s`);
    await run({ ...caller, origin, databaseUrl, entries });
  });
}
