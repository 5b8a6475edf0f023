import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig, type AppConfig } from '../../apps/server/src/platform/config.js';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../../apps/server/src/platform/db/migrate.js';
import { generateSecrets, type Secrets } from '../../apps/server/src/platform/secrets.js';
import { seedDemoWorkspaces, seedFeatureFlags, seedModules } from '../../apps/server/src/platform/seed.js';
import { scratchPostgresDatabase } from './postgres.js';

export interface BenchApp {
  app: FastifyInstance;
  config: AppConfig;
  secrets: Secrets;
  handle: DatabaseHandle;
  /** The scratch database, for statements and loads run beside the app. */
  databaseUrl: string;
  /** `http://127.0.0.1:{port}` of the listening app. */
  origin: string;
}

/**
 * The built app listening on a loopback port over a scratch PostgreSQL database, migrated and seeded (modules,
 * flags, demo workspaces); the app, the database and its data folder are gone afterwards.
 */
export async function withBenchApp(
  options: { serverUrl: string; prefix: string; env?: Record<string, string> },
  run: (bench: BenchApp) => Promise<void>,
): Promise<void> {
  const server = await scratchPostgresDatabase(options.serverUrl, options.prefix);
  if (!server) throw new Error('This bench needs PostgreSQL (--database-url).');
  const work = await mkdtemp(path.join(tmpdir(), `${options.prefix}-`));
  const handle = openDatabase({ url: server.url, poolSize: 10 });
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    await seedFeatureFlags(handle.db);
    await seedDemoWorkspaces(handle.db);
    const secrets = await generateSecrets();
    const config = loadConfig({ DATA_DIR: work, LOG_LEVEL: 'silent', ...options.env });
    const app = await buildApp({ config, database: handle, secrets });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const origin = `http://127.0.0.1:${address.port}`;
      await run({ app, config, secrets, handle, databaseUrl: server.url, origin });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await server.drop();
    await rm(work, { recursive: true, force: true });
  }
}
