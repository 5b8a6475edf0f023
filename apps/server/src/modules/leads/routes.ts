import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, upgradeRequestSchema } from '@hde/contracts/api';
import { currentUser } from '../users/index.js';
import type { UserService } from '../users/service.js';
import type { LeadService } from './service.js';

export interface LeadRoutesOptions {
  users: UserService;
  leads: LeadService;
}

/** Under /v2/module-manager. */
export const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (app, { users, leads }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/upgrade',
    {
      schema: {
        tags: ['module-manager'],
        summary: 'Upgrade to a Paid Plan: the contact form for sales',
        body: upgradeRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await leads.submitUpgradeRequest(await currentUser(users, request), request.body);
      return reply.code(204).send(null);
    },
  );
};
