import type { FastifyRequest } from 'fastify';
import type { UserService } from './service.js';

/** The signed-in user's row; routes using it run after the `authenticate` pre-handler. */
export async function currentUser(users: UserService, request: FastifyRequest) {
  if (!request.identity) throw new Error('authenticate pre-handler did not run');
  return users.findOrCreate(request.identity);
}
