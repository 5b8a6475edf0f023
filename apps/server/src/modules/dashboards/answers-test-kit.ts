import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import {
  dashboardConfigSchema,
  dashboardDefinitionSchema,
  dashboardWidgetBody,
  type DashboardMode,
  type DashboardType,
  type FilterEntry,
} from '@hde/contracts/api';
import { DASHBOARD_ANSWERS_JOB } from '../../platform/job-names.js';
import { enqueueJob } from '../../platform/jobs.js';
import { IMPORTED_MANNERS } from '../../test/case-workspaces.js';
import type { TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';
import { insertDashboard, updateDashboard, type DashboardChanges } from './repo.js';

/** Test support of the dashboards' answers: saved dashboards and the viewer's calls. */

/** The Death Certification and Demographics tabs of the default case dashboard, as a dashboard saves them. */
export const TWO_TABS = dashboardConfigSchema.parse({
  tabs: DEFAULT_CASE_DASHBOARD.tabs.filter((tab) => ['death_certification', 'demographics'].includes(tab.id)),
});

/** Keeps every case importCases makes: a saved filter every dashboard of these tests has. */
export const EVERY_MANNER: FilterEntry[] = [
  { id: 'mannerOfDeath', operator: 'in', values: [...IMPORTED_MANNERS] },
];

/** Has the dashboards' answers job computed what the dashboard needs, as a change of it does. */
async function computeAnswers(ctx: TestApp, dashboardId: string) {
  await enqueueJob(ctx.database.db, DASHBOARD_ANSWERS_JOB, { dashboardId });
  await ctx.runJobs();
}

/** A dashboard of the two tabs saved by `creator`, its answers computed as its creation has them. */
export async function savedDashboard(
  ctx: TestApp,
  creator: Caller,
  workspaceId: string,
  options: { type: DashboardType; mode: DashboardMode; emails?: string[]; compute?: boolean },
) {
  const dashboard = await insertDashboard(ctx.database.db, {
    workspaceId,
    name: `${options.type} ${options.mode}`,
    description: 'Saved from the analytics tab',
    type: options.type,
    mode: options.mode,
    emails: options.emails ?? [],
    config: TWO_TABS,
    rawFilters: EVERY_MANNER,
    text: null,
    createdBy: creator.id,
    // Never decrypted here: these tests reach a PASSWORD dashboard signed in, or check it stays closed.
    passwordEncrypted: options.mode === 'PASSWORD' ? 'not-decrypted-in-these-tests' : null,
  });
  if (options.compute !== false) await computeAnswers(ctx, dashboard.id);
  return dashboard;
}

export async function changeDashboard(ctx: TestApp, dashboardId: string, changes: DashboardChanges) {
  await updateDashboard(ctx.database.db, dashboardId, changes);
  await computeAnswers(ctx, dashboardId);
}

/** The bodies a viewer of the dashboard posts, by widget id. */
export const widgetBodies = (saved: { rawFilters: FilterEntry[]; text: string | null }) =>
  Object.fromEntries(
    TWO_TABS.tabs.flatMap((tab) =>
      tab.widgets.map((widget) => [widget.id, dashboardWidgetBody(widget, saved)]),
    ),
  );

type ViewerCall = 'definition' | 'query' | 'query/multiple' | 'results';

/** A viewer's call: signed in (`caller`) under `/v2/app`, anonymous under `/v2/public`. */
export function viewerCall(
  app: FastifyInstance,
  dashboardId: string,
  call: ViewerCall,
  options: { caller?: Caller; payload?: unknown; headers?: Record<string, string> } = {},
) {
  const base = options.caller ? '/v2/app' : '/v2/public';
  const url =
    call === 'definition'
      ? `${base}/dashboards/${dashboardId}`
      : `${base}/query/dashboard/${dashboardId}/${call}`;
  const request: InjectOptions = {
    method: call === 'definition' ? 'GET' : 'POST',
    url,
    headers: { ...options.caller?.headers, ...options.headers },
    ...(call === 'results' ? { payload: {} } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  };
  return app.inject(request);
}

export async function definitionAs(app: FastifyInstance, dashboardId: string, caller?: Caller) {
  const reply = await viewerCall(app, dashboardId, 'definition', caller ? { caller } : {});
  if (reply.statusCode !== 200) throw new Error(`definition: ${reply.statusCode} ${reply.body}`);
  return dashboardDefinitionSchema.parse(reply.json());
}

/** The total of cases a viewer's `results` call shows (the Total Cases widget). */
export async function totalShown(app: FastifyInstance, dashboardId: string, caller?: Caller) {
  const reply = await viewerCall(app, dashboardId, 'results', caller ? { caller } : {});
  if (reply.statusCode !== 200) throw new Error(`results: ${reply.statusCode} ${reply.body}`);
  const results = reply.json() as Record<string, { items: Record<string, unknown>[] }>;
  return results.total_cases?.items[0]?.COUNT;
}
