import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityInclusionSchema, apiErrorSchema } from '@hde/contracts/api';
import { LEDGER_TEXT } from '@hde/contracts/text';
import type { Database } from '../../platform/db/client.js';
import { HttpError } from '../../platform/errors.js';
import { activityInclusion } from './inclusion.js';

/**
 * GET /ledger/{id}/activity/{activityId}: the ledger page's check of one activity (ARCHITECTURE §9). Public like
 * the entry itself: the answer holds hashes only, and only for an activity whose id the asker already holds.
 */
export const activityLedgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/ledger/:id/activity/:activityId',
    {
      schema: {
        tags: ['ledger'],
        summary: 'Whether an activity, as stored now, is included in the ledger entry that seals it',
        params: z.object({ id: z.string().max(100), activityId: z.string().max(100) }),
        response: { 200: activityInclusionSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const inclusion = await activityInclusion(db, request.params.id, request.params.activityId);
      if (!inclusion) throw new HttpError(404, LEDGER_TEXT.activity.notFound);
      return inclusion;
    },
  );
};
