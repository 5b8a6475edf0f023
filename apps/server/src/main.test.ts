import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageDir } from './platform/paths.js';
import { freePort } from './test/free-port.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hde-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on an empty data folder, answers /readyz, and exits 0 on SIGTERM', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const port = await freePort();
    const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
      cwd: serverPackageDir(),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 50_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('HDE is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
