import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect';
import { bearerToken } from '../http/bearer';
import { SESSION_COOKIE, findSession, type AuthContext } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Filled for /api and /ws requests. */
    auth: AuthContext | null;
  }
}

/**
 * The session token a request signs in with: a bearer token (from a login that asked for one) when
 * the request has an Authorization header, the session cookie otherwise. Both name a row of sessions.
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization === undefined ? request.cookies[SESSION_COOKIE] : bearerToken(request);
}

const PAGE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The page a request says it comes from: a random id each page of the app makes when it loads, sent as
 * `X-Decklist-Page` (and `page=` on a socket). Anything else is no page. Trusting it costs nothing: it only
 * decides which of the caller's own pages does not hear its own change, and is hashed with the session.
 */
export function pageOf(request: FastifyRequest): string | null {
  const header = request.headers['x-decklist-page'];
  const query = (request.query as { page?: unknown } | undefined)?.page;
  const page = request.url.startsWith('/ws') ? query : header;
  return typeof page === 'string' && PAGE_ID.test(page) ? page : null;
}

/** The session a request signs in with, or null. */
export async function findRequestSession(db: Db, request: FastifyRequest, now: number): Promise<AuthContext | null> {
  const token = sessionToken(request);
  // Tokens are 43 characters; anything much longer cannot be one and is not looked up.
  const session = token && token.length <= 256 ? await findSession(db, token, now) : null;
  return session && { ...session, page: pageOf(request) };
}

/** Reads the session (bearer token or cookie) of API and WebSocket requests into request.auth. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    request.auth = await findRequestSession(app.db, request, app.now());
  });
});

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeMs: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

