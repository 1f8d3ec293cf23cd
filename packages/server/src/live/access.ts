import type { ParsedChannel } from '@decklist/core/live';
import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../http/origin';
import { problem } from '../http/problem';
import type { AnyChannelKind, Caller } from './channels';

/**
 * Checks a WebSocket upgrade before it happens: a page of another site may not open a socket with our
 * user's cookie (403); then the channel's kind says whether the caller may listen (401, 403, 404) and
 * with which role, which decides what the socket hears.
 */
export async function channelCaller(
  request: FastifyRequest,
  kind: AnyChannelKind,
  channel: ParsedChannel,
  publicUrl: string | undefined,
  echoIdOf: (sessionId: string, page: string | null) => string,
): Promise<Caller> {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== siteOrigin(request, publicUrl)) {
    throw problem('live_foreign_origin');
  }
  const auth = request.auth;
  const caller: Caller = { userId: auth?.userId ?? null, sessionId: auth?.sessionId ?? null, echoId: auth ? echoIdOf(auth.sessionId, auth.page) : null, role: null };
  caller.role = await kind.admit(channel, caller);
  return caller;
}
