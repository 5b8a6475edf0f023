import { asc, eq } from 'drizzle-orm';
import { loadCaseDetail } from '../../apps/server/src/modules/cases/case-detail.js';
import { searchCases } from '../../apps/server/src/modules/cases/search.js';
import { workspaceMetrics } from '../../apps/server/src/modules/overview/metrics.js';
import { recentCases } from '../../apps/server/src/modules/overview/recent-cases.js';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { cases } from '../../apps/server/src/platform/db/schema.js';
import { median, timedMs } from './timing.js';

export interface CallFigures {
  call: string;
  apiMs: number;
  directMs: number;
}

type Caller = (method: 'GET', url: string) => Promise<unknown>;

/**
 * The overview and case calls: each through the API right after the workspace's data version moved (so the
 * metrics are not answered from their cache), and the same query function called on the database directly, as
 * the baseline of the same run.
 */
export async function measureOverviewCalls(
  db: Database,
  call: Caller,
  workspaceId: string,
  runs: number,
  moveDataVersion: () => Promise<unknown>,
): Promise<CallFigures[]> {
  const [sample] = await db
    .select({ caseId: cases.caseId })
    .from(cases)
    .where(eq(cases.workspaceId, workspaceId))
    .orderBy(asc(cases.caseId))
    .limit(1);
  if (!sample) throw new Error('no case to open');
  const app = '/v2/app';
  const calls: [string, string, () => Promise<unknown>][] = [
    [
      'recent_cases',
      `${app}/workspace/${workspaceId}/recent-cases?skip=0&limit=5`,
      () => recentCases(db, workspaceId, { skip: 0, limit: 5 }, new Date()),
    ],
    [
      'metrics',
      `${app}/workspace/${workspaceId}/metrics`,
      () => workspaceMetrics(db, workspaceId, undefined),
    ],
    [
      'case_detail',
      `${app}/case/${workspaceId}/${encodeURIComponent(sample.caseId)}`,
      () => loadCaseDetail(db, workspaceId, sample.caseId),
    ],
    [
      'case_search_id',
      `${app}/case/${workspaceId}/search?q=${encodeURIComponent(sample.caseId.slice(0, 8))}`,
      () => searchCases(db, workspaceId, sample.caseId.slice(0, 8), 10),
    ],
    [
      'case_search_name',
      `${app}/case/${workspaceId}/search?q=smi`,
      () => searchCases(db, workspaceId, 'smi', 10),
    ],
  ];
  const figures: CallFigures[] = [];
  for (const [name, url, direct] of calls) {
    await call('GET', url);
    const api: number[] = [];
    const baseline: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      baseline.push(await timedMs(direct));
      await moveDataVersion();
      api.push(await timedMs(() => call('GET', url)));
    }
    figures.push({ call: name, apiMs: median(api), directMs: median(baseline) });
  }
  return figures;
}
