import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { adminCommands } from '../../apps/server/src/admin/commands.js';
import { refreshRollups } from '../../apps/server/src/modules/analytics/rollups/refresh.js';
import { writeCasesCsv } from '../../apps/server/src/modules/sandbox/generator/index.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { openDatabase } from '../../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { jobs, users, workspaceMembers, workspaces } from '../../apps/server/src/platform/db/schema.js';
import { DEMO_ACCOUNTS, seedDemoAccounts, seedModules } from '../../apps/server/src/platform/seed.js';
import { importCaseCsv } from './import-csv.js';
import { keptPostgresDatabase, scratchPostgresDatabase, type ScratchDatabase } from './postgres.js';
import { seconds } from './timing.js';

/** Benches that run the built product (`npm run build` first): its server, a seeded database, Chromium. */

const repo = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(repo, 'apps/server/dist/main.js');

export function assertBuilt(): void {
  if (!existsSync(serverMain) || !existsSync(path.join(repo, 'apps/web/dist/index.html'))) {
    throw new Error('the product is not built: run npm run build first');
  }
}

/** The demo account that owns the bench workspace (a paid MDI subscription is granted to it). */
export const benchAccount = DEMO_ACCOUNTS.find((demo) => !demo.beta)!;

/** The environment the server runs with; the bench's own config reads the same, so the issuer matches. */
export function serverEnv(
  databaseUrl: string,
  options: { port: string; dataDir: string; extra?: Record<string, string> },
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: options.port,
    PUBLIC_URL: `http://localhost:${options.port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...options.extra,
  };
}

/**
 * Migrates and seeds the database and adds a workspace named `name` owned by the bench account, holding `count`
 * synthetic cases imported through the product's pipeline, with its count summaries written.
 */
export async function prepareBenchWorkspace(
  env: Record<string, string>,
  options: { name: string; count: number; seed: string; csvPath: string },
): Promise<void> {
  const config = loadConfig(env);
  const handle = openDatabase({ url: env.DATABASE_URL! });
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    await seedDemoAccounts(handle.db, config);
    const now = new Date();
    await adminCommands['subscription grant'](
      handle.db,
      [benchAccount.email, 'mdi'],
      { until: '2099-12-31' },
      now,
    );
    const [user] = await handle.db.select().from(users).where(eq(users.userId, benchAccount.email));
    const [workspace] = await handle.db
      .insert(workspaces)
      .values({ moduleId: 'mdi', name: options.name })
      .returning({ id: workspaces.id });
    if (!user || !workspace) throw new Error('no user or workspace');
    await handle.db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId: user.id, role: 'OWNER' });
    // Data "as of" today, so the overview's latest-cases window has cases.
    const today = now.toISOString().slice(0, 10);
    await writeCasesCsv(
      { count: options.count, seed: options.seed, now: today },
      createWriteStream(options.csvPath),
    );
    const loading = process.hrtime.bigint();
    await importCaseCsv(handle, {
      dataDir: config.dataDir,
      workspaceId: workspace.id,
      csvPath: options.csvPath,
      rows: options.count,
    });
    await refreshRollups(handle.db, workspace.id);
    console.log(`loaded ${options.count} cases in ${seconds(loading).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

/** The bench's database: a scratch one dropped after, or with `keepAs` one of that name, kept and used again. */
export async function benchDatabase(
  serverUrl: string,
  prefix: string,
  keepAs: string | null,
): Promise<(ScratchDatabase & { fresh: boolean; keep: boolean }) | null> {
  if (keepAs === null) {
    const scratch = await scratchPostgresDatabase(serverUrl, prefix);
    return scratch && { ...scratch, fresh: true, keep: false };
  }
  const kept = await keptPostgresDatabase(serverUrl, keepAs);
  return kept && { ...kept, keep: true };
}

export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const started = process.hrtime.bigint();
  while (seconds(started) < 120) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${env.PUBLIC_URL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await sleep(200);
  }
  throw new Error('the server did not become ready in 120 s');
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Waits until the server has run every job it queued (the demo workspace's sample data, a publication). */
export async function untilJobsDone(databaseUrl: string): Promise<void> {
  const handle = openDatabase({ url: databaseUrl });
  try {
    const started = process.hrtime.bigint();
    for (;;) {
      const pending = await handle.db.$count(jobs, inArray(jobs.status, ['QUEUED', 'RUNNING']));
      if (pending === 0) return;
      if (seconds(started) > 300) throw new Error('the jobs of the server did not finish in 300 s');
      await sleep(500);
    }
  } finally {
    await handle.close();
  }
}

/** Debian's headless Chromium, launched as the house's tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** In the page (a function, not a string: the product's CSP forbids eval): the wall clock once drawn, else false. */
export function drawnAt({
  selector,
  text,
  pattern,
}: {
  selector: string;
  text?: string;
  pattern?: string;
}): number | false {
  const found = [...document.querySelectorAll(selector)].some(
    (element) =>
      (text === undefined || (element.textContent ?? '').includes(text)) &&
      (pattern === undefined || new RegExp(pattern).test(element.textContent ?? '')),
  );
  return found && performance.timeOrigin + performance.now();
}
