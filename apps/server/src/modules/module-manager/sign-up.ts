import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, userSchema } from '@hde/contracts/api';
import { FIRST_WORKSPACE_NAME } from '@hde/contracts/text';
import { and, eq } from 'drizzle-orm';
import { workspaceMembers, workspaces } from '../../platform/db/schema.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { currentUser } from '../users/index.js';
import { toUserResponse, type UserService } from '../users/service.js';
import { insertOwnedWorkspace } from '../workspaces/service.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  users: UserService;
  subscriptions: SubscriptionService;
}

/**
 * POST /app/user/sign-up (mdi) and /tox/user/sign-up (tox): start the module's trial and answer the user.
 * A new MDI trial user gets a first workspace, so there is one to open.
 */
export const signUpRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { moduleId, users, subscriptions },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/user/sign-up',
    {
      schema: {
        tags: ['module-manager'],
        summary: `Start the ${moduleId} free trial`,
        response: { 200: userSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(users, request);
      await subscriptions.startTrial(user, moduleId, {
        alsoInTransaction: async (tx) => {
          if (moduleId !== 'mdi') return;
          const owned = await tx
            .select({ id: workspaces.id })
            .from(workspaceMembers)
            .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
            .where(
              and(
                eq(workspaceMembers.userId, user.id),
                eq(workspaceMembers.role, 'OWNER'),
                eq(workspaceMembers.status, 'ACTIVE'),
                eq(workspaces.moduleId, 'mdi'),
              ),
            )
            .limit(1);
          if (owned.length === 0)
            await insertOwnedWorkspace(tx, user.id, { moduleId, name: FIRST_WORKSPACE_NAME });
        },
      });
      return toUserResponse(user, { expirationDate: await subscriptions.expirationDate(user) });
    },
  );
};
