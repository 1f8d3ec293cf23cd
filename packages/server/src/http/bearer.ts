import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
