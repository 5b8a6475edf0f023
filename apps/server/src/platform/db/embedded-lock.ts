import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseBusy extends Error {}

/**
 * PGlite is a single-process database: two processes on one DATA_DIR would corrupt it. The first process takes
 * this lock (its pid in DATA_DIR/pg.lock); a lock left by a process that no longer runs is taken over.
 */
export function takeEmbeddedDatabaseLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pg.lock');
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (isRunning(holder) && holder !== process.pid) {
        throw new EmbeddedDatabaseBusy(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
