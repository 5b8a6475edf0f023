import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, TRUST_EVENT } from '@hde/contracts/api';
import { CASE_NOT_FOUND } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { openEventStream } from '../../platform/event-stream.js';
import { untilConnectionCloses } from '../../platform/connection-signal.js';
import { authorizeWorkspace, type AuthorizeDeps } from '../workspaces/index.js';
import { verifyCaseTrust, type LedgerSigner } from '../ledger/index.js';

interface Options extends AuthorizeDeps {
  db: Database;
  signer: LedgerSigner;
}

/** POST case/{workspaceId}/{caseId}/trust (spec §7.1): one trust event per version of the case. */
export const caseTrustRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/case/:workspaceId/:caseId/trust',
    {
      schema: {
        tags: ['cases'],
        summary: 'Server-sent trust check results of every version of a case',
        params: z.object({ workspaceId: z.string().max(100), caseId: z.string().min(1).max(200) }),
        response: { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { workspaceId, caseId } = request.params;
      const { workspace } = await authorizeWorkspace(options, request, workspaceId, 'workspace.analytics');
      const signal = untilConnectionCloses(reply);
      let results;
      try {
        results = await verifyCaseTrust(options, workspace.id, caseId, signal);
      } catch (error) {
        // The client left and the check stopped: there is no one to answer.
        if (signal.aborted) return reply.hijack();
        throw error;
      }
      if (results.length === 0) throw new HttpError(404, CASE_NOT_FOUND);
      const stream = openEventStream(reply);
      for (const result of results) stream.send(TRUST_EVENT, result);
      stream.end();
    },
  );
};
