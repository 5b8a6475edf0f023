// Starts the built product on a fresh embedded data folder, exactly as `npm start` would run it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'hde-e2e-'));
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
