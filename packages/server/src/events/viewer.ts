import { isOrganiserRole } from '@decklist/core/events';
import type { FastifyRequest } from 'fastify';
import { findRequestSession } from '../auth';
import type { Db } from '../db/connect';
import type { EventViewer } from '../http/page-preloads';
import { findEventRole } from './people-store';

/**
 * Who opens an event's page, for the links its HTML starts with: signed out, signed in without a role in
 * the event, one of its players, or its owner or a judge. Read as the session plugin reads an API call's
 * session (it leaves pages alone); anything that fails to read is a signed-out visitor, who gets the page
 * without the links that depend on it.
 */
export function eventViewer(db: Db, now: () => number) {
  return async (request: FastifyRequest, eventId: string): Promise<EventViewer> => {
    try {
      const session = await findRequestSession(db, request, now());
      if (!session) return 'signed-out';
      const role = await findEventRole(db, eventId, session.userId);
      if (role === null) return 'visitor';
      return isOrganiserRole(role) ? 'organiser' : 'player';
    } catch {
      return 'signed-out';
    }
  };
}
