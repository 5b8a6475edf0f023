import { ConfigError, loadConfig, type AppConfig } from './platform/config.js';
import { EmbeddedDatabaseBusy } from './platform/db/embedded-lock.js';
import { prepareServer } from './start.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `HDE cannot start. ${error.message}\nSee README.md, "Configuration", for every variable.`,
      );
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const server = await prepareServer(config).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseBusy)) throw error;
  console.error(`HDE cannot start. ${error.message}`);
  process.exit(1);
});
const { app } = server;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`HDE is running at ${config.publicUrl}`);
console.log(`\n  HDE is ready: open ${config.publicUrl}\n`);
