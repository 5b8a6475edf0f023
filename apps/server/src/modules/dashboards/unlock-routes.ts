import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, dashboardUnlockSchema, dashboardViewerTokenSchema } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { limitPerClient } from '../../platform/anonymous-limits.js';
import { clientAddressKey } from '../../platform/rate-limit.js';
import type { DashboardKeys } from './dashboard-keys.js';
import { TooManyAttemptsError, createDashboardUnlock } from './unlock.js';

const params = z.object({ id: z.string().max(100) });

/**
 * `POST /v2/public/dashboards/{id}/unlock`, no sign-in: a PASSWORD dashboard's password for a viewer token,
 * rate-limited per client address like the other public calls, and answered from nothing cached.
 */
export const dashboardUnlockRoutes: FastifyPluginAsyncZod<{
  db: Database;
  keys: DashboardKeys;
  rateLimitPerMinute: number;
}> = async (app, options) => {
  const unlock = createDashboardUnlock(options);
  await limitPerClient(app, options.rateLimitPerMinute, DASHBOARD_ERRORS.tooManyAttempts);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/dashboards/:id/unlock',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "A PASSWORD dashboard's password for a 30-minute viewer token (failures slow further attempts)",
        params,
        body: dashboardUnlockSchema,
        response: {
          200: dashboardViewerTokenSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await unlock(request.params.id, clientAddressKey(request.ip), request.body.password);
      } catch (error) {
        if (error instanceof TooManyAttemptsError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
};
