import type { FastifyInstance, InjectOptions } from 'fastify';
import { publicDashboardSchema, type PublicDashboard } from '@hde/contracts/api';
import { importFile } from '../../test/import-kit.js';
import type { TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';

/** Test support of the public dashboard tests: a published sandbox workspace and the anonymous calls. */

export async function setPublic(ctx: TestApp, owner: Caller, workspaceId: string, enabled: boolean) {
  const reply = await owner.call(
    'POST',
    `/v2/app/workspace/${workspaceId}/public/${enabled ? 'ENABLE' : 'DISABLE'}`,
  );
  if (reply.statusCode !== 200) throw new Error(`public flag: ${reply.statusCode} ${reply.body}`);
  await ctx.runJobs();
}

/** A workspace holding the sandbox's generated cases, made public and published. */
export async function publishedSandbox(ctx: TestApp): Promise<{ owner: Caller; workspaceId: string }> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const sandbox = await owner.call('POST', `/v2/app/workspace/${workspace.id}/dummy-data`);
  if (sandbox.statusCode !== 202) throw new Error(`sandbox: ${sandbox.statusCode} ${sandbox.body}`);
  await ctx.runJobs();
  await setPublic(ctx, owner, workspace.id, true);
  return { owner, workspaceId: workspace.id };
}

const MANNERS = ['NATURAL', 'ACCIDENT', 'SUICIDE', 'HOMICIDE'];

/** Imports `count` cases (ids `{prefix}-1`…, deaths in 2023, manners in turn) and runs every job that follows. */
export async function importCases(
  ctx: TestApp,
  owner: Caller,
  workspaceId: string,
  { prefix, count }: { prefix: string; count: number },
) {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${index + 1},${MANNERS[index % MANNERS.length]},2023-${String((index % 12) + 1).padStart(2, '0')}-15`,
  );
  const file = await importFile(ctx, owner, workspaceId, {
    fileName: `${prefix}.csv`,
    content: ['case_id,manner_of_death,date_of_death', ...rows].join('\n'),
    mapping: { case_id: 'case_id', manner_of_death: 'manner_of_death', date_of_death: 'date_of_death' },
  });
  if (file.status !== 'SUCCESS') throw new Error(`import: ${file.status} ${file.message}`);
}

/** An anonymous call of `/v2/public/CASE/dashboard/{workspaceId}/{rest}`. */
export function publicCall(
  app: FastifyInstance,
  workspaceId: string,
  rest: 'configuration' | 'query' | 'query/multiple',
  options: { payload?: unknown; headers?: Record<string, string>; query?: string } = {},
) {
  const request: InjectOptions = {
    method: rest === 'configuration' ? 'GET' : 'POST',
    url: `/v2/public/CASE/dashboard/${workspaceId}/${rest}${options.query ?? ''}`,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  };
  return app.inject(request);
}

export async function publishedConfiguration(app: FastifyInstance, workspaceId: string) {
  const reply = await publicCall(app, workspaceId, 'configuration');
  if (reply.statusCode !== 200) throw new Error(`configuration: ${reply.statusCode} ${reply.body}`);
  return publicDashboardSchema.parse(reply.json());
}

/** Every widget of a published configuration. */
export const publishedWidgets = (dashboard: PublicDashboard) => dashboard.tabs.flatMap((tab) => tab.widgets);
