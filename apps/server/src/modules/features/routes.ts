import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, featureFlagsSchema } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { featureFlags } from '../../platform/db/schema.js';

/** GET /v2/features: every flag as name -> { name, active }. */
export const featureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/features',
    {
      schema: {
        tags: ['features'],
        summary: 'Feature flags',
        response: { 200: featureFlagsSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      const rows = await db
        .select({ name: featureFlags.name, active: featureFlags.active })
        .from(featureFlags);
      return Object.fromEntries(rows.map((row) => [row.name, row]));
    },
  );
};
