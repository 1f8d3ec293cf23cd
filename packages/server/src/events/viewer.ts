import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, findSession } from '../auth/sessions';
import type { Db } from '../db/connect';
import type { EventViewer } from '../http/page-preloads';
import { findEventRole } from './store';

/**
 * Who opens an event's page, for the links its HTML starts with: signed out, signed in without a role in
 * the event, one of its players, or its owner or a judge. Read from the session cookie (pages are not API
 * calls, so the session plugin has not read it); anything that fails to read is a signed-out visitor, who
 * gets the page without the links that depend on it.
 */
export function eventViewer(db: Db, now: () => number) {
  return async (request: FastifyRequest, eventId: string): Promise<EventViewer> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 256) return 'signed-out';
    try {
      const session = await findSession(db, token, now());
      if (!session) return 'signed-out';
      const role = await findEventRole(db, eventId, session.userId);
      if (role === null) return 'visitor';
      return role === 'player' ? 'player' : 'organiser';
    } catch {
      return 'signed-out';
    }
  };
}
