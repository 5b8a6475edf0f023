import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  disclosureReportSchema,
  multipleQueryBodySchema,
  multipleQueryResultSchema,
  publicDashboardSchema,
  queryBodySchema,
  queryResultSchema,
} from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_ERRORS } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { limitPerClient } from '../../platform/anonymous-limits.js';
import type { UserService } from '../users/service.js';
import { createAuthorize, workspaceAccessOf, type WorkspaceService } from '../workspaces/index.js';
import { createPublicDashboardService, type TaggedAnswer } from './service.js';

/** A published body is a few hundred bytes; thirty of them fit easily. */
const PUBLIC_BODY_LIMIT_BYTES = 32 * 1024;

const params = z.object({ id: z.string().max(100) });
/** Nothing is read from a query string: one naming another workspace is refused, not ignored. */
const querystring = z.object({}).strict();
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The query calls' schemas document their bodies; the service checks a body's text (against the same schemas)
 * the first time it sees it, so the body is left to it here. Parameters and query strings are checked as usual.
 */
function bodyCheckedByService<RouteSchema>(
  route: FastifyRouteSchemaDef<RouteSchema>,
): FastifyValidationResult {
  if (route.httpPart === 'body') return (text) => ({ value: text });
  // Fastify types a route's compiler by the route's whole schema; it is called with one part's schema at a time.
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** The text of a query call's body (see the parser in publicDashboardRoutes); none is not a published body. */
function bodyText(request: FastifyRequest): string {
  if (typeof request.body !== 'string') throw new HttpError(400, PUBLIC_DASHBOARD_ERRORS.notPublishedQuery);
  return request.body;
}

/** Whether an If-None-Match header names this tag (or `*`); weak and strong tags compare alike (RFC 9110). */
function tagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

function sendTagged<T>(request: FastifyRequest, reply: FastifyReply, { etag, body }: TaggedAnswer<T>) {
  reply.header('etag', etag);
  if (tagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (typeof body === 'string') return reply.type('application/json; charset=utf-8').send(body);
  return reply.send(body);
}

/**
 * The public calls (spec part 2 §7.2), no sign-in, under `/v2/public`: answered from the stored publication
 * only, each with an entity tag, revalidated every time (`no-cache`), rate-limited per client address.
 */
export const publicDashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  rateLimitPerMinute: number;
}> = async (app, options) => {
  const service = createPublicDashboardService(options.db);
  await limitPerClient(app, options.rateLimitPerMinute, PUBLIC_DASHBOARD_ERRORS.tooManyRequests);
  // Refusals too: a dashboard made private must not be answered from any cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });
  // A body is kept as its text: the service answers a text it has answered before without parsing it again.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    done(null, text);
  });
  const tags = ['public dashboards'];

  app.get(
    '/CASE/dashboard/:id/configuration',
    {
      schema: {
        tags,
        summary: 'The published configuration of a public workspace dashboard',
        params,
        querystring,
        response: { 200: publicDashboardSchema, ...errors },
      },
    },
    async (request, reply) => sendTagged(request, reply, await service.configuration(request.params.id)),
  );

  app.post(
    '/CASE/dashboard/:id/query',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      validatorCompiler: bodyCheckedByService,
      schema: {
        tags,
        summary: 'The stored answer of one published query (any other body: 400)',
        params,
        querystring,
        body: queryBodySchema,
        response: { 200: queryResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await service.query(request.params.id, bodyText(request))),
  );

  app.post(
    '/CASE/dashboard/:id/query/multiple',
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      validatorCompiler: bodyCheckedByService,
      schema: {
        tags,
        summary: 'The stored answers of named published queries',
        params,
        querystring,
        body: multipleQueryBodySchema,
        response: { 200: multipleQueryResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await service.queryMultiple(request.params.id, bodyText(request))),
  );
};

/** `GET /v2/app/workspace/{id}/public/report`: what disclosure control did, for owners and admins. */
export const publicReportRoutes: FastifyPluginAsyncZod<{
  moduleId: 'mdi';
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
}> = async (app, options) => {
  const service = createPublicDashboardService(options.db);
  const authorize = createAuthorize(options);
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/workspace/:id/public/report',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'The disclosure report of the published public dashboard (404 until one is published)',
        params,
        response: {
          200: disclosureReportSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preHandler: authorize('workspace.public'),
    },
    async (request) => service.report(workspaceAccessOf(request).workspace.id),
  );
};
