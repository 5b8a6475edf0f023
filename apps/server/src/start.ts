import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './platform/config.js';
import { openDatabase, type DatabaseHandle } from './platform/db/client.js';
import { takeEmbeddedDatabaseLock } from './platform/db/embedded-lock.js';
import { applyMigrations } from './platform/db/migrate.js';
import { seedDemoData } from './modules/sandbox/seed-demo-data.js';
import { deriveMissingEntries } from './modules/tox-cases/index.js';
import { createFileStorage } from './platform/file-storage.js';
import { requeueInterruptedJobs } from './platform/jobs.js';
import { loadOrCreateSecrets } from './platform/secrets.js';
import {
  seedDemoAccounts,
  seedDemoToxCases,
  seedDemoWorkspaces,
  seedFeatureFlags,
  seedModules,
} from './platform/seed.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds and builds the app: everything `npm start` does before listening. */
export async function prepareServer(config: AppConfig): Promise<RunningServer> {
  const releaseLock = config.databaseUrl ? () => undefined : takeEmbeddedDatabaseLock(config.dataDir);
  const opened = openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    poolSize: config.databasePoolSize,
  });
  const database = { ...opened, close: () => opened.close().finally(releaseLock) };
  try {
    await applyMigrations(database);
    await seedModules(database.db);
    await seedDemoWorkspaces(database.db);
    await seedFeatureFlags(database.db);
    // Cases saved before migration 0022 get their overview rows before any request reads them.
    await deriveMissingEntries(database.db);
    if (config.oidc.embedded && config.seedDemoAccounts) {
      await seedDemoAccounts(database.db, config);
      await seedDemoToxCases(database.db, config);
    }
    const secrets = await loadOrCreateSecrets(config.dataDir);
    await seedDemoData(database.db, createFileStorage(config.dataDir));
    if (!config.databaseUrl) await requeueInterruptedJobs(database.db);
    const app = await buildApp({ config, database, secrets });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
