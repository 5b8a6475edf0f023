import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, dummyDataResponseSchema } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { createAuthorize, workspaceAccessOf, type AuthorizeDeps } from '../workspaces/index.js';
import { startSandboxImport } from './start-sandbox-import.js';

interface Options extends AuthorizeDeps {
  db: Database;
  storage: FileStorage;
}

/** POST workspace/{id}/dummy-data (spec §2.3): 100 synthetic cases, imported in the background. */
export const sandboxRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const authorize = createAuthorize(options);
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/workspace/:id/dummy-data',
    {
      preHandler: authorize('workspace.import'),
      schema: {
        tags: ['imports'],
        summary: 'Create sandbox data: 100 synthetic cases (refused when the workspace holds data)',
        params: z.object({ id: z.string().max(100) }),
        response: {
          202: dummyDataResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, workspace } = workspaceAccessOf(request);
      const fileImportId = await startSandboxImport(options.db, options.storage, {
        workspaceId: workspace.id,
        userId: user.id,
      });
      return reply.code(202).send({ fileImportId });
    },
  );
};
