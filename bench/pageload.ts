/**
 * Page-load benchmark (issue 20, "Performance"). Runs the built product (`npm run build` first: this builds
 * nothing) on a fresh database holding one workspace of --cases synthetic cases imported through the product's
 * pipeline, with its count summaries and search index written, owned by the demo account user@example.com with
 * a paid MDI subscription. Headless Chromium (/usr/bin/chromium) signs in once through the real sign-in page and
 * keeps that tab open, then, --runs times, opens each screen in a new tab of the same browser and times it:
 *   - Overview (`?id=overview`): the Workspace Cases card shows its number (the count query answered),
 *   - Analytics (`?id=analytics`): the first chart of the first dashboard tab has its canvas (the tab's query
 *     answered, ECharts loaded and drawn),
 *   - a case (`?id=analytics&caseId=...`): the case's "Case Information" tab is there; the "Case ID #" heading
 *     is not used, as it is drawn from the address before the case loads.
 * "First data drawn" is taken, in the page, on the first animation frame where the element exists, as the
 * wall clock (performance.timeOrigin + performance.now()), and counted from the wall clock read just before the
 * new tab is sent to the address. The tab's own performance.timeOrigin is not the start: a sign-in redirect
 * round trip replaces the document, and each document has its own time origin, so it would hide the round trip.
 * Measuring starts once the server's own start-up jobs (the demo workspace's sample data) are done. Each
 * screen's figure is the median (p50) of --runs; one untimed round comes first (server and V8 warm-up).
 * Also printed: the initial JavaScript of the build (bench/lib/initial-javascript.mjs, as `bundle-size`), and
 * per screen the script files the new tab asked for (all documents, from cache or not) and the documents it
 * loaded (more than one means a redirect round trip).
 * Usage: npm run build && npm run bench:pageload -- [--cases 100000] [--runs 5]
 *        [--database-url postgres://postgres@127.0.0.1:5432/postgres] (a fresh database on that server, dropped
 *        after; PostgreSQL is needed, as the bench waits on the server's job table, which the server's embedded
 *        PGlite would keep to itself) [--keep] (the database is named after --cases, kept after the run and used
 *        again by the next --keep run, which then imports nothing; drop it by hand after a schema change)
 *        [--waterfall] (per screen, the last run's document and resources from Resource Timing: start, end and
 *        time waiting for the first byte, in ms from the tab sent to its address; entries after the draw included)
 * The last line is machine-readable.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { CASE_DETAIL_TEXT, OVERVIEW_TEXT, SIGN_IN_TEXT } from '@hde/contracts/text';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { cases, workspaces } from '../apps/server/src/platform/db/schema.js';
import {
  assertBuilt,
  benchAccount,
  benchDatabase,
  drawnAt,
  launchChromium,
  prepareBenchWorkspace,
  serverEnv,
  startServer,
  stopServer,
  untilJobsDone,
} from './lib/built-product.js';
import { initialJavaScript, kb } from './lib/initial-javascript.mjs';
import { DEFAULT_SERVER_URL } from './lib/postgres.js';
import { median } from './lib/timing.js';
import { formatWaterfall, resourceWaterfall } from './lib/waterfall.js';
import { wholeNumber } from './lib/args.js';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3290' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
  },
});
const caseCount = wholeNumber('cases', args.cases);
const runs = wholeNumber('runs', args.runs);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
assertBuilt();
const workspaceName = 'Page-load benchmark';

/** What shows that a screen's first data is drawn: an element matching `selector`, holding `text` if given. */
interface Marker {
  selector: string;
  text?: string;
  /** The element's text must also match this pattern (a number drawn, not a placeholder). */
  pattern?: string;
}

interface Screen {
  name: string;
  query: string;
  marker: Marker;
}

const work = await mkdtemp(path.join(tmpdir(), 'hde-bench-pageload-'));

const env = (databaseUrl: string) =>
  serverEnv(databaseUrl, { port: args.port!, dataDir: path.join(work, 'data') });

/** The benchmark workspace's id and the case the bench opens, from a prepared database. */
async function preparedData(databaseUrl: string) {
  const handle = openDatabase({ url: databaseUrl });
  try {
    const [workspace] = await handle.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.name, workspaceName));
    const [sample] = workspace
      ? await handle.db
          .select({ caseId: cases.caseId })
          .from(cases)
          .where(eq(cases.workspaceId, workspace.id))
          .orderBy(asc(cases.caseId))
          .limit(1)
      : [];
    if (!workspace || !sample) throw new Error('no benchmark workspace or case in the database');
    return { workspaceId: workspace.id, caseId: sample.caseId };
  } finally {
    await handle.close();
  }
}

