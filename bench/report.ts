/**
 * PDF report benchmark (issue 20): imports --cases generated cases into a new workspace through the API (the
 * wizard's path), then times `POST /v2/app/CASE/dashboard/{id}/report` for the Case List tab (the first
 * REPORT_CASE_ROW_LIMIT cases, read from the database a page at a time and printed whole) and for every tab.
 * Each figure is the median of --runs requests, after one untimed request.
 * Usage: npm run bench:report -- [--cases 6000] [--runs 3]
 *        PostgreSQL when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/postgres), else PGlite.
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { CASE_LIST_TAB_ID } from '@hde/contracts';
import { REPORT_CASE_ROW_LIMIT } from '@hde/contracts/api';
import { CASE_FIELD_IDS, writeCasesCsv } from '../apps/server/src/modules/sandbox/generator/index.js';
import { importFile } from '../apps/server/src/test/import-kit.js';
import { createTestApp } from '../apps/server/src/test/test-app.js';
import { ownerWithWorkspace } from '../apps/server/src/test/workspace-fixtures.js';

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '6000' }, runs: { type: 'string', default: '3' } },
});
const cases = Number(values.cases);
const runs = Number(values.runs);

async function generatedCsv(count: number): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeCasesCsv({ count, seed: 20, now: '2025-06-30' }, sink);
  return Buffer.concat(chunks).toString('utf8');
}

const median = (figures: number[]) =>
  [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)] as number;

const ctx = await createTestApp();
try {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const file = await importFile(ctx, owner, workspace.id, {
    fileName: 'cases.csv',
    content: await generatedCsv(cases),
    mapping: Object.fromEntries(CASE_FIELD_IDS.map((id) => [id, id])),
  });
  if (file.status !== 'SUCCESS') throw new Error(`import ended ${file.status}`);
  const report = async (body: object) => {
    const started = performance.now();
    const reply = await owner.call('POST', `/v2/app/CASE/dashboard/${workspace.id}/report`, body);
    if (reply.statusCode !== 200) throw new Error(`report answered ${reply.statusCode}: ${reply.body}`);
    return { ms: performance.now() - started, bytes: reply.rawPayload.length };
  };
  const figures: Record<string, unknown> = { cases, rows: Math.min(cases, REPORT_CASE_ROW_LIMIT), runs };
  for (const [name, body] of [
    ['case_list', { tab: CASE_LIST_TAB_ID }],
    ['all_tabs', { scope: 'all' }],
  ] as const) {
    await report(body);
    const timed = [];
    for (let run = 0; run < runs; run += 1) timed.push(await report(body));
    figures[`${name}_ms`] = Math.round(median(timed.map((entry) => entry.ms)));
    figures[`${name}_kb`] = Math.round((timed[0]?.bytes ?? 0) / 1024);
  }
  console.log(JSON.stringify(figures));
} finally {
  await ctx.close();
}
