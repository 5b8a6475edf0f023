import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@hde/contracts/api';
import { databaseStatus } from '../../platform/db/migrate.js';
import type { DatabaseHandle } from '../../platform/db/client.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable and every migration is applied',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const status = await databaseStatus(database);
      const ready = status.database && status.migrations;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', ...status });
    },
  );
};
