import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  metricsQuerySchema,
  metricsResponseSchema,
  type MetricsResponse,
  recentCaseColumnsOf,
  recentCasesQuerySchema,
  recentCasesResponseSchema,
} from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import {
  configurationBody,
  createAuthorize,
  workspaceAccessOf,
  type AuthorizeDeps,
} from '../workspaces/index.js';
import { createQueryCache, type AnalyticsService } from '../analytics/index.js';
import { workspaceMetrics } from './metrics.js';
import { recentCases } from './recent-cases.js';

interface Options extends AuthorizeDeps {
  db: Database;
  /** Its data version tells when a workspace's cases changed. */
  analytics: AnalyticsService;
}

const params = z.object({ id: z.string().max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The overview tab's data (spec part 2 §2.6); the count cards use the dashboard count query. */
export const overviewRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const authorize = createAuthorize(options);
  // Metrics count every case of a workspace: kept until an import moves its data version, like analytics results.
  const metricsCache = createQueryCache<MetricsResponse>({ maxEntries: 200 });
  app.addHook('onRequest', app.authenticate);
  const tags = ['overview'];

  app.get(
    '/workspace/:id/recent-cases',
    {
      schema: {
        tags,
        summary: 'Cases that died in the last 60 days, newest first, with the columns the workspace shows',
        params,
        querystring: recentCasesQuerySchema,
        response: { 200: recentCasesResponseSchema, ...errors },
      },
      preHandler: authorize('workspace.overview'),
    },
    async (request) => {
      const { workspace } = workspaceAccessOf(request);
      const [page, configuration] = await Promise.all([
        recentCases(options.db, workspace.id, request.query, new Date()),
        configurationBody(options.db, workspace.id, 'dashboard-configuration'),
      ]);
      return { ...page, columns: recentCaseColumnsOf(configuration) };
    },
  );

  app.get(
    '/workspace/:id/metrics',
    {
      schema: {
        tags,
        summary:
          'Exam, report and death certificate turnaround metrics of a year, by pathologist and by year',
        params,
        querystring: metricsQuerySchema,
        response: { 200: metricsResponseSchema, ...errors },
      },
      preHandler: authorize('workspace.overview'),
    },
    async (request) => {
      const { workspace } = workspaceAccessOf(request);
      const { year } = request.query;
      const { dataVersion } = await options.analytics.dataVersion(workspace.id);
      return metricsCache.getOrCompute(`${workspace.id}|${dataVersion}|${year ?? 'latest'}`, () =>
        workspaceMetrics(options.db, workspace.id, year),
      );
    },
  );
};
