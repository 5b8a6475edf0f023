import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { loggableDatabaseError } from './database-errors.js';

type ErrorSerializer = NonNullable<NonNullable<FastifyLoggerOptions['serializers']>['err']>;

/**
 * The `err` of a log line (also for loggers outside the app, such as the worker's). Fastify's type wants a message
 * and a stack in every logged error; a database error's are left out.
 */
export const serializeError = ((error: Error) =>
  loggableDatabaseError(error) ?? stdSerializers.err(error)) as ErrorSerializer;

/**
 * pino with request ids and no personal data: request logs carry method, route and status only
 * (no query strings, headers, bodies or e-mail addresses), and a database error only its SQLSTATE and severity.
 * `stream` replaces standard output (tests read the log).
 */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req: (request: { method: string; routeOptions?: { url?: string }; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        route: request.routeOptions?.url ?? request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
