import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '@hde/contracts';
import {
  apiErrorSchema,
  dashboardCreateSchema,
  dashboardListQuerySchema,
  dashboardListSchema,
  dashboardPasswordRevealSchema,
  dashboardPasswordUpdateSchema,
  dashboardSchema,
  dashboardUpdateSchema,
} from '@hde/contracts/api';
import { ANALYTICS_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { authorizeWorkspace, workspaceAccessOf, type AuthorizeDeps } from '../workspaces/index.js';
import type { DashboardKeys } from './dashboard-keys.js';
import { requireDashboardsFeature } from './feature.js';
import { MAX_QUERY_BODY_NESTING, nestedDeeperThan } from '../../platform/anonymous-limits.js';
import { createDashboardService } from './service.js';

interface Options extends AuthorizeDeps {
  db: Database;
  keys: DashboardKeys;
}

const params = z.object({ workspaceId: z.string().max(100) });
const dashboardParams = params.extend({ dashboardId: z.string().max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Custom dashboards of a workspace (spec part 2 §7.3), under `/v2/app`. Each call first needs the
 * multiple-dashboards flag on, then passes the workspace gate; the service decides on the dashboard itself.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const dashboards = createDashboardService(options);
  app.addHook('onRequest', app.authenticate);
  // A configuration's widget queries are walked recursively by the schema: a body thousands deep would crash it.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && nestedDeeperThan(request.body, MAX_QUERY_BODY_NESTING)) {
      throw new HttpError(400, ANALYTICS_ERRORS.nestedTooDeeply);
    }
  });
  const tags = ['dashboards'];
  const base = '/workspaces/:workspaceId/dashboards';
  const one = `${base}/:dashboardId`;

  const gate = (action: PermissionAction) => async (request: FastifyRequest) => {
    await requireDashboardsFeature(options.db);
    const { workspaceId } = request.params as { workspaceId: string };
    request.workspaceAccess = await authorizeWorkspace(options, request, workspaceId, action);
  };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The workspace's custom dashboards (owners and admins)",
        params,
        querystring: dashboardListQuerySchema,
        response: { 200: dashboardListSchema, ...errors },
      },
      preHandler: gate('workspace.dashboards.manage'),
    },
    async (request) => dashboards.list(workspaceAccessOf(request), request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Save the current analytics tabs as a custom dashboard (owners and admins)',
        params,
        body: dashboardCreateSchema,
        response: { 201: dashboardSchema, ...errors },
      },
      preHandler: gate('workspace.dashboards.create'),
    },
    async (request, reply) => {
      const created = await dashboards.create(workspaceAccessOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    one,
    {
      schema: {
        tags,
        summary: 'One custom dashboard (its creator, owners and admins)',
        params: dashboardParams,
        response: { 200: dashboardSchema, ...errors },
      },
      preHandler: gate('workspace.view'),
    },
    async (request) => dashboards.get(workspaceAccessOf(request), request.params.dashboardId),
  );

  app.get(
    `${one}/reveal`,
    {
      schema: {
        tags,
        summary: "A PASSWORD dashboard's password (its creator, owners and admins; recorded)",
        params: dashboardParams,
        response: { 200: dashboardPasswordRevealSchema, ...errors },
      },
      preHandler: gate('workspace.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboards.reveal(workspaceAccessOf(request), request.params.dashboardId);
    },
  );

  app.put(
    one,
    {
      schema: {
        tags,
        summary: 'Edit details and access; its creator also its saved filters and quick search',
        params: dashboardParams,
        body: dashboardUpdateSchema,
        response: { 200: dashboardSchema, ...errors },
      },
      preHandler: gate('workspace.view'),
    },
    async (request) =>
      dashboards.update(workspaceAccessOf(request), request.params.dashboardId, request.body),
  );

  app.put(
    `${one}/password`,
    {
      schema: {
        tags,
        summary: "Reset a PASSWORD dashboard's password (old viewer tokens stop working)",
        params: dashboardParams,
        body: dashboardPasswordUpdateSchema,
        response: { 200: dashboardSchema, ...errors },
      },
      preHandler: gate('workspace.view'),
    },
    async (request) =>
      dashboards.setPassword(workspaceAccessOf(request), request.params.dashboardId, request.body.pwd),
  );

  app.delete(
    one,
    {
      schema: {
        tags,
        summary: 'Delete a custom dashboard (its creator, owners and admins)',
        params: dashboardParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: gate('workspace.view'),
    },
    async (request, reply) => {
      await dashboards.remove(workspaceAccessOf(request), request.params.dashboardId);
      return reply.code(204).send(null);
    },
  );
};
