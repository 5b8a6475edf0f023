import path from 'node:path';
import pino from 'pino';
import { createJobHandlers } from './job-handlers.js';
import { createLedgerSigner } from './modules/ledger/index.js';
import { createFileStorage } from './platform/file-storage.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/client.js';
import { serializeError } from './platform/logger.js';
import { applyMigrations } from './platform/db/migrate.js';
import { startJobRunner } from './platform/jobs.js';
import { startActivitySealer } from './modules/activity-ledger/index.js';
import { loadOrCreateSecrets } from './platform/secrets.js';

/** `npm run worker`: runs background jobs only, for deployments whose API instances set RUN_JOBS=false. */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`HDE worker cannot start. ${error.message}`);
    process.exit(1);
  }
})();
if (!config.databaseUrl) {
  console.error('HDE worker needs DATABASE_URL: with the embedded database, jobs run inside `npm start`.');
  process.exit(1);
}
const logger = pino({ level: config.logLevel, serializers: { err: serializeError } });
const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
await applyMigrations(database);
// Secrets (the ledger's signing key) and imported files live in DATA_DIR, shared with the API instances.
const secrets = await loadOrCreateSecrets(config.dataDir);
const signer = createLedgerSigner(secrets.ledgerSigningKey);
const handlers = createJobHandlers({ config, storage: createFileStorage(config.dataDir), signer, logger });
const runner = startJobRunner({ db: database.db, handlers, logger });
const sealer = startActivitySealer({
  db: database.db,
  signer,
  retentionDays: config.activityRetentionDays,
  logger,
});
logger.info('HDE worker is running');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void Promise.all([runner.stop(), sealer.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
