import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, findSession, type AuthContext } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Filled for /api and /ws requests. */
    auth: AuthContext | null;
  }
}

/** Reads the session cookie of API and WebSocket requests into request.auth. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ws')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await findSession(app.db, token, app.now());
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

