import {
  emptyResponse,
  validationProblemResponse,
  googleLoginBody,
  languageBody,
  loginContinueBody,
  loginContinueResponse,
  loginStartBody,
  loginStartResponse,
  logoutEverywhereResponse,
  meResponse,
  type LoginContinueResponse,
} from '@decklist/core/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptLanguageTags, matchLanguage } from '@decklist/core/text';
import { sendEmpty } from '../http/errors';
import { HttpProblem, fieldProblem, notFound, problem, tooManyRequests } from '../http/problem';
import { addressKey, hitRateLimit } from '../http/rate-limit';
import { EVERY_CHANNEL } from '../live/bus';
import { closeSockets } from '../live/publish';
import { loginCodeMail } from '../mail/login-code-mail';
import { mailFailure } from '../mail/mailer';
import { siteSecret } from '../system/secrets';
import { AUTH_LIMITS, countNewCode, mayGuessElsewhere, type AuthLimits } from './code-limits';
import { knownDevices } from './known-device';
import { createGoogleVerifier, GoogleTokenError } from './google';
import { CODE_REUSE_MS, CODE_TTL_MS, createLoginCode, msUntilNewCode, verifyLoginCode } from './login-codes';
import { clearSessionCookie, sessionToken, setSessionCookie } from './plugin';
import { requireUser } from './require-user';
import { toCodeUsedUp, toLoginStartResponse, toMeResponse, toSignedIn } from './present';
import { SESSION_TTL_MS, createSession, deleteSessionByToken, deleteUserSessions } from './sessions';
import { findOrCreateUserByEmail, setUserLanguage } from './users';

// The figures and their reasons: code-limits.ts and docs/security.md.
export { AUTH_LIMITS, type AuthLimits };

