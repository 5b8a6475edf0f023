import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, supportRequestSchema } from '@hde/contracts/api';
import { currentUser } from '../users/index.js';
import type { UserService } from '../users/service.js';
import type { SupportService } from './service.js';

export interface SupportRoutesOptions {
  users: UserService;
  support: SupportService;
}

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, { users, support }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team (contact dialog)',
        body: supportRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await support.submit(await currentUser(users, request), request.body);
      return reply.code(204).send(null);
    },
  );
};
