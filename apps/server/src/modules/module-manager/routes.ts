import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, userModuleListSchema, userModuleSchema } from '@hde/contracts/api';
import type { SubscriptionService } from '../subscriptions/service.js';
import { currentUser } from '../users/index.js';
import type { UserService } from '../users/service.js';

/** /v2/module-manager: the user's modules and the generic trial start. */
export const moduleManagerRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  subscriptions: SubscriptionService;
}> = async (app, { users, subscriptions }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['module-manager'];

  app.get(
    '/modules',
    {
      schema: {
        tags,
        summary: "The user's modules with their status",
        response: { 200: userModuleListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const views = await subscriptions.modulesOf(await currentUser(users, request));
      return { items: views.map((view) => view.userModule), total: views.length };
    },
  );

  app.post(
    '/modules/:moduleId/subscribe',
    {
      schema: {
        tags,
        summary: 'Start the free trial of a module',
        params: z.object({ moduleId: z.string().max(40) }),
        response: { 200: userModuleSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const view = await subscriptions.startTrial(await currentUser(users, request), request.params.moduleId);
      return view.userModule;
    },
  );
};
