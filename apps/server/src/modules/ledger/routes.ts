import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ledgerEntryListSchema, publicLedgerEntrySchema } from '@hde/contracts';
import { HttpError } from '../../platform/errors.js';
import { explorerEntry, latestExplorerEntries, type LedgerExplorerDeps } from './index.js';

export const LEDGER_ENTRY_NOT_FOUND = 'Ledger entry not found';

/** GET /ledger and /ledger/{id}: the public proof-ledger explorer (ARCHITECTURE §9); no token required. */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerExplorerDeps> = async (app, deps) => {
  app.get(
    '/ledger',
    {
      schema: {
        tags: ['ledger'],
        summary: 'The latest proof-ledger entries, newest first',
        response: { 200: ledgerEntryListSchema },
      },
    },
    async () => ({ items: await latestExplorerEntries(deps.db) }),
  );

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
    async (request) => {
      const entry = await explorerEntry(deps, request.params.id);
      if (!entry) throw new HttpError(404, LEDGER_ENTRY_NOT_FOUND);
      return entry;
    },
  );
};
