import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, userSchema } from '@hde/contracts/api';
import type { SubscriptionService } from '../subscriptions/service.js';
import { currentUser } from '../users/index.js';
import { toUserResponse, type UserService } from '../users/service.js';
import type { WorkspaceCommands } from './commands.js';

/** PUT /v2/app/user/default-workspace: the star of the workspace selector and manager. */
export const defaultWorkspaceRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  commands: WorkspaceCommands;
  subscriptions: SubscriptionService;
}> = async (app, { users, commands, subscriptions }) => {
  app.addHook('onRequest', app.authenticate);
  app.put(
    '/user/default-workspace',
    {
      schema: {
        tags: ['user'],
        summary: 'Set or clear the default workspace',
        body: z.strictObject({ workspaceId: z.string().max(100).nullable() }),
        response: {
          200: userSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await currentUser(users, request);
      await commands.setDefaultWorkspace(user, request.body.workspaceId);
      const updated = await currentUser(users, request);
      return toUserResponse(updated, { expirationDate: await subscriptions.expirationDate(updated) });
    },
  );
};
