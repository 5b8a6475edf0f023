import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusy, takeEmbeddedDatabaseLock } from './embedded-lock.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hde-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('embedded database lock', () => {
  it('is taken, refused to a second live process, and released', async () => {
    const release = takeEmbeddedDatabaseLock(dataDir);
    expect(await readFile(path.join(dataDir, 'pg.lock'), 'utf8')).toBe(String(process.pid));
    // Pretend another live process (our parent) holds it.
    await writeFile(path.join(dataDir, 'pg.lock'), String(process.ppid));
    expect(() => takeEmbeddedDatabaseLock(dataDir)).toThrow(EmbeddedDatabaseBusy);
    release();
    expect(() => takeEmbeddedDatabaseLock(dataDir)).not.toThrow();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(path.join(dataDir, 'pg.lock'), '999999999');
    expect(() => takeEmbeddedDatabaseLock(dataDir)).not.toThrow();
  });
});
