import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  savedFilterTemplateListSchema,
  savedFilterTemplateSchema,
  savedFilterTemplateWriteSchema,
} from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { createAuthorize, workspaceAccessOf, type AuthorizeDeps } from '../workspaces/index.js';
import { createSavedFilterService } from './service.js';
import { SAVED_FILTERS_CONFIGURATION } from './templates.js';

interface Options extends AuthorizeDeps {
  db: Database;
}

const params = z.object({ id: z.string().max(100) });
const templateParams = params.extend({ filterId: z.string().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Saved filter templates (spec part 2 §7.4). These static paths take precedence over the generic
 * `/workspace/:id/configuration/:type` routes, which refuse to overwrite the whole saved filters body.
 */
export const savedFilterRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const authorize = createAuthorize(options);
  const templates = createSavedFilterService(options.db);
  app.addHook('onRequest', app.authenticate);
  const tags = ['saved-filters'];
  const base = `/workspace/:id/configuration/${SAVED_FILTERS_CONFIGURATION}`;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The workspace's templates and the caller's own private ones",
        params,
        response: { 200: savedFilterTemplateListSchema, ...errors },
      },
      preHandler: authorize('workspace.filterTemplates.apply'),
    },
    async (request) => {
      const { workspace, user } = workspaceAccessOf(request);
      return { items: await templates.list(workspace.id, user.id) };
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Save a new template (owners and admins)',
        params,
        body: savedFilterTemplateWriteSchema,
        response: { 201: savedFilterTemplateSchema, 409: apiErrorSchema, ...errors },
      },
      preHandler: authorize('workspace.filterTemplates.save'),
    },
    async (request, reply) => {
      const created = await templates.create(workspaceAccessOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${base}/:filterId`,
    {
      schema: {
        tags,
        summary: 'Edit a template (its creator, or owners and admins; only the creator changes visibility)',
        params: templateParams,
        body: savedFilterTemplateWriteSchema,
        response: { 200: savedFilterTemplateSchema, 409: apiErrorSchema, ...errors },
      },
      preHandler: authorize('workspace.filterTemplates.apply'),
    },
    async (request) => templates.update(workspaceAccessOf(request), request.params.filterId, request.body),
  );

  app.delete(
    `${base}/:filterId`,
    {
      schema: {
        tags,
        summary: 'Delete a template (its creator, or owners and admins)',
        params: templateParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize('workspace.filterTemplates.apply'),
    },
    async (request, reply) => {
      await templates.remove(workspaceAccessOf(request), request.params.filterId);
      return reply.code(204).send(null);
    },
  );
};
