import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  workspaceListQuerySchema,
  workspaceListSchema,
  workspaceSchema,
} from '@hde/contracts';
import { currentUser } from '../users/current-user.js';
import type { UserService } from '../users/service.js';
import type { WorkspaceService } from './service.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  users: UserService;
  workspaces: WorkspaceService;
}

/** Workspace calls of one API base: /v2/app serves mdi, /v2/tox serves tox. */
export const workspaceRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { moduleId, users, workspaces },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['workspaces'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/workspace/list',
    {
      schema: {
        tags,
        security,
        summary: `The signed-in user's ${moduleId} workspaces`,
        querystring: workspaceListQuerySchema,
        response: { 200: workspaceListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => workspaces.list(await currentUser(users, request), moduleId, request.query),
  );

  app.get(
    '/workspace/:id',
    {
      schema: {
        tags,
        security,
        summary: `One ${moduleId} workspace`,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: workspaceSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => workspaces.get(await currentUser(users, request), moduleId, request.params.id),
  );
};