async function signIn(context: BrowserContext, url: string, screen: Screen): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel(SIGN_IN_TEXT.email).fill(benchAccount.email);
  await page.getByLabel(SIGN_IN_TEXT.password, { exact: true }).fill(benchAccount.password);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn }).click();
  await page.waitForFunction(drawnAt, screen.marker, { timeout: 60_000 });
  return page;
}

interface Opening {
  ms: number;
  scripts: number;
  documents: number;
  /** With --waterfall: the tab's resources up to the data drawn, one line each. */
  waterfall?: string[];
}

/** One new tab on the screen's address, timed until its first data is drawn. */
async function openInNewTab(context: BrowserContext, url: string, screen: Screen): Promise<Opening> {
  const page = await context.newPage();
  let scripts = 0;
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts += 1;
    if (request.resourceType() === 'document') documents += 1;
  });
  try {
    const startedAt = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(drawnAt, screen.marker, { polling: 'raf', timeout: 60_000 });
    const ms = ((await handle.jsonValue()) as number) - startedAt;
    const waterfall = args.waterfall
      ? formatWaterfall(await page.evaluate(resourceWaterfall, startedAt), ms)
      : undefined;
    return { ms, scripts, documents, waterfall };
  } finally {
    await page.close();
  }
}

const screens = (caseId: string): Screen[] => [
  {
    name: 'overview',
    query: '?id=overview',
    // The Workspace Cases card: its number replaces a skeleton once the count query answered.
    marker: { selector: 'main section', text: OVERVIEW_TEXT.countCards.cases, pattern: '\\d' },
  },
  { name: 'analytics', query: '?id=analytics', marker: { selector: 'main canvas' } },
  {
    name: 'case',
    query: `?id=analytics&caseId=${encodeURIComponent(caseId)}`,
    marker: { selector: 'main [role=tab]', text: CASE_DETAIL_TEXT.tabs.information },
  },
];

let server: ChildProcess | undefined;
const database = await benchDatabase(
  serverUrl,
  'hde_bench_pageload',
  args.keep ? `hde_bench_pageload_keep_${caseCount}` : null,
);
if (!database) throw new Error(`the page-load bench needs PostgreSQL (--database-url); none at ${serverUrl}`);
let prepared = !database.fresh;
try {
  if (database.fresh) {
    await prepareBenchWorkspace(env(database.url), {
      name: workspaceName,
      count: caseCount,
      seed: 'bench-pageload',
      csvPath: path.join(work, 'cases.csv'),
    });
  } else console.log(`reusing the kept database ${database.url}`);
  prepared = true;
  const { workspaceId, caseId } = await preparedData(database.url);
  server = await startServer(env(database.url));
  await untilJobsDone(database.url);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const base = `http://localhost:${args.port}/mdi/workspace/${workspaceId}`;
    const list = screens(caseId);
    await signIn(context, `${base}${list[0]!.query}`, list[0]!);
    const figures = new Map<string, Opening[]>(list.map((screen) => [screen.name, []]));
    for (let round = 0; round <= runs; round += 1) {
      for (const screen of list) {
        const opening = await openInNewTab(context, `${base}${screen.query}`, screen);
        if (round > 0) figures.get(screen.name)!.push(opening);
      }
    }
    const javascript = initialJavaScript();
    console.log(
      `initial JavaScript: ${javascript.initial.length} files, ${kb(javascript.raw)} raw, ${kb(javascript.gzip)} gzipped`,
    );
    const summary: string[] = [];
    for (const screen of list) {
      const openings = figures.get(screen.name)!;
      const p50 = median(openings.map((opening) => opening.ms));
      const scripts = median(openings.map((opening) => opening.scripts));
      const documents = median(openings.map((opening) => opening.documents));
      console.log(
        `${screen.name.padEnd(10)} first data p50 ${Math.round(p50)} ms ` +
          `(runs: ${openings.map((opening) => Math.round(opening.ms)).join(', ')}), ` +
          `${scripts} script requests, ${documents} documents`,
      );
      const last = openings.at(-1)!.waterfall;
      if (last) console.log(`${screen.name}, last run:\n  ${last.join('\n  ')}`);
      summary.push(`${screen.name}_ms=${Math.round(p50)} ${screen.name}_scripts=${scripts}`);
    }
    console.log(
      `cases=${caseCount} runs=${runs} ${summary.join(' ')} initial_js_gz_kb=${(javascript.gzip / 1024).toFixed(1)}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stopServer(server);
  // A kept database is dropped only when it was not filled, so the next --keep run starts it again.
  if (!database.keep || !prepared) await database.drop();
  await rm(work, { recursive: true, force: true });
}
