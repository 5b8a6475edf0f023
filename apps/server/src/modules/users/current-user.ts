import type { FastifyRequest } from 'fastify';
import type { UserService } from './service.js';

/** Who signed the request's token; routes using it run after the `authenticate` pre-handler. */
export function requestIdentity(request: FastifyRequest) {
  if (!request.identity) throw new Error('authenticate pre-handler did not run');
  return request.identity;
}

/** The signed-in user's row, created on their first call. */
export async function currentUser(users: UserService, request: FastifyRequest) {
  return users.findOrCreate(requestIdentity(request));
}
