import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, publicLedgerEntrySchema } from '@hde/contracts/api';
import { LEDGER_ENTRY_NOT_FOUND } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import { untilConnectionCloses } from '../../platform/connection-signal.js';
import { explorerEntry, type LedgerExplorerDeps } from './index.js';

/**
 * GET /ledger/{id}: the public proof-ledger explorer (ARCHITECTURE §9); no token required. Entries are found by
 * their id only: no route lists the entries of every tenant, and an answer names no other entry. The chain
 * check stops when the client leaves.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerExplorerDeps> = async (app, deps) => {
  app.get(
    '/ledger/:id',
    {
      schema: {
        tags: ['ledger'],
        summary: 'One proof-ledger entry with its signature and chain checked',
        // Any text: a malformed id is just one no entry has (404), not a bad request.
        params: z.object({ id: z.string() }),
        response: { 200: publicLedgerEntrySchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const signal = untilConnectionCloses(reply);
      let entry;
      try {
        entry = await explorerEntry(deps, request.params.id, signal);
      } catch (error) {
        // The client left and the check stopped: there is no one to answer.
        if (signal.aborted) return reply.hijack();
        throw error;
      }
      if (!entry) throw new HttpError(404, LEDGER_ENTRY_NOT_FOUND);
      return entry;
    },
  );
};
