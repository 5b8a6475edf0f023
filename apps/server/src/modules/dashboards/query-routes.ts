import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  multipleQueryBodySchema,
  multipleQueryResultSchema,
  queryBodySchema,
  queryResultSchema,
} from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { MAX_QUERY_BODY_NESTING, nestedDeeperThan } from '../../platform/anonymous-limits.js';
import { HttpError } from '../../platform/errors.js';
import type { UserService } from '../users/service.js';
import { currentUser } from '../users/index.js';
import type { DashboardView } from './access.js';
import type { DashboardAnswers } from './answers-service.js';
import { namedJsonText, sendJsonText } from '../../platform/json-text-reply.js';

/** Who asks: the access check of the base the routes are under (signed in or anonymous). */
export type ViewOf = (request: FastifyRequest, dashboardId: string) => Promise<DashboardView>;

const params = z.object({ id: z.string().max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The custom dashboard query calls (spec §7.2) under one base: `query`, `query/multiple` (case queries: the path
 * names no area) and `results` (every widget of the definition, each in its area, for a tab in one call).
 */
export function registerDashboardQueries(
  parent: FastifyInstance,
  options: { viewOf: ViewOf; answers: DashboardAnswers },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { viewOf, answers } = options;
  const tags = ['dashboards'];
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && nestedDeeperThan(request.body, MAX_QUERY_BODY_NESTING)) {
      throw new HttpError(400, DASHBOARD_ERRORS.notOwnQuery);
    }
  });

  app.post(
    '/query/dashboard/:id/query',
    {
      schema: {
        tags,
        summary:
          "One query of a custom dashboard (anonymous, or not free to query: only the dashboard's own)",
        params,
        body: queryBodySchema,
        response: { 200: queryResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request, request.params.id);
      const [answer] = await answers.answer(view, [{ name: 'query', area: 'CASE', body: request.body }]);
      return sendJsonText(reply, answer as string);
    },
  );

  app.post(
    '/query/dashboard/:id/query/multiple',
    {
      schema: {
        tags,
        summary: 'Named queries of a custom dashboard, answered together',
        params,
        body: multipleQueryBodySchema,
        response: { 200: multipleQueryResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request, request.params.id);
      const names = Object.keys(request.body);
      const asked = names.map((name) => ({ name, area: 'CASE' as const, body: request.body[name]! }));
      return sendJsonText(reply, namedJsonText(names, await answers.answer(view, asked)));
    },
  );

  app.post(
    '/query/dashboard/:id/results',
    {
      schema: {
        tags,
        summary: "Every widget's answer of a custom dashboard, by widget id",
        params,
        body: z.object({}).strict(),
        response: { 200: z.record(z.string(), queryResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await answers.results(await viewOf(request, request.params.id))),
  );
}

/**
 * `PUT /workspaces/{workspaceId}/dashboards/{dashboardId}/snapshot` (spec §7.2): OWNER and ADMIN take a SNAPSHOT
 * dashboard's snapshot again (with its published answers when shared), before answering 204.
 */
export function registerSnapshotRefresh(
  parent: FastifyInstance,
  options: { viewOf: ViewOf; answers: DashboardAnswers; users: UserService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/workspaces/:workspaceId/dashboards/:dashboardId/snapshot',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Refresh a snapshot dashboard's stored answers",
        params: z.object({ workspaceId: z.string().max(100), dashboardId: z.string().max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const view = await options.viewOf(request, request.params.dashboardId);
      if (view.dashboard.workspaceId !== request.params.workspaceId.toLowerCase()) {
        throw new HttpError(404, DASHBOARD_ERRORS.notFound);
      }
      if (!view.canRefresh) throw new HttpError(403, DASHBOARD_ERRORS.notAllowed);
      if (view.dashboard.type !== 'SNAPSHOT') throw new HttpError(400, DASHBOARD_ERRORS.notSnapshot);
      const user = await currentUser(options.users, request);
      await options.answers.refresh(view, user.id);
      return reply.code(204).send(null);
    },
  );
}
