import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@hde/contracts/api';
import { sqlState } from './database-errors.js';

/** An error whose status and message are safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

function fieldErrorsOf(
  issues: { instancePath?: string; message?: string; params?: unknown }[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    (out[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return out;
}

/**
 * Text the database cannot store (a NUL), should it get past the request checks (nul-characters.ts): the
 * caller's mistake, not the server's.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** JSON errors as ARCHITECTURE §4: `{ statusCode, error, message, fieldErrors? }`, never internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, 'Invalid request', fieldErrorsOf(error.validation)));
    }
    // The route pattern, never the path, which may hold an e-mail address or a case id.
    const route = request.routeOptions.url;
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, route }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, 'Internal server error'));
    }
    const state = sqlState(error);
    if (state && UNSTORABLE_TEXT_STATES.has(state)) {
      request.log.warn({ err: error, route }, 'request refused by the database');
      return reply.code(400).send(errorBody(400, 'Invalid request'));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, route }, 'request failed');
      return reply.code(status).send(errorBody(status, 'Internal server error'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages hold no internals.
    return reply.code(status).send(errorBody(status, error.message));
  });
}
