import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import {
  apiErrorSchema,
  caseComparisonReplySchema,
  trendSubstancesReplySchema,
  trendsQuerySchema,
  trendsReplySchema,
} from '@hde/contracts/api';
import type { ReadOnlyStatements } from '../../platform/db/read-only.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../workspaces/index.js';
import { compareCase } from './comparison.js';
import { createTrendsService } from './service.js';

interface Options extends AuthorizeDeps {
  /** Read-only statements under the statement timeout. */
  reads: ReadOnlyStatements;
  /** Today, for the provisional weeks (tests fix it). */
  now?: () => Date;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  504: apiErrorSchema,
};

/**
 * Trends & Patterns and the case comparison (spec part 2 §2.9, §3, §7.6), under /v2/tox-insights. The spec shows
 * these without a token; they answer health data, so they take the bearer token and the same gate as the tox
 * cases (tox module access on the fixed toxicology workspace), and read only the caller's own cases.
 */
export const toxTrendsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const trends = createTrendsService(options.reads, options.now);
  app.addHook('onRequest', app.authenticate);
  const tags = ['tox-insights'];

  async function ownerOf(request: FastifyRequest): Promise<string> {
    const { user } = await authorizeWorkspace(options, request, TOX_WORKSPACE_ID, 'workspace.analytics');
    return user.id;
  }

  app.get(
    '/trends',
    {
      schema: {
        tags,
        summary: "Weekly trends of the caller's toxicology cases, with the Insight Feed",
        querystring: trendsQuerySchema,
        response: { 200: trendsReplySchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await trends.trends(await ownerOf(request), request.query),
    }),
  );

  app.get(
    '/substances',
    {
      schema: {
        tags,
        summary: "The normalised substances in the caller's toxicology cases",
        response: { 200: trendSubstancesReplySchema, ...errors },
      },
    },
    async (request) => ({ substances: await trends.substances(await ownerOf(request)) }),
  );

  app.get(
    '/case/:caseId',
    {
      schema: {
        tags,
        summary: "One of the caller's toxicology cases beside their other cases",
        params: z.object({ caseId: z.string().min(1).max(100) }),
        response: { 200: caseComparisonReplySchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await compareCase(options.reads, await ownerOf(request), request.params.caseId),
    }),
  );
};
