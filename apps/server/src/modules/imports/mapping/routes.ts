import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type AnyWorkspaceRole } from '@hde/contracts';
import { apiErrorSchema, mappingMatchRequestSchema, mappingMatchResponseSchema } from '@hde/contracts/api';
import type { CatalogueDataType } from '@hde/contracts/fields';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../../platform/db/client.js';
import { workspaceConfigurations } from '../../../platform/db/schema.js';
import { HttpError } from '../../../platform/errors.js';
import { currentUser } from '../../users/index.js';
import type { UserService } from '../../users/service.js';
import type { WorkspaceService } from '../../workspaces/service.js';
import { mappingConfigurationType, matchHeaders, savedMappingOf } from './match-headers.js';
import { mappingPreviewRoute } from './preview-route.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
}

/** POST mapping/match (spec §7.1): suggested catalogue fields for a file's headers. */
export const mappingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { moduleId, db, users, workspaces },
) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(mappingPreviewRoute);

  async function savedMapping(request: FastifyRequest, workspaceId: string, dataType: CatalogueDataType) {
    const user = await currentUser(users, request);
    // 404 for unknown or foreign workspaces, 403 for one's own in a restricted module, as every workspace call.
    const workspace = await workspaces.get(user, moduleId, workspaceId);
    if (!can(workspace.workspaceRole as AnyWorkspaceRole, 'workspace.view')) {
      throw new HttpError(403, WORKSPACE_ERRORS.roleNotAllowed);
    }
    const [row] = await db
      .select({ body: workspaceConfigurations.body })
      .from(workspaceConfigurations)
      .where(
        and(
          eq(workspaceConfigurations.workspaceId, workspace.id),
          eq(workspaceConfigurations.type, mappingConfigurationType(dataType)),
        ),
      );
    return savedMappingOf(row?.body);
  }

  app.post(
    '/mapping/match',
    {
      schema: {
        tags: ['imports'],
        summary: 'Suggest a catalogue field for each file header (with a workspace: its saved mapping too)',
        body: mappingMatchRequestSchema,
        response: {
          200: mappingMatchResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { headers, dataType, workspaceId } = request.body;
      const saved =
        workspaceId === undefined ? undefined : await savedMapping(request, workspaceId, dataType);
      return { items: matchHeaders(headers, dataType, saved) };
    },
  );
};
