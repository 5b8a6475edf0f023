import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { QUERY_LIMITS } from '@hde/contracts/api';
import { HttpError } from './errors.js';
import { clientAddressKey } from './rate-limit.js';

// What every anonymous plugin (public dashboards, shared custom dashboards) applies to its calls.

/**
 * Deeper than any query body the schemas take (filter trees of at most QUERY_LIMITS.whereDepth levels, in a map of
 * named bodies): refused before a schema walks it, which would recurse once per level.
 */
export const MAX_QUERY_BODY_NESTING = 4 * QUERY_LIMITS.whereDepth + 16;

export function nestedDeeperThan(root: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Limits the plugin's calls to `perMinute` per client address (IPv6 by /64) and instance, then 429 `message`. */
export async function limitPerClient(
  app: FastifyInstance,
  perMinute: number,
  message: string,
): Promise<void> {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: () => new HttpError(429, message),
  });
}
