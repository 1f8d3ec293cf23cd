import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/problem';
import type { AuthContext } from './sessions';

/** The signed-in caller; a 401 problem otherwise. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
