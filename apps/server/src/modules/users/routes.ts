import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, userSchema } from '@hde/contracts';
import type { UserService } from './service.js';
import { toUserResponse } from './service.js';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/user/',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (created on the first call)',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const identity = request.identity;
      if (!identity) throw new Error('authenticate pre-handler did not run');
      return toUserResponse(await users.findOrCreate(identity));
    },
  );
};
