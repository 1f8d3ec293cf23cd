import {
  googleLoginBody,
  loginContinueBody,
  loginResponse,
  loginStartBody,
  loginStartResponse,
  meResponse,
  okSchema,
} from '@decklist/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem, fieldProblem, tooManyRequests, unauthorized } from '../http/problem';
import { hitRateLimit } from '../http/rate-limit';
import { loginCodeMail } from '../mail/login-code-mail';
import { createGoogleVerifier, GoogleTokenError } from './google';
import {
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  createLoginCode,
  hasRecentLoginCode,
  verifyLoginCode,
} from './login-codes';
import { clearSessionCookie, setSessionCookie } from './plugin';
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, deleteSessionByToken } from './sessions';
import { findOrCreateUserByEmail } from './users';

const TEN_MINUTES = 10 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Limits, chosen so that a hall of 300 players behind one shared address can all sign in within
 * ten minutes (a few requests each), while guessing stays hopeless: a code allows 5 tries and an
 * address gets at most 5 codes an hour, so about 25 guesses an hour out of a million codes.
 */
export const AUTH_LIMITS = {
  startPerIp: { limit: 1000, windowMs: TEN_MINUTES },
  newCodesPerEmail: { limit: 5, windowMs: ONE_HOUR },
  continuePerIp: { limit: 3000, windowMs: TEN_MINUTES },
  googlePerIp: { limit: 1000, windowMs: TEN_MINUTES },
};
export type AuthLimits = typeof AUTH_LIMITS;

export const authRoutes: FastifyPluginAsyncZod<{ limits: Partial<AuthLimits> }> = async (app, options) => {
  const limits: AuthLimits = { ...AUTH_LIMITS, ...options.limits };
  const secureCookie = app.config.publicUrl?.startsWith('https://') ?? false;
  const verifyGoogleToken = app.config.googleClientId
    ? createGoogleVerifier(app.config.googleClientId, app.config.googleJwksUrl)
    : undefined;

  async function limitPerIp(request: FastifyRequest, name: keyof AuthLimits) {
    const { limit, windowMs } = limits[name];
    const hit = await hitRateLimit(app.db, `${name}:${request.ip}`, limit, windowMs, app.now());
    if (!hit.allowed) {
      throw tooManyRequests(hit.retryAfterSeconds, 'Too many sign-in requests from this network. Wait a moment and try again.');
    }
  }

  async function startSession(reply: FastifyReply, user: { id: string; email: string | null; name: string }) {
    const { token, sessionId } = await createSession(app.db, user.id, app.now());
    setSessionCookie(reply, token, secureCookie, SESSION_TTL_MS);
    return { success: true as const, email: user.email ?? '', user_id: user.id, session_id: sessionId, name: user.name };
  }

  app.post(
    '/api/login/start',
    { schema: { tags: ['auth'], body: loginStartBody, response: { 200: loginStartResponse } } },
    async (request) => {
      await limitPerIp(request, 'startPerIp');
      const { email } = request.body;
      const now = app.now();
      if (await hasRecentLoginCode(app.db, email, now)) return { success: true, result: 'REUSE_EXISTING_CODE' as const };

      const { limit, windowMs } = limits.newCodesPerEmail;
      const hit = await hitRateLimit(app.db, `new-code:${email}`, limit, windowMs, now);
      if (!hit.allowed) {
        throw tooManyRequests(hit.retryAfterSeconds, 'Too many codes were requested for this address. Try again later.', {
          success: false,
          result: 'TOO_MANY_ATTEMPTS',
        });
      }
      const code = await createLoginCode(app.db, email, now);
      try {
        await app.mailer.send(loginCodeMail(email, code, CODE_TTL_MS / 60_000));
      } catch (error) {
        request.log.error({ err: error }, 'sending the sign-in code failed');
        throw new HttpProblem(503, 'Mail not sent', {
          kind: 'mail-failed',
          detail: 'We could not send the e-mail with your code. Try again in a moment.',
        });
      }
      return { success: true, result: 'SENT_NEW_CODE' as const };
    },
  );

  app.post(
    '/api/login/continue',
    { schema: { tags: ['auth'], body: loginContinueBody, response: { 200: loginResponse } } },
    async (request, reply) => {
      await limitPerIp(request, 'continuePerIp');
      const { email, code } = request.body;
      const outcome = await verifyLoginCode(app.db, email, code, app.now());
      switch (outcome) {
        case 'wrong':
          throw fieldProblem('code', 'This code is not right. Check the e-mail and try again.');
        case 'void':
          throw fieldProblem('code', `Too many wrong tries (${MAX_CODE_ATTEMPTS}): this code no longer works. Ask for a new code.`);
        case 'expired':
          throw fieldProblem('code', 'This code has expired or was never sent. Ask for a new code.');
        case 'ok':
          return startSession(reply, await findOrCreateUserByEmail(app.db, email));
      }
    },
  );

  app.post(
    '/api/login/google',
    { schema: { tags: ['auth'], body: googleLoginBody, response: { 200: loginResponse } } },
    async (request, reply) => {
      if (!verifyGoogleToken) throw new HttpProblem(404, 'Not found', { detail: 'Google sign-in is not enabled on this site.' });
      await limitPerIp(request, 'googlePerIp');
      let identity;
      try {
        identity = await verifyGoogleToken(request.body.token);
      } catch (error) {
        if (error instanceof GoogleTokenError) {
          request.log.info({ reason: error.message }, 'Google token refused');
          throw fieldProblem('token', 'Google sign-in failed. Try again.');
        }
        throw error;
      }
      return startSession(reply, await findOrCreateUserByEmail(app.db, identity.email, identity.name));
    },
  );

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: meResponse } } }, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthorized();
    return {
      authorized: true as const,
      email: auth.email,
      user_id: auth.userId,
      userId: auth.userId,
      session_id: auth.sessionId,
      sessionId: auth.sessionId,
      name: auth.name,
    };
  });

  app.post('/api/logout', { schema: { tags: ['auth'], response: { 200: okSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(app.db, token);
    clearSessionCookie(reply, secureCookie);
    return { success: true as const };
  });
};
