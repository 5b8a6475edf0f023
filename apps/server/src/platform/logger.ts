import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * pino with request ids and no personal data: request logs carry method, route and status only
 * (no query strings, headers, bodies or e-mail addresses).
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req: (request: { method: string; routeOptions?: { url?: string }; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        route: request.routeOptions?.url ?? request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
