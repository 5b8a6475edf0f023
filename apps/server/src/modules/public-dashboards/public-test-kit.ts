import type { FastifyInstance, InjectOptions } from 'fastify';
import { publicDashboardSchema, type PublicDashboard } from '@hde/contracts/api';
import { sandboxWorkspace } from '../../test/case-workspaces.js';
import type { TestApp } from '../../test/test-app.js';
import type { Caller } from '../../test/workspace-fixtures.js';

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
  const sandbox = await sandboxWorkspace(ctx);
  await setPublic(ctx, sandbox.owner, sandbox.workspaceId, true);
  return sandbox;
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
