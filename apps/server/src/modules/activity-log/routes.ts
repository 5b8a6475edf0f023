import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVITY_LOG_ID } from '@hde/contracts';
import { activityExportFileName } from '@hde/contracts/text';
import {
  activityLogChoicesSchema,
  analyticsExportBodySchema,
  apiErrorSchema,
  multipleQueryBodySchema,
  multipleQueryResultSchema,
  queryBodySchema,
  queryResultSchema,
} from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import type { ReadOnlyStatements } from '../../platform/db/read-only.js';
import { sendJsonText } from '../../platform/json-text-reply.js';
import { queryErrors, refuseTooDeepBody } from '../analytics/index.js';
import { currentUser } from '../users/index.js';
import type { UserService } from '../users/service.js';
import { createActivityLogService } from './service.js';

interface Options {
  db: Database;
  reads: ReadOnlyStatements;
  users: UserService;
}

const LOG = `/ACTIVITY/dashboard/${ACTIVITY_LOG_ID}`;

/**
 * The Activity Log (contracts activity/activity-log.ts), under /v2/app: the dashboard query calls over the
 * activities the caller may see, the CSV export and the filter choices. Registered before the analytics routes:
 * these static paths win over `/:area/dashboard/:id`, and any other `:id` stays a workspace's.
 */
export const activityLogRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const log = createActivityLogService(options.db, options.reads);
  const tags = ['activity-log'];
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', refuseTooDeepBody);
  const viewerOf = async (request: FastifyRequest) => (await currentUser(options.users, request)).id;

  app.post(
    `${LOG}/query`,
    {
      schema: {
        tags,
        summary: 'One Activity Log query over the activities the caller may see',
        body: queryBodySchema,
        response: { 200: queryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) => sendJsonText(reply, await log.queryJson(await viewerOf(request), request.body)),
  );

  app.post(
    `${LOG}/query/multiple`,
    {
      schema: {
        tags,
        summary: 'Named Activity Log queries (the charts), answered together',
        body: multipleQueryBodySchema,
        response: { 200: multipleQueryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await log.queryManyJson(await viewerOf(request), request.body)),
  );

  app.post(
    `${LOG}/export`,
    {
      schema: {
        tags,
        summary: 'The activities the filters keep, newest first, as CSV',
        body: analyticsExportBodySchema,
        response: { 200: z.custom<Readable>().describe('CSV'), ...queryErrors },
      },
    },
    async (request, reply) => {
      const { where, text } = request.body;
      const csv = await log.exportCsv(await viewerOf(request), { where, text });
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityExportFileName(today)}"`)
        .send(csv);
    },
  );

  app.get(
    '/activity-log/choices',
    {
      schema: {
        tags,
        summary: 'The workspaces, users and actions the caller may filter the Activity Log by',
        response: { 200: activityLogChoicesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => log.choices(await viewerOf(request)),
  );
};
