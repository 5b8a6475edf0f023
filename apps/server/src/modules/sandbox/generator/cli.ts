/**
 * Command line for the generator (not part of the server bundle):
 *   npx tsx apps/server/src/modules/sandbox/generator/cli.ts --rows 200000 [--seed bench] [--now 2025-06-30]
 *     [--out-dir DIR]   writes DIR/cases.csv, DIR/toxicology.csv and DIR/diagnosis.csv; without it the case CSV
 *                       goes to stdout. A summary with rows per second goes to stderr.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeCaseFilesCsv } from './write-csv.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100' },
    seed: { type: 'string', default: 'hde' },
    now: { type: 'string' },
    'out-dir': { type: 'string' },
  },
});

const count = Number(values.rows);
const outDir = values['out-dir'];
const options = { count, seed: values.seed, ...(values.now ? { now: values.now } : {}) };
const started = performance.now();

const written = outDir
  ? await mkdir(outDir, { recursive: true }).then(() =>
      writeCaseFilesCsv(options, {
        cases: createWriteStream(join(outDir, 'cases.csv')),
        toxicology: createWriteStream(join(outDir, 'toxicology.csv')),
        diagnoses: createWriteStream(join(outDir, 'diagnosis.csv')),
      }),
    )
  : await writeCaseFilesCsv(options, { cases: process.stdout }, { end: false });

const seconds = (performance.now() - started) / 1000;
process.stderr.write(
  `cases=${written.cases} toxicology=${written.toxicology} diagnoses=${written.diagnoses} ` +
    `seconds=${seconds.toFixed(2)} case_rows_per_s=${Math.round(written.cases / seconds)}\n`,
);
