import path from 'node:path';
import { parseArgs } from 'node:util';
import { AdminError, adminCommands, type AdminCommand } from './admin/commands.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/client.js';
import { applyMigrations } from './platform/db/migrate.js';
import { EmbeddedDatabaseBusy, takeEmbeddedDatabaseLock } from './platform/db/embedded-lock.js';

const USAGE = `Usage: npm run admin -- <command>
  subscription grant <email> <module> --until <date> [--from <date>]
  subscription end <email> <module>
  trial grant <email> <module> [--from <date>]
  trial end <email> <module>
  beta <email> on|off
  operator <email> on|off
  flag [<name> on|off]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { until: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean' } },
});

const twoWord = `${positionals[0]} ${positionals[1]}`;
const [name, args] =
  twoWord in adminCommands
    ? [twoWord as AdminCommand, positionals.slice(2)]
    : [positionals[0] as AdminCommand, positionals.slice(1)];
if (values.help || !name || !(name in adminCommands)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

try {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => undefined : takeEmbeddedDatabaseLock(config.dataDir);
  const database = openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pg') });
  try {
    await applyMigrations(database);
    console.log(await adminCommands[name](database.db, args, values, new Date()));
  } finally {
    await database.close();
    releaseLock();
  }
} catch (error) {
  if (error instanceof AdminError || error instanceof ConfigError || error instanceof EmbeddedDatabaseBusy) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
