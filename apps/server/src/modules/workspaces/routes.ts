import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '@hde/contracts';
import {
  CONFIGURATION_BODY_MAX_BYTES,
  WORKSPACE_CONFIGURATION_TYPES,
  apiErrorSchema,
  configurationBodySchema,
  customFieldListSchema,
  workspaceConfigurationListSchema,
  workspaceConfigurationSchema,
  workspaceDataCountsSchema,
  workspaceListQuerySchema,
  workspaceListSchema,
  workspaceSchema,
  workspaceWriteSchema,
  type WorkspaceConfigurationType,
} from '@hde/contracts/api';
import { SAVED_FILTER_MESSAGES } from '@hde/contracts/text';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { customFields } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { keepProtoKeysInJsonBodies } from '../../platform/json-bodies.js';
import { createAuthorize, workspaceAccessOf } from './authorize.js';
import { SAVED_FILTERS_CONFIGURATION, configurationBodyFor } from '../saved-filters/index.js';
import { currentUser } from '../users/index.js';
import type { UserService } from '../users/service.js';
import type { WorkspaceCommands } from './commands.js';
import { defaultConfigurationBody } from './configuration-defaults.js';
import type { WorkspaceService } from './service.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
  commands: WorkspaceCommands;
}

const idParams = z.object({ id: z.string().max(100) });
const configParams = idParams.extend({ type: z.enum(WORKSPACE_CONFIGURATION_TYPES) });
const configurationBody = configurationBodySchema.refine(
  (body) => JSON.stringify(body).length <= CONFIGURATION_BODY_MAX_BYTES,
  'Configuration is too large',
);
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Import mappings are written by whoever may import; dashboards and filters by managers. */
function configurationWriteAction(type: WorkspaceConfigurationType): PermissionAction {
  return type.endsWith('-configuration') &&
    ['case', 'toxicology', 'diagnosis'].includes(type.split('-')[0] ?? '')
    ? 'workspace.import'
    : 'workspace.configure';
}

