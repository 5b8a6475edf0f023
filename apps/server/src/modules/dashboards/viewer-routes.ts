import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, dashboardDefinitionSchema } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { limitPerClient } from '../../platform/anonymous-limits.js';
import type { UserService } from '../users/service.js';
import { currentUser } from '../users/index.js';
import type { DashboardAccess } from './access.js';
import type { DashboardAnswers } from './answers-service.js';
import { definitionOf, recordPrivateView } from './definition.js';
import { registerDashboardQueries, registerSnapshotRefresh } from './query-routes.js';
import { registerDashboardReport } from './report-routes.js';

const params = z.object({ id: z.string().max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/** A custom dashboard's viewer, signed in, under `/v2/app`: exact answers (spec §7.2, issue 23). */
export const dashboardViewerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  users: UserService;
  access: DashboardAccess;
  answers: DashboardAnswers;
}> = async (app, options) => {
  const { access, answers, users } = options;
  const viewOf = access.signedIn;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/dashboards/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'A custom dashboard as a signed-in viewer draws it',
        params,
        response: { 200: dashboardDefinitionSchema, ...errors },
      },
    },
    async (request) => {
      const view = await viewOf(request, request.params.id);
      if (view.dashboard.mode === 'PRIVATE') {
        await recordPrivateView(options.db, view, (await currentUser(users, request)).id);
      }
      return definitionOf(view, view.dashboard, null);
    },
  );
  registerDashboardQueries(app, { viewOf, answers });
  registerSnapshotRefresh(app, { viewOf, answers, users });
  registerDashboardReport(app, { db: options.db, viewOf, answers });
};

/**
 * A PUBLIC or PASSWORD dashboard's viewer, no sign-in, under `/v2/public`: its published answers only, revalidated
 * every time (`no-cache`), rate-limited per client address.
 */
export const publicDashboardViewerRoutes: FastifyPluginAsyncZod<{
  access: DashboardAccess;
  answers: DashboardAnswers;
  /** The smallest count a published answer shows. */
  threshold: number;
  rateLimitPerMinute: number;
}> = async (app, options) => {
  const { access, answers } = options;
  await limitPerClient(app, options.rateLimitPerMinute, PUBLIC_DASHBOARD_ERRORS.tooManyRequests);
  // Refusals too: a dashboard made private must not be answered from any cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  app.get(
    '/dashboards/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'A PUBLIC or PASSWORD dashboard as published (503 until its answers are)',
        params,
        response: { 200: dashboardDefinitionSchema, ...errors },
      },
    },
    async (request) => {
      const view = await access.anonymous(request, request.params.id);
      return definitionOf(view, await answers.publishedView(view.dashboard.id), options.threshold);
    },
  );
  registerDashboardQueries(app, { viewOf: access.anonymous, answers });
};
