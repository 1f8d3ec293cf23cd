import type { ProblemCode } from '@decklist/core/api';
import type { EventRole } from '@decklist/core/events';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, requireUser } from '../auth';
import type { Db, Tx } from '../db/connect';
import { notFound, problem } from '../http/problem';
import type { EventRow } from './store';
import { findEventRole } from './people-store';
import { findEvent } from './store';

export const eventNotFound = () => notFound();

/** The event with this (already lower-cased) id, or a 404 problem. */
export async function requireEvent(db: Db | Tx, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  return event;
}

export interface EventAccess {
  auth: AuthContext;
  event: EventRow;
  role: EventRole | null;
}

/**
 * The signed-in caller, the event and the caller's role in it, checked against the roles allowed:
 * 401 when not signed in, 404 when the event does not exist, 403 when the role is not allowed.
 */
export async function requireEventRole(
  db: Db | Tx,
  request: FastifyRequest,
  eventId: string,
  allowed: readonly EventRole[],
  refusal: ProblemCode,
): Promise<EventAccess & { role: EventRole }> {
  const auth = requireUser(request);
  const event = await requireEvent(db, eventId);
  const role = await findEventRole(db, eventId, auth.userId);
  if (!role || !allowed.includes(role)) throw problem(refusal);
  return { auth, event, role };
}

/** Owner or judge: sees the player list and other players' decks, checks decks, adds and removes players. */
export const requireOrganiser = (db: Db | Tx, request: FastifyRequest, eventId: string) =>
  requireEventRole(db, request, eventId, ['owner', 'judge'], 'organisers_only');

export const requireOwner = (db: Db | Tx, request: FastifyRequest, eventId: string) =>
  requireEventRole(db, request, eventId, ['owner'], 'owner_only');
