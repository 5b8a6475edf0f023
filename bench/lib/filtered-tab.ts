import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { widgetQuery, type DashboardTab } from '@hde/contracts';
import type { WhereNode } from '@hde/contracts/api';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { median, seconds, timedMs } from './timing.js';

/** A filter-bar filter that none of the default dashboard's own summaries holds with the widgets' columns. */
export const BENCH_FILTER: WhereNode = { field: 'mannerOfDeath', operator: 'eq', values: ['ACCIDENT'] };

export interface FilteredTabFigures {
  /** The first time the filter is applied: answered from the cases. */
  firstMs: number;
  /** Until the summaries the filter asked for are written by the server's own refresher. */
  writtenSeconds: number;
  /** Later openings, cold (nothing from the result cache): answered from the new summaries. */
  afterMs: number;
}

async function refreshedAt(db: Database, workspaceId: string): Promise<string | undefined> {
  const result = await db.execute(
    sql`select refreshed_at::text as at from case_rollup_states where workspace_id = ${workspaceId}::uuid`,
  );
  return (result as unknown as { rows: { at: string }[] }).rows[0]?.at;
}

/** A tab under BENCH_FILTER through the API: first from the cases, then once its summaries are written. */
export async function measureFilteredTab(
  db: Database,
  call: (method: 'POST', url: string, payload: object) => Promise<unknown>,
  workspaceId: string,
  tab: DashboardTab,
  options: { runs: number; moveDataVersion: () => Promise<unknown> },
): Promise<FilteredTabFigures> {
  const bodies = Object.fromEntries(
    tab.widgets.map((widget) => [widget.id, widgetQuery(widget, BENCH_FILTER, undefined)]),
  );
  const url = `/v2/app/CASE/dashboard/${workspaceId}/query/multiple`;
  const before = await refreshedAt(db, workspaceId);
  const firstMs = await timedMs(() => call('POST', url, bodies));
  const writing = process.hrtime.bigint();
  while ((await refreshedAt(db, workspaceId)) === before) {
    if (seconds(writing) > 600) throw new Error('the summaries the filter asked for were not written');
    await sleep(50);
  }
  const writtenSeconds = seconds(writing);
  const after: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await options.moveDataVersion();
    after.push(await timedMs(() => call('POST', url, bodies)));
  }
  return { firstMs, writtenSeconds, afterMs: median(after) };
}
