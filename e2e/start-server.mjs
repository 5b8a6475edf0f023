// Starts the built product as `npm start` runs it: on a fresh embedded data folder, or, with E2E_DATABASE_URL
// (a PostgreSQL server URL), on a fresh database created on that server and dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'hde-e2e-'));
const serverUrl = process.env.E2E_DATABASE_URL;
const databaseName = `hde_e2e_${randomBytes(6).toString('hex')}`;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Databases of earlier runs that were stopped before they could clean up. */
async function dropLeftovers() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select datname from pg_database where datname like 'hde_e2e_%'");
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

let databaseUrl = '';
if (serverUrl) {
  await dropLeftovers();
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every spec signs up from this one machine.
    SIGN_UP_LIMIT_PER_IP: '1000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl)
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  process.exit(code ?? 0);
});
