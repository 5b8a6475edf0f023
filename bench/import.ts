/**
 * Import pipeline benchmark (issue: data import). Generates a case CSV with the synthetic generator, then on
 * each database (PostgreSQL when reachable, and embedded PGlite) measures, in the same run:
 *   - raw COPY of the CSV into a plain table of text columns (the baseline),
 *   - COPY of the same CSV into a table shaped like `cases` (typed columns, its primary and unique keys): the
 *     floor of any pipeline that writes typed, keyed cases, before a single value is checked,
 *   - the schema's floor: that COPY with the foreign keys `cases` has, then one version row per case into a table
 *     shaped like `case_versions` with its keys and foreign keys, which every import writes as well,
 *   - the product's pipeline end to end: the file stored and hashed, parsed, mapped, converted, derived, written
 *     in batches with versions, errors and the ledger entry, to SUCCESS, and
 *   - the search-index job that follows each import (quick-search vectors), timed on its own.
 * Usage: npm run bench:import -- --rows 200000 [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--skip-pglite]
 * The last line is machine-readable (PostgreSQL figures when it ran, else PGlite's).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { writeCasesCsv } from '../apps/server/src/modules/sandbox/generator/index.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { applyMigrations } from '../apps/server/src/platform/db/migrate.js';
import { workspaces } from '../apps/server/src/platform/db/schema.js';
import { seedModules } from '../apps/server/src/platform/seed.js';
import { importCaseCsv } from './lib/import-csv.js';
import { DEFAULT_SERVER_URL, scratchPostgresDatabase } from './lib/postgres.js';
import { seconds } from './lib/timing.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    'database-url': { type: 'string' },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const rows = wholeNumber('rows', args.rows);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;

interface Result {
  engine: string;
  copySeconds: number;
  typedCopySeconds: number;
  schemaFloorSeconds: number;
  pipelineSeconds: number;
  searchIndexSeconds: number;
  peakRssMb: number;
}

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-import-'));
const csvPath = path.join(work, 'cases.csv');

/** Peak resident memory while `task` runs, sampled every 25 ms. */
async function withPeakRss<T>(task: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    const value = await task();
    return { value, peakMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function csvHeaders() {
  const file = await open(csvPath);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    return text.slice(0, text.indexOf('\n')).replace(/\r$/, '').split(',');
  } finally {
    await file.close();
  }
}

/** COPY of the CSV into a table made by `create`; `columns` names the CSV's columns in the target. */
async function timedCopy(handle: DatabaseHandle, create: string, table: string, columns: string[]) {
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const list = columns.map((column) => `"${column}"`).join(', ');
  const copy = `copy ${table} (${list}) from stdin with (format csv, header true)`;
  const started = process.hrtime.bigint();
  if (handle.kind === 'postgres') {
    const connection = await (client as pg.Pool).connect();
    try {
      await connection.query(create);
      await pipeline(createReadStream(csvPath), connection.query(copyFrom(copy)));
    } finally {
      connection.release();
    }
  } else {
    const lite = client as PGlite;
    await lite.exec(create);
    const blob = new Blob([await readFile(csvPath)]);
    await lite.query(copy.replace('stdin', "'/dev/blob'"), [], { blob });
  }
  return seconds(started);
}

async function rawCopy(handle: DatabaseHandle): Promise<number> {
  const headers = await csvHeaders();
  const create = `create table bench_copy (${headers.map((h) => `"${h}" text`).join(', ')})`;
  return timedCopy(handle, create, 'bench_copy', headers);
}

async function typedCopy(handle: DatabaseHandle, workspaceId: string): Promise<number> {
  // The generator's headers are the catalogue's field ids, which name the typed columns of `cases`.
  const create = `create table bench_typed (like cases including defaults including indexes);
    alter table bench_typed alter column workspace_id set default '${workspaceId}'`;
  return timedCopy(handle, create, 'bench_typed', await csvHeaders());
}

/**
 * The least any pipeline writing this schema pays: the CSV into a `cases`-shaped table with its keys and foreign
 * keys, and one version row per case into a `case_versions`-shaped table likewise, before any value is checked,
 * converted, derived or hashed.
 */
async function schemaFloor(
  handle: DatabaseHandle,
  workspaceId: string,
  fileImportId: string,
): Promise<number> {
  const owned = (table: string) => `alter table ${table}
    add foreign key (workspace_id) references workspaces (id) on delete cascade,
    add foreign key (file_import_id) references file_imports (id) on delete set null`;
  const create = `create table bench_floor_cases (like cases including defaults including indexes);
    ${owned('bench_floor_cases')};
    alter table bench_floor_cases alter column workspace_id set default '${workspaceId}',
      alter column file_import_id set default '${fileImportId}';
    create table bench_floor_versions (like case_versions including defaults including indexes);
    ${owned('bench_floor_versions')};`;
  const copySeconds = await timedCopy(handle, create, 'bench_floor_cases', await csvHeaders());
  const started = process.hrtime.bigint();
  await handle.db.execute(
    sql.raw(`insert into bench_floor_versions
      (workspace_id, file_import_id, case_id, version, row_number, content_hash)
      select workspace_id, file_import_id, case_id, 1, row_number() over (), repeat('0', 64)
      from bench_floor_cases`),
  );
  return copySeconds + seconds(started);
}

async function pipelineRun(handle: DatabaseHandle, dataDir: string) {
  const [workspace] = await handle.db
    .insert(workspaces)
    .values({ moduleId: 'mdi', name: 'Benchmark' })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('no workspace');
  const timings = await importCaseCsv(handle, { dataDir, workspaceId: workspace.id, csvPath, rows });
  return { workspaceId: workspace.id, ...timings };
}

async function measure(
  engine: string,
  open: () => Promise<DatabaseHandle>,
  dataDir: string,
): Promise<Result> {
  const handle = await open();
  try {
    await applyMigrations(handle);
    await seedModules(handle.db);
    // The pipeline first: PGlite's COPY takes the file as one in-memory blob, which would inflate its peak.
    const { value: run, peakMb } = await withPeakRss(() => pipelineRun(handle, dataDir));
    const copySeconds = await rawCopy(handle);
    const typedCopySeconds = await typedCopy(handle, run.workspaceId);
    const schemaFloorSeconds = await schemaFloor(handle, run.workspaceId, run.fileImportId);
    return { engine, copySeconds, typedCopySeconds, schemaFloorSeconds, ...run, peakRssMb: peakMb };
  } finally {
    await handle.close();
  }
}

function report(result: Result) {
  const ratio = result.pipelineSeconds / result.copySeconds;
  console.log(
    `engine=${result.engine} rows=${rows} copy_s=${result.copySeconds.toFixed(2)} ` +
      `typed_copy_s=${result.typedCopySeconds.toFixed(2)} ` +
      `typed_copy_ratio=${(result.typedCopySeconds / result.copySeconds).toFixed(2)} ` +
      `schema_floor_s=${result.schemaFloorSeconds.toFixed(2)} ` +
      `schema_floor_ratio=${(result.schemaFloorSeconds / result.copySeconds).toFixed(2)} ` +
      `pipeline_s=${result.pipelineSeconds.toFixed(2)} ` +
      `search_index_s=${result.searchIndexSeconds.toFixed(2)} ` +
      `import_rows_per_s=${Math.round(rows / result.pipelineSeconds)} ` +
      `copy_rows_per_s=${Math.round(rows / result.copySeconds)} ratio=${ratio.toFixed(2)} ` +
      `peak_rss_mb=${Math.round(result.peakRssMb)}`,
  );
}

try {
  const generating = process.hrtime.bigint();
  await writeCasesCsv({ count: rows, seed: 'bench-import', now: '2026-01-01' }, createWriteStream(csvPath));
  const size = (await stat(csvPath)).size;
  console.log(
    `generated ${rows} cases (${(size / 1024 / 1024).toFixed(1)} MB CSV) in ${seconds(generating).toFixed(1)} s`,
  );

  const results: Result[] = [];
  const server = await scratchPostgresDatabase(serverUrl, 'hde_bench');
  if (server) {
    try {
      results.push(
        await measure(
          'postgresql',
          async () => openDatabase({ url: server.url, poolSize: 4 }),
          path.join(work, 'pg-files'),
        ),
      );
      report(results.at(-1)!);
    } finally {
      await server.drop();
    }
  }
  if (!args['skip-pglite']) {
    const dir = path.join(work, 'pglite');
    results.push(await measure('pglite', async () => openDatabase({ pgliteDir: path.join(dir, 'pg') }), dir));
    report(results.at(-1)!);
  }
  const headline = results[0];
  if (headline) {
    console.log(
      `import_rows_per_s=${Math.round(rows / headline.pipelineSeconds)} ` +
        `copy_rows_per_s=${Math.round(rows / headline.copySeconds)} ` +
        `ratio=${(headline.pipelineSeconds / headline.copySeconds).toFixed(2)} ` +
        `peak_rss_mb=${Math.round(headline.peakRssMb)}`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
