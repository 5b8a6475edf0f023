/**
 * Trust check benchmark (issue: a trust check that is fast and stops with its caller). On each database
 * (PostgreSQL when reachable, and embedded PGlite at a smaller size) it writes one import directly, faster than
 * the import pipeline would: a stored CSV of about 250 bytes a row, one case version row per CSV row with its
 * record and content hash, and the ledger entry appended as the pipeline appends it (appendLedgerEntry over
 * storedFileLeaves, which stores the entry's tree and leaf rows; its time is printed). It then times the real
 * checks:
 *   - verifyFileTrust of the file (signature, chain, the stored file re-hashed, its row count, the stored tree
 *     rebuilding the signed root, 1,000 sampled rows re-hashed and matched at their positions), and
 *   - verifyCaseTrust of one case (its version's leaf proven at its own position from the stored tree),
 * each the median (p50) of several runs, after one untimed run.
 * Usage: npm run bench:trust -- --rows 1000000 [--pglite-rows 100000] [--runs 5]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--skip-pglite]
 * The last line is machine-readable (PostgreSQL figures when it ran, else PGlite's).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  appendLedgerEntry,
  contentHash,
  createLedgerSigner,
  storedFileLeaves,
  verifyCaseTrust,
  verifyFileTrust,
} from '../apps/server/src/modules/ledger/index.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { caseVersions, fileImports, workspaces } from '../apps/server/src/platform/db/schema.js';
import { createFileStorage, type FileStorage } from '../apps/server/src/platform/file-storage.js';
import { generateSecrets } from '../apps/server/src/platform/secrets.js';
import { seedModules } from '../apps/server/src/platform/seed.js';
import { DEFAULT_SERVER_URL, scratchPostgresDatabase } from './lib/postgres.js';
import { median, seconds, timedMs } from './lib/timing.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'pglite-rows': { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const rows = wholeNumber('rows', args.rows);
const pgliteRows = Math.min(rows, wholeNumber('pglite-rows', args['pglite-rows']));
const runs = wholeNumber('runs', args.runs);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const INSERT_BATCH = 1000;
const MANNERS = ['NATURAL', 'ACCIDENT', 'SUICIDE', 'HOMICIDE', 'UNDETERMINED'];

interface Result {
  engine: string;
  rows: number;
  setupSeconds: number;
  fileCheckMs: number;
  caseCheckMs: number;
}

const caseIdOf = (row: number) => `B-${String(row).padStart(7, '0')}`;
const recordOf = (row: number) => ({
  age: 20 + (row % 70),
  caseId: caseIdOf(row),
  causeOfDeath: `Cause ${row % 97}`,
  extra: {},
  mannerOfDeath: MANNERS[row % MANNERS.length],
});

/** The stored file: a CSV of `count` rows of about 250 bytes each. */
async function writeStoredFile(storage: FileStorage, fileImportId: string, count: number) {
  await mkdir(path.dirname(storage.path(fileImportId)), { recursive: true });
  const out = createWriteStream(storage.path(fileImportId));
  out.write('case_id,age,manner_of_death,cause_of_death,narrative\n');
  const narrative = 'Found at residence; scene examined; history obtained from family. '.repeat(3);
  for (let row = 0; row < count; row += 1) {
    const record = recordOf(row);
    const line = `${record.caseId},${record.age},${record.mannerOfDeath},${record.causeOfDeath},"${narrative}"\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function measure(engine: string, count: number, open: () => DatabaseHandle, dataDir: string) {
  const handle = open();
  try {
    const setupStarted = process.hrtime.bigint();
    await applyMigrations(handle);
    await seedModules(handle.db);
    const { db } = handle;
    const storage = createFileStorage(dataDir);
    const signer = createLedgerSigner((await generateSecrets()).ledgerSigningKey);
    const [workspace] = await db
      .insert(workspaces)
      .values({ moduleId: 'mdi', name: 'Trust benchmark' })
      .returning({ id: workspaces.id });
    const workspaceId = workspace!.id;
    const [fileImport] = await db
      .insert(fileImports)
      .values({ workspaceId, fileName: 'cases.csv', status: 'RECEIVED' })
      .returning({ id: fileImports.id });
    const fileImportId = fileImport!.id;
    await writeStoredFile(storage, fileImportId, count);
    const sha256 = (await storage.sha256(fileImportId))!;
    await db.update(fileImports).set({ sha256 }).where(eq(fileImports.id, fileImportId));
    for (let start = 0; start < count; start += INSERT_BATCH) {
      const batch = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, offset) => {
        const row = start + offset;
        const record = recordOf(row);
        return {
          workspaceId,
          caseId: record.caseId,
          version: 1,
          fileImportId,
          rowNumber: row + 1,
          record,
          contentHash: contentHash(record),
        };
      });
      await db.insert(caseVersions).values(batch);
    }
    const appendStarted = process.hrtime.bigint();
    const transactionId = await db.transaction(async (tx) => {
      const id = await appendLedgerEntry(tx, signer, {
        workspaceId,
        fileImportId,
        fileSha256: sha256,
        leafHashes: (await storedFileLeaves(tx, fileImportId)).map((leaf) => leaf.hash),
      });
      await tx
        .update(fileImports)
        .set({ transactionId: id, status: 'SUCCESS' })
        .where(eq(fileImports.id, fileImportId));
      return id;
    });
    const appendSeconds = seconds(appendStarted);
    const setupSeconds = seconds(setupStarted);
    console.log(
      `${engine}: ${count} rows written and ledgered (${transactionId.slice(0, 12)}…) in ${setupSeconds.toFixed(1)} s, ` +
        `the ledger step (leaves read, tree and leaf rows stored, entry appended) ${appendSeconds.toFixed(1)} s`,
    );

    const deps = { db, signer, storage };
    const checkFile = async () => {
      const trust = await verifyFileTrust(deps, fileImportId);
      if (!trust.verified) throw new Error(`file check failed: ${JSON.stringify(trust.checks)}`);
    };
    const caseId = caseIdOf(Math.floor(count / 2));
    const checkCase = async () => {
      const [trust] = await verifyCaseTrust(deps, workspaceId, caseId);
      if (!trust?.verified) throw new Error(`case check failed: ${JSON.stringify(trust?.checks)}`);
    };
    await checkFile();
    const fileTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) fileTimes.push(await timedMs(checkFile));
    await checkCase();
    const caseTimes: number[] = [];
    for (let run = 0; run < runs * 3; run += 1) caseTimes.push(await timedMs(checkCase));
    const result: Result = {
      engine,
      rows: count,
      setupSeconds,
      fileCheckMs: median(fileTimes),
      caseCheckMs: median(caseTimes),
    };
    console.log(
      `${engine}: file check p50 ${result.fileCheckMs.toFixed(0)} ms (runs: ${fileTimes.map((ms) => ms.toFixed(0)).join(', ')}); ` +
        `case check p50 ${result.caseCheckMs.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await handle.close();
  }
}

const results: Result[] = [];
const server = await scratchPostgresDatabase(serverUrl, 'hde_bench_trust');
if (server) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hde-bench-trust-pg-'));
  try {
    results.push(
      await measure('postgresql', rows, () => openDatabase({ url: server.url, poolSize: 4 }), dir),
    );
  } finally {
    await server.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
if (!args['skip-pglite']) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hde-bench-trust-pglite-'));
  try {
    results.push(
      await measure('pglite', pgliteRows, () => openDatabase({ pgliteDir: path.join(dir, 'pg') }), dir),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const headline = results[0];
if (!headline) throw new Error('no database to measure');
console.log(
  `rows=${headline.rows} file_check_ms=${headline.fileCheckMs.toFixed(0)} case_check_ms=${headline.caseCheckMs.toFixed(1)}`,
);
