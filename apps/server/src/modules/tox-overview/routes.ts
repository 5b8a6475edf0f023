import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { TOX_OVERVIEW_ERRORS, TOX_WORKSPACE_ID } from '@hde/contracts';
import {
  multipleQueryBodySchema,
  multipleQueryResultSchema,
  queryBodySchema,
  queryResultSchema,
} from '@hde/contracts/api';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import type { ReadOnlyStatements } from '../../platform/db/read-only.js';
import { HttpError } from '../../platform/errors.js';
import { dashboardRouteParams, QueryError, queryErrors, refuseTooDeepBody } from '../analytics/index.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../workspaces/index.js';
import { createToxOverviewService } from './service.js';
import { sendJsonText } from '../../platform/json-text-reply.js';

interface Options extends AuthorizeDeps {
  reads: ReadOnlyStatements;
}

/**
 * The Toxicology Overview's data (contracts tox/overview.ts), under /v2/tox: the analytics query routes over the
 * caller's own toxicology cases. `:id` must be the toxicology workspace and the caller pass its gate, as for the
 * cases themselves (tox-cases routes); the gate runs on every call.
 */
export const toxOverviewRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const overview = createToxOverviewService(options.reads);
  const tags = ['tox-overview'];
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', refuseTooDeepBody);

  async function ownerOf(
    request: FastifyRequest,
    route: z.infer<typeof dashboardRouteParams>,
  ): Promise<string> {
    if (route.id !== TOX_WORKSPACE_ID) throw new HttpError(404, WORKSPACE_ERRORS.notFound);
    const { user } = await authorizeWorkspace(options, request, route.id, 'workspace.analytics');
    const area = route.area.toUpperCase();
    if (area !== 'CASE') throw new QueryError(TOX_OVERVIEW_ERRORS.areaNotApplicable(area));
    return user.id;
  }

  app.post(
    '/:area/dashboard/:id/query',
    {
      schema: {
        tags,
        summary: "One Toxicology Overview query over the caller's toxicology cases (area CASE)",
        params: dashboardRouteParams,
        body: queryBodySchema,
        response: { 200: queryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.params);
      return sendJsonText(reply, await overview.queryJson(owner, request.body));
    },
  );

  app.post(
    '/:area/dashboard/:id/query/multiple',
    {
      schema: {
        tags,
        summary: 'Named Toxicology Overview queries, answered together',
        params: dashboardRouteParams,
        body: multipleQueryBodySchema,
        response: { 200: multipleQueryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.params);
      return sendJsonText(reply, await overview.queryManyJson(owner, request.body));
    },
  );
};
