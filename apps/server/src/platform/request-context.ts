import { randomUUID } from 'node:crypto';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string;
  }
}

/** Request ids unique across instances and restarts: an activity names the request that made it. */
export const newRequestId = (): string => randomUUID();

/**
 * Makes the current request's id readable below the routes (recordActivity), without passing the request down,
 * and names it in the reply's `x-request-id`, so a reply can be matched to the activities it recorded.
 */
export async function registerRequestContext(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ requestId: request.id }),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** The id of the request being answered, or null outside one (a background job). */
export function currentRequestId(): string | null {
  return requestContext.get('requestId') ?? null;
}