/** Workspace calls of one API base: /v2/app serves mdi, /v2/tox serves tox. */
export const workspaceRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { moduleId, db, users, workspaces, commands } = options;
  const authorize = createAuthorize({ users, workspaces, moduleId });
  app.addHook('onRequest', app.authenticate);
  // A saved header mapping is keyed by a file's headers, and `__proto__` is a header like any other.
  keepProtoKeysInJsonBodies(app);
  const tags = ['workspaces'];

  app.get(
    '/workspace/list',
    {
      schema: {
        tags,
        summary: `The signed-in user's ${moduleId} workspaces`,
        querystring: workspaceListQuerySchema,
        response: { 200: workspaceListSchema, ...errors },
      },
    },
    async (request) => workspaces.list(await currentUser(users, request), moduleId, request.query),
  );

  app.post(
    '/workspace',
    {
      schema: {
        tags,
        summary: 'Create a workspace (module owners only)',
        body: workspaceWriteSchema,
        response: { 201: workspaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const workspace = await commands.create(await currentUser(users, request), moduleId, request.body);
      return reply.code(201).send(workspace);
    },
  );

  app.get(
    '/workspace/:id',
    {
      schema: {
        tags,
        summary: `One ${moduleId} workspace`,
        params: idParams,
        response: { 200: workspaceSchema, ...errors },
      },
      preHandler: authorize('workspace.view'),
    },
    async (request) => workspaceAccessOf(request).workspace,
  );

  app.put(
    '/workspace/:id',
    {
      schema: {
        tags,
        summary: 'Edit name, description and icon',
        params: idParams,
        body: workspaceWriteSchema,
        response: { 200: workspaceSchema, ...errors },
      },
      preHandler: authorize('workspace.edit'),
    },
    async (request) => commands.update(workspaceAccessOf(request), request.body),
  );

  app.delete(
    '/workspace/:id',
    {
      schema: {
        tags,
        summary: 'Delete a workspace that holds no data',
        params: idParams,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
      preHandler: authorize('workspace.delete'),
    },
    async (request, reply) => {
      await commands.remove(workspaceAccessOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/workspace/:id/data-counts',
    {
      schema: {
        tags,
        summary: 'Cases and file imports held',
        params: idParams,
        response: { 200: workspaceDataCountsSchema, ...errors },
      },
      preHandler: authorize('workspace.view'),
    },
    async (request) => commands.dataCounts(workspaceAccessOf(request).workspace.id),
  );

  app.post(
    '/workspace/:id/public/:state',
    {
      schema: {
        tags,
        summary: 'Enable (starts the public dashboard sync) or disable the public dashboard',
        params: idParams.extend({ state: z.enum(['ENABLE', 'DISABLE']) }),
        response: { 200: workspaceSchema, ...errors },
      },
      preHandler: authorize('workspace.public'),
    },
    async (request) => commands.setPublic(workspaceAccessOf(request), request.params.state === 'ENABLE'),
  );

  app.get(
    '/workspace/:id/configuration',
    {
      schema: {
        tags,
        summary: 'Every configuration',
        params: idParams,
        response: { 200: workspaceConfigurationListSchema, ...errors },
      },
      preHandler: authorize('workspace.view'),
    },
    async (request) => {
      const { workspace, user } = workspaceAccessOf(request);
      const rows = await commands.configurations(workspace.id);
      return {
        items: rows.map((row) => ({
          type: row.type as WorkspaceConfigurationType,
          body: configurationBodyFor(row.type, row.body, user.id),
          lastUpdated: row.updatedAt.toISOString(),
          updatedBy: row.updatedBy,
        })),
      };
    },
  );

  app.get(
    '/workspace/:id/configuration/:type',
    {
      schema: {
        tags,
        summary: 'One configuration (its default when the workspace never saved it)',
        params: configParams,
        response: { 200: workspaceConfigurationSchema, ...errors },
      },
      preHandler: authorize('workspace.view'),
    },
    async (request) => {
      const { workspace, user } = workspaceAccessOf(request);
      const rows = await commands.configurations(workspace.id);
      const row = rows.find((r) => r.type === request.params.type);
      if (!row) {
        return {
          type: request.params.type,
          body: defaultConfigurationBody(request.params.type),
          lastUpdated: workspace.createdAt,
          updatedBy: null,
        };
      }
      return {
        type: request.params.type,
        body: configurationBodyFor(row.type, row.body, user.id),
        lastUpdated: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
      };
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/workspace/:id/configuration/:type',
      schema: {
        tags,
        summary: 'Save a configuration (replaces it)',
        params: configParams,
        body: configurationBody,
        response: { 204: z.null(), ...errors },
      },
      preHandler: async (request, reply) => {
        const { type } = request.params as { type: WorkspaceConfigurationType };
        await authorize(configurationWriteAction(type))(request, reply);
      },
      handler: async (request, reply) => {
        // Templates are written one at a time (saved-filters module): a whole body would bypass their rules.
        if (request.params.type === SAVED_FILTERS_CONFIGURATION)
          throw new HttpError(400, SAVED_FILTER_MESSAGES.wholeBodyRefused);
        await commands.saveConfiguration(workspaceAccessOf(request), request.params.type, request.body);
        return reply.code(204).send(null);
      },
    });
  }

  app.get(
    '/workspace/:id/customFields',
    {
      schema: {
        tags,
        summary: 'Custom fields (filterable as extra.<key>)',
        params: idParams,
        response: { 200: customFieldListSchema, ...errors },
      },
      preHandler: authorize('workspace.view'),
    },
    async (request) => {
      const rows = await db
        .select({
          id: customFields.id,
          key: customFields.key,
          label: customFields.label,
          dataType: customFields.dataType,
        })
        .from(customFields)
        .where(eq(customFields.workspaceId, workspaceAccessOf(request).workspace.id))
        .orderBy(asc(customFields.label));
      return { items: rows };
    },
  );
};
