import type { ParsedChannel } from '@decklist/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { findEvent, findEventRole } from '../events/store';
import { findTournament } from '../timers/store';
import { siteOrigin } from '../http/origin';
import { forbidden, notFound, unauthorized } from '../http/problem';
import type { Caller } from './subscriber';

/**
 * Checks a WebSocket upgrade before it happens (docs/decisions/0002-live-channels.md): a page of another site
 * may not open a socket with our user's cookie (403), and an event channel needs a signed-in caller
 * (401), whose role in the event decides what the socket hears. Timer channels are public. A channel
 * of an event or tournament that does not exist is refused (404): no socket waits on nothing.
 */
export async function channelCaller(
  db: Db,
  request: FastifyRequest,
  channel: ParsedChannel,
  publicUrl: string | undefined,
  echoIdOf: (sessionId: string) => string,
): Promise<Caller> {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== siteOrigin(request, publicUrl)) {
    throw forbidden('Live updates are only for pages of the Decklist site (foreign Origin).');
  }
  const auth = request.auth;
  const caller: Caller = { userId: auth?.userId ?? null, sessionId: auth?.sessionId ?? null, echoId: auth ? echoIdOf(auth.sessionId) : null, role: null };
  if (channel.kind === 'timers') {
    if (!(await findTournament(db, channel.tournamentId))) throw notFound('There is no such tournament.');
    return caller;
  }
  if (!auth) throw unauthorized('Sign in to follow this event live.');
  if (!(await findEvent(db, channel.eventId))) throw notFound('There is no such event.');
  caller.role = await findEventRole(db, channel.eventId, auth.userId);
  return caller;
}
