import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import {
  apiErrorSchema,
  toxCaseBodySchema,
  toxCaseCreatedSchema,
  toxCaseListBodySchema,
  toxCaseListSchema,
  toxCaseSchema,
  toxCaseStatsSchema,
  TRUST_EVENT,
  type ToxCase,
} from '@hde/contracts/api';
import { WORKSPACE_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { openEventStream } from '../../platform/event-stream.js';
import { untilConnectionCloses } from '../../platform/connection-signal.js';
import type { LedgerSigner } from '../ledger/index.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../workspaces/index.js';
import { createToxCaseService } from './service.js';

interface Options extends AuthorizeDeps {
  db: Database;
  signer: LedgerSigner;
  /** Called once a save has committed (its insights job is queued). */
  onSaved?: () => void;
}

const workspaceParams = z.object({ workspaceId: z.string().max(100) });
const caseParams = workspaceParams.extend({ caseId: z.string().min(1).max(100) });
const versionParams = caseParams.extend({
  version: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Toxicology cases (spec part 2 §7.6), under /v2/tox. The workspace id must be the fixed toxicology workspace, a
 * route constant: the caller passes the workspace gate there (signed in, tox module access), and every case read
 * or written is the caller's own.
 */
export const toxCaseRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const cases = createToxCaseService(options.db);
  app.addHook('onRequest', app.authenticate);
  const tags = ['tox-cases'];

  // Reading and writing one's own cases is the Case Analytics tab's action: every tox user is OWNER there.
  /** Opening a case is an audited read (ARCHITECTURE §6): recorded once the case was found. */
  async function viewed(owner: string, toxCase: ToxCase): Promise<ToxCase> {
    await recordActivity(options.db, {
      userId: owner,
      workspaceId: TOX_WORKSPACE_ID,
      collectionName: 'tox_cases',
      action: 'VIEW',
      recordId: toxCase.caseId,
      details: { version: toxCase.version },
    });
    return toxCase;
  }

  async function ownerOf(request: FastifyRequest): Promise<string> {
    const { workspaceId } = request.params as { workspaceId: string };
    if (workspaceId !== TOX_WORKSPACE_ID) throw new HttpError(404, WORKSPACE_ERRORS.notFound);
    const { user } = await authorizeWorkspace(options, request, workspaceId, 'workspace.analytics');
    return user.id;
  }

  app.post(
    '/case/:workspaceId',
    {
      schema: {
        tags,
        summary: 'Create a toxicology case (version 0)',
        params: workspaceParams,
        body: toxCaseBodySchema,
        response: { 201: toxCaseCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      const caseId = await cases.create(owner, request.body);
      options.onSaved?.();
      return reply.code(201).send({ caseId });
    },
  );

  app.post(
    '/case/:workspaceId/list',
    {
      schema: {
        tags,
        summary: "The caller's toxicology cases, newest first",
        params: workspaceParams,
        body: toxCaseListBodySchema,
        response: { 200: toxCaseListSchema, ...errors },
      },
    },
    async (request) => cases.list(await ownerOf(request), request.body),
  );

  app.get(
    '/case/:workspaceId/stats',
    {
      schema: {
        tags,
        summary: "The three stat cards over the caller's toxicology cases",
        params: workspaceParams,
        response: { 200: toxCaseStatsSchema, ...errors },
      },
    },
    async (request) => cases.stats(await ownerOf(request)),
  );

  app.put(
    '/case/:workspaceId/:caseId',
    {
      schema: {
        tags,
        summary: 'Save a toxicology case as its next version',
        params: caseParams,
        body: toxCaseBodySchema,
        response: { 200: toxCaseCreatedSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await ownerOf(request);
      const caseId = await cases.update(owner, request.params.caseId, request.body);
      options.onSaved?.();
      return { caseId };
    },
  );

  app.get(
    '/case/:workspaceId/:caseId',
    {
      schema: {
        tags,
        summary: 'The current version of a toxicology case',
        params: caseParams,
        response: { 200: toxCaseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await ownerOf(request);
      return viewed(owner, await cases.get(owner, request.params.caseId));
    },
  );

  app.get(
    '/case/:workspaceId/:caseId/:version',
    {
      schema: {
        tags,
        summary: 'One version of a toxicology case',
        params: versionParams,
        response: { 200: toxCaseSchema, ...errors },
      },
    },
    async (request) => {
      const { caseId, version } = request.params;
      const owner = await ownerOf(request);
      return viewed(owner, await cases.get(owner, caseId, version));
    },
  );

  app.post(
    '/case/:workspaceId/:caseId/:version/trust',
    {
      schema: {
        tags,
        summary: 'Server-sent trust check result of one version of a toxicology case',
        params: versionParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      const { caseId, version } = request.params;
      const signal = untilConnectionCloses(reply);
      let result;
      try {
        result = await cases.trust(options.signer, owner, caseId, version, signal);
      } catch (error) {
        // The client left and the check stopped: there is no one to answer.
        if (signal.aborted) return reply.hijack();
        throw error;
      }
      const stream = openEventStream(reply);
      stream.send(TRUST_EVENT, result);
      stream.end();
    },
  );
};
