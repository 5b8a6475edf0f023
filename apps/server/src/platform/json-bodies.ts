import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies of the routes of `app` keep a `__proto__` key as the own property JSON.parse makes of it, where
 * Fastify would refuse the body. For bodies keyed by a file's headers (a header may have any name), on routes
 * that never merge a body into another object. A body with `constructor.prototype` is still refused.
 */
export function keepProtoKeysInJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('ignore', 'error'),
  );
}
