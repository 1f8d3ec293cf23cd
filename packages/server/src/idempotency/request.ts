import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fieldProblem } from '../http/problem';
import type { IdempotencyClaim } from './store';

/** What a key may be: the UUIDs clients make, or any short token of these characters. */
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The save's `Idempotency-Key` as a claim for `userId`, or undefined when the request has none (a save
 * without one is made every time, as before). A malformed key is a 400 on the header.
 */
export function idempotencyClaim(request: FastifyRequest, userId: string, now: number): IdempotencyClaim | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0]! : header;
  if (!KEY.test(key)) throw fieldProblem('Idempotency-Key', { code: 'invalid_format', label: 'Idempotency-Key', format: 'idempotency-key' });
  const fingerprint = createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body)}`).digest('base64url');
  return { userId, key, fingerprint, now };
}
