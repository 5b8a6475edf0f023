import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  caseDetailSchema,
  caseParamsSchema,
  caseSearchQuerySchema,
  caseSearchResponseSchema,
} from '@hde/contracts/api';
import { CASE_NOT_FOUND } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../workspaces/index.js';
import { loadCaseDetail } from './case-detail.js';
import { searchCases } from './search.js';

interface Options extends AuthorizeDeps {
  db: Database;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Case detail and case search (spec part 2 §7.5), for every role that sees the analytics tab. */
export const caseRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['cases'];

  app.get(
    '/case/:workspaceId/search',
    {
      schema: {
        tags,
        summary: 'Cases whose id starts with the text, or whose names start with its words',
        params: z.object({ workspaceId: caseParamsSchema.shape.workspaceId }),
        querystring: caseSearchQuerySchema,
        response: { 200: caseSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { workspace } = await authorizeWorkspace(
        options,
        request,
        request.params.workspaceId,
        'workspace.analytics',
      );
      const { q, limit } = request.query;
      return { items: await searchCases(options.db, workspace.id, q, limit) };
    },
  );

  app.get(
    '/case/:workspaceId/:caseId',
    {
      schema: {
        tags,
        summary: 'The latest version of a case with its diagnoses, toxicology results and files',
        params: caseParamsSchema,
        response: { 200: caseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { workspaceId, caseId } = request.params;
      const { user, workspace } = await authorizeWorkspace(
        options,
        request,
        workspaceId,
        'workspace.analytics',
      );
      const detail = await loadCaseDetail(options.db, workspace.id, caseId);
      if (!detail) throw new HttpError(404, CASE_NOT_FOUND);
      await recordActivity(options.db, {
        userId: user.id,
        workspaceId: workspace.id,
        collectionName: 'cases',
        action: 'VIEW',
        recordId: caseId,
      });
      return detail;
    },
  );
};
