import type { FastifyRequest } from 'fastify';

/**
 * Whether the caller asked for the changed resource in the answer (RFC 7240 `Prefer: return=representation`).
 * Routes whose contract answers a change with an empty 200 keep doing so for everyone else.
 */
export function wantsRepresentation(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return values.length <= 1000 && values.split(/[,;]/).some((preference) => preference.trim().toLowerCase() === 'return=representation');
}
