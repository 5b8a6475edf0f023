import type { FastifyReply } from 'fastify';

/** Aborts once the reply's connection closes: when the client leaves before its answer (or after it, unheard). */
export function untilConnectionCloses(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}
