import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_AREAS,
  analyticsExportBodySchema,
  apiErrorSchema,
  dashboardDataVersionSchema,
  multipleQueryBodySchema,
  multipleQueryResultSchema,
  QUERY_LIMITS,
  queryBodySchema,
  queryResultSchema,
  type AnalyticsArea,
  type ParsedQueryBody,
  type WhereNode,
} from '@hde/contracts/api';
import { ANALYTICS_ERRORS, exportFileName } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { authorizeWorkspace, type WorkspaceService } from '../workspaces/index.js';
import type { UserService } from '../users/service.js';
import { andWhere, checkAreaReading, ownActivitiesFilter, type AreaReading } from './area-access.js';
import { QueryError } from './compile-where.js';
import { createAnalyticsService, type AnalyticsService } from './run-query.js';
import { sendJsonText } from '../../platform/json-text-reply.js';

interface Options {
  moduleId: 'mdi' | 'tox';
  db: Database;
  users: UserService;
  workspaces: WorkspaceService;
  /** A service to share (its cache with it); one is made for this plugin otherwise. */
  analytics?: AnalyticsService;
}

/** `CASE` or `case`: the MODULE segment names an analytics area in any letter case. */
const areaParam = z
  .string()
  .regex(new RegExp(`^(${ANALYTICS_AREAS.join('|')})$`, 'i'), `One of ${ANALYTICS_AREAS.join(', ')}`);
// `:id` as the database writes a uuid, so one workspace has one key in every cache whatever its spelling.
export const dashboardRouteParams = z.object({ area: areaParam, id: z.string().max(100).toLowerCase() });
const params = dashboardRouteParams;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** What a dashboard query route may answer besides 200: the gate's refusals, a bad query, a timeout. */
export const queryErrors = { ...errors, 503: apiErrorSchema };

const areaOf = (name: string) => name.toUpperCase() as AnalyticsArea;

/** The collection whose rows an export of an area writes out, as the activity of the export names it. */
const EXPORTED_COLLECTION: Record<AnalyticsArea, string> = {
  CASE: 'cases',
  FILE: 'fileImports',
  ACTIVITY: 'activities',
  TOXICOLOGY: 'case_tox_results',
  DIAGNOSIS: 'case_diagnoses',
};

/**
 * JSON nesting a body may have. A filter tree within QUERY_LIMITS.whereDepth stays far below it; a deeper body
 * is refused before the schema walks it (a schema recursing through thousands of levels would exhaust the stack).
 */
export const MAX_BODY_NESTING = 4 * QUERY_LIMITS.whereDepth + 16;

function nestingOf(root: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A preValidation hook of query routes: a body nested deeper than MAX_BODY_NESTING is refused before its schema. */
export async function refuseTooDeepBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && nestingOf(request.body, MAX_BODY_NESTING) > MAX_BODY_NESTING) {
    throw new QueryError(ANALYTICS_ERRORS.nestedTooDeeply);
  }
}

/** Dashboard data (spec §7.2): queries, several at once, the data version, and the CSV export. */
export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { moduleId, db, users, workspaces } = options;
  const analytics = options.analytics ?? createAnalyticsService(db);
  const checkDeps = { users, workspaces, moduleId };
  /**
   * What a dashboard data route asks of the service: the workspace, the area, and the gate, still running, which
   * also refuses a reading of the area the caller's role may not make.
   */
  const dashboardRequest = (
    request: FastifyRequest,
    params: { id: string; area: string },
    reading: AreaReading | 'nothing',
  ) => {
    const area = areaOf(params.area);
    const gate = authorizeWorkspace(checkDeps, request, params.id, 'workspace.analytics');
    // ACTIVITY: every member reads, within the rows `ownRows` keeps.
    const access =
      reading === 'nothing' || area === 'ACTIVITY'
        ? gate
        : gate.then((granted) => {
            checkAreaReading(granted.role, area, reading);
            return granted;
          });
    /** The filter of the rows the caller may read: for ACTIVITY, a plain member's own; otherwise none. */
    const ownRows = async () => {
      if (area !== 'ACTIVITY') return undefined;
      const { role, user } = await access;
      return ownActivitiesFilter(role, user.userId);
    };
    return { workspaceId: params.id, area, access, ownRows };
  };
  const withinRows = (body: ParsedQueryBody, rows: WhereNode | undefined): ParsedQueryBody =>
    rows ? { ...body, initialFilter: andWhere(rows, body.initialFilter) } : body;
  const tags = ['analytics'];
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', refuseTooDeepBody);

  app.post(
    '/:area/dashboard/:id/query',
    {
      schema: {
        tags,
        summary:
          'One dashboard query of the workspace :id over an area (CASE, FILE, ACTIVITY, TOXICOLOGY, DIAGNOSIS)',
        params,
        body: queryBodySchema,
        response: { 200: queryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) => {
      const { workspaceId, area, access, ownRows } = dashboardRequest(request, request.params, [
        request.body,
      ]);
      const body = withinRows(request.body, await ownRows());
      return sendJsonText(reply, await analytics.queryJson(workspaceId, area, body, access));
    },
  );

  app.post(
    '/:area/dashboard/:id/query/multiple',
    {
      schema: {
        tags,
        summary: 'Named dashboard queries of one area, answered together',
        params,
        body: multipleQueryBodySchema,
        response: { 200: multipleQueryResultSchema, ...queryErrors },
      },
    },
    async (request, reply) => {
      const reading = Object.values(request.body);
      const { workspaceId, area, access, ownRows } = dashboardRequest(request, request.params, reading);
      const rows = await ownRows();
      const bodies = Object.fromEntries(
        Object.entries(request.body).map(([name, body]) => [name, withinRows(body, rows)]),
      );
      return sendJsonText(reply, await analytics.queryManyJson(workspaceId, area, bodies, access));
    },
  );

  app.get(
    '/:area/dashboard/:id/version',
    {
      schema: {
        tags,
        summary: "The workspace's data version and last import date, which an open dashboard polls",
        params,
        response: { 200: dashboardDataVersionSchema, ...errors },
      },
    },
    async (request) => {
      const { workspaceId, access } = dashboardRequest(request, request.params, 'nothing');
      return analytics.dataVersion(workspaceId, access);
    },
  );

  app.post(
    '/:area/dashboard/:id/export',
    {
      schema: {
        tags,
        summary: 'The rows the filters keep, as CSV',
        params,
        body: analyticsExportBodySchema,
        response: { 200: z.custom<Readable>().describe('CSV'), ...queryErrors },
      },
    },
    async (request, reply) => {
      const { workspaceId, area, access, ownRows } = dashboardRequest(request, request.params, 'rows');
      const { text } = request.body;
      const where = andWhere(await ownRows(), request.body.where);
      const csv = await analytics.exportCsv(workspaceId, area, { where, text }, access);
      const { user, workspace } = await access;
      await recordActivity(db, {
        userId: user.id,
        workspaceId: workspace.id,
        collectionName: EXPORTED_COLLECTION[area],
        action: 'EXPORT',
        details: { area },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(area.toLowerCase(), workspaceId)}"`,
        )
        .send(csv);
    },
  );
};
