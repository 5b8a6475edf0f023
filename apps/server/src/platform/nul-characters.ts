import type { FastifyInstance } from 'fastify';
import { NUL_CHARACTER_REFUSED } from '@hde/contracts/text';
import { HttpError } from './errors.js';

const NUL = '\u0000';
// Percent-encoded in a path or query string; Node's HTTP parser already refuses a raw NUL there.
const ENCODED_NUL = /%00/;

/** Whether a parsed body (JSON, form) holds a NUL in any string value or object key; walked without recursion. */
export function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL stores no NUL in text or jsonb: a NUL in a path, query string or body is refused with a 400 for
 * every route before anything reads it, instead of failing as a 500 in the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes(NUL)) {
      throw new HttpError(400, NUL_CHARACTER_REFUSED);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new HttpError(400, NUL_CHARACTER_REFUSED);
  });
}