export const authRoutes: FastifyPluginAsyncZod<{ limits: Partial<AuthLimits> }> = async (app, options) => {
  const limits: AuthLimits = { ...AUTH_LIMITS, ...options.limits };
  const devices = knownDevices(await siteSecret(app.db, 'known-device'));
  const secureCookie = app.config.publicUrl?.startsWith('https://') ?? false;
  const verifyGoogleToken = app.config.googleClientId
    ? createGoogleVerifier(app.config.googleClientId, app.config.googleJwksUrl)
    : undefined;

  async function limitPerIp(request: FastifyRequest, name: 'startPerIp' | 'continuePerIp' | 'googlePerIp') {
    const { limit, windowMs } = limits[name];
    const hit = await hitRateLimit(app.db, `${name}:${addressKey(request.ip)}`, limit, windowMs, app.now());
    if (!hit.allowed) {
      throw tooManyRequests('sign_in_rate_limited', hit.retryAfterSeconds);
    }
  }

  /**
   * Signs the user in: a session cookie, or with `bearer_token` a token in the answer instead (for
   * callers that send `Authorization: Bearer …`; no cookie is set then).
   */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; email: string | null; name: string; language: string | null },
    credential: 'cookie' | 'bearer_token' = 'cookie',
  ): Promise<LoginContinueResponse> {
    const { token, sessionId } = await createSession(app.db, user.id, app.now());
    if (credential === 'cookie') {
      setSessionCookie(reply, token, secureCookie, SESSION_TTL_MS);
      if (user.email) devices.remember(request, reply, user.email, secureCookie);
    }
    return toSignedIn(user, app.liveEchoId(sessionId), credential === 'bearer_token' ? token : null);
  }

  const seconds = (ms: number) => Math.ceil(ms / 1000);
  const badRequest = { 400: validationProblemResponse };

  app.post(
    '/api/login/start',
    { schema: { tags: ['auth'], body: loginStartBody, response: { 200: loginStartResponse, ...badRequest } } },
    async (request) => {
      await limitPerIp(request, 'startPerIp');
      const { email } = request.body;
      const now = app.now();
      const from = addressKey(request.ip);
      const wait = await msUntilNewCode(app.db, email, from, now);
      if (wait > 0) {
        // The code sent a moment ago still works: no second mail, but the log shows it again.
        app.mailer.repeat(email);
        return toLoginStartResponse('REUSE_EXISTING_CODE', seconds(wait));
      }
      try {
        await countNewCode(app.db, limits, email, from, now, devices.deviceOf(request, email));
      } catch (error) {
        // The contract answers a refused code as a result, not as an error (network-wide limits stay 429s).
        if (error instanceof HttpProblem && error.extra?.result === 'TOO_MANY_ATTEMPTS') {
          return toLoginStartResponse('TOO_MANY_ATTEMPTS', Number(error.headers?.['retry-after'] ?? 60));
        }
        throw error;
      }
      const code = await createLoginCode(app.db, email, from, now);
      try {
        // Written in the language of the page that asked for it, or of the browser.
        const language = request.body.language ?? matchLanguage(acceptLanguageTags(request.headers['accept-language']));
        await app.mailer.send(loginCodeMail(email, code, CODE_TTL_MS / 60_000, language));
      } catch (error) {
        request.log.error({ err: mailFailure(error) }, 'sending the sign-in code failed');
        throw problem('mail_failed');
      }
      app.metrics.signInCodesSent.inc();
      return toLoginStartResponse('SENT_NEW_CODE', seconds(CODE_REUSE_MS));
    },
  );

  app.post(
    '/api/login/continue',
    { schema: { tags: ['auth'], body: loginContinueBody, response: { 200: loginContinueResponse, ...badRequest } } },
    async (request, reply) => {
      await limitPerIp(request, 'continuePerIp');
      const { email, code, credential_type } = request.body;
      const now = app.now();
      const outcome = await verifyLoginCode(app.db, email, addressKey(request.ip), code, now, () => mayGuessElsewhere(app.db, limits, email, now));
      switch (outcome) {
        case 'wrong':
          throw fieldProblem('code', { code: 'code_wrong' });
        case 'void':
          return toCodeUsedUp();
        case 'expired':
          throw fieldProblem('code', { code: 'code_expired' });
        case 'ask-here':
          throw fieldProblem('code', { code: 'code_other_network' });
        case 'ok':
          return startSession(request, reply, await findOrCreateUserByEmail(app.db, email), credential_type);
      }
    },
  );

  app.post(
    '/api/login/google',
    { schema: { tags: ['auth'], body: googleLoginBody, response: { 200: loginContinueResponse, ...badRequest } } },
    async (request, reply) => {
      if (!verifyGoogleToken) throw notFound();
      await limitPerIp(request, 'googlePerIp');
      let identity;
      try {
        identity = await verifyGoogleToken(request.body.token);
      } catch (error) {
        if (error instanceof GoogleTokenError) {
          request.log.info({ reason: error.message }, 'Google token refused');
          throw fieldProblem('token', { code: 'google_sign_in_failed' });
        }
        throw error;
      }
      return startSession(request, reply, await findOrCreateUserByEmail(app.db, identity.email, identity.name));
    },
  );

  app.get('/api/me', { schema: { tags: ['auth'], response: { 200: meResponse } } }, async (request) => toMeResponse(request.auth, app.liveEchoId));

  // The language chosen in the app's menu, kept on the account so that it follows the user to another device.
  app.post(
    '/api/me/language',
    { schema: { tags: ['auth'], body: languageBody, response: { 200: emptyResponse, ...badRequest } } },
    async (request, reply) => {
      const user = requireUser(request);
      await setUserLanguage(app.db, user.userId, request.body.language);
      return sendEmpty(reply);
    },
  );

  // Ends the session of the cookie or of the bearer token; the answer is empty.
  app.post('/api/logout', { schema: { tags: ['auth'], response: { 200: emptyResponse } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSessionByToken(app.db, token);
    clearSessionCookie(reply, secureCookie);
    // The session's live sockets go with it, on every instance.
    if (request.auth) await closeSockets(app, request.log, EVERY_CHANNEL, { sessions: [request.auth.sessionId], code: 4401, reason: 'signed out' });
    return sendEmpty(reply);
  });

  // Ends every session of the caller's account, cookies and bearer tokens alike, on every device; and their live sockets.
  app.post('/api/logout/everywhere', { schema: { tags: ['auth'], response: { 200: logoutEverywhereResponse } } }, async (request, reply) => {
    const auth = requireUser(request);
    const ended = await deleteUserSessions(app.db, auth.userId);
    clearSessionCookie(reply, secureCookie);
    await closeSockets(app, request.log, EVERY_CHANNEL, { users: [auth.userId], code: 4401, reason: 'signed out' });
    return { sessions_ended: ended };
  });
};
