import {
  MAX_OWNED_EVENTS,
  addEventUserBody,
  addPlayerBody,
  addPlayerResponse,
  batchEventsQuery,
  createEventBody,
  createEventResponse,
  emptyResponse,
  eventDetails as eventDetailsSchema,
  eventDetailsList,
  eventIdParams,
  eventListResponse,
  eventStatusBody,
  formatEntries,
  formatsResponse,
  notFoundResponse,
  removeEventUserBody,
  serverEventDateWindow,
  validationProblemResponse,
} from '@decklist/core';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/require-user';
import { findOrCreateUserByEmail } from '../auth/users';
import { lockLimit } from '../db/limits';
import { eventUsers, events } from '../db/schema';
import { sendEmpty } from '../http/errors';
import { conflict, fieldProblem, forbidden, notFound } from '../http/problem';
import { findEventRole, requireEvent, requireOrganiser, requireOwner } from './access';
import { newEventId } from './ids';
import { notifyEventChanged, notifyPersonChanged } from './live';
import { addPlayerToEvent, createNamedUser, removeParticipant } from './players';
import { submissionChange } from './deadline';
import { batchEvents, eventDetails, listUserEvents, updateEventStatus } from './queries';

const tags = ['events'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/** Events: create, look up, share, manage players and judges (spec sections 2, 6 and 7). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events/formats', { schema: { tags, response: { 200: formatsResponse } } }, async () => ({ formats: formatEntries() }));

  app.get('/api/events', { schema: { tags, response: { 200: eventListResponse } } }, async (request) => {
    const auth = requireUser(request);
    return listUserEvents(app.db, auth.userId, app.now());
  });

  // Public like a lookup by code (the hub page works signed out); the role only when signed in.
  app.get(
    '/api/events/batch',
    { schema: { tags, querystring: batchEventsQuery, response: { 200: eventDetailsList, ...badRequest } } },
    async (request) => batchEvents(app.db, [...new Set(request.query.eventId)], request.auth?.userId, app.now()),
  );

  app.post(
    '/api/events',
    { schema: { tags, body: createEventBody, response: { 200: createEventResponse, ...badRequest } } },
    async (request) => {
      const auth = requireUser(request);
      const { event_name, format, event_date } = request.body;
      const window = serverEventDateWindow(app.now());
      if (event_date < window.min) throw fieldProblem('event_date', "Date can't be before yesterday.");
      if (event_date > window.max) throw fieldProblem('event_date', "Date can't be more than 30 days in the future.");

      const event = await app.db.transaction(async (tx) => {
        // Two tabs (or two instances) creating at once cannot pass the limit together.
        await lockLimit(tx, 'events-per-owner', auth.userId);
        const [owned] = await tx.select({ n: count() }).from(events).where(eq(events.ownerId, auth.userId));
        if ((owned?.n ?? 0) >= MAX_OWNED_EVENTS) {
          throw conflict(
            'Too many events',
            `You can own at most ${MAX_OWNED_EVENTS} events. Delete one you no longer need to create another.`,
            'event-limit',
          );
        }
        for (;;) {
          const [row] = await tx
            .insert(events)
            .values({ id: newEventId(), name: event_name, eventDate: event_date, format, ownerId: auth.userId, maxPlayers: app.config.maxPlayers })
            .onConflictDoNothing()
            .returning();
          if (!row) continue; // the random code was taken: draw another
          await tx.insert(eventUsers).values({ eventId: row.id, userId: auth.userId, role: 'owner', playerName: auth.name });
          // Read within the transaction: the answer cannot fail once the event has committed.
          return eventDetails(tx, row, 'owner', app.now());
        }
      });
      return { success: true as const, ...event };
    },
  );

  app.get(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: eventDetailsSchema, ...missing } } },
    async (request) => {
      const event = await requireEvent(app.db, request.params.id);
      const role = request.auth ? await findEventRole(app.db, event.id, request.auth.userId) : null;
      return eventDetails(app.db, event, role, app.now());
    },
  );

  app.post(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, body: eventStatusBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, role } = await requireOrganiser(app.db, request, request.params.id);
      const change = submissionChange(event, role, request.body, app.now());
      if (!change) return sendEmpty(reply);
      await updateEventStatus(app.db, event.id, change);
      await notifyEventChanged(app, event.id, auth);
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const { auth, event } = await requireOwner(app.db, request, request.params.id);
      await app.db.delete(events).where(eq(events.id, event.id));
      await notifyEventChanged(app, event.id, auth);
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/events/:id/players',
    { schema: { tags, params: eventIdParams, body: addPlayerBody, response: { 200: addPlayerResponse, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const { player_name, email } = request.body;
      // One transaction: a player created by name is not left behind when the event is full.
      const result = await app.db.transaction(async (tx) => {
        const userId = email
          ? (await findOrCreateUserByEmail(tx, email, player_name)).id
          : await createNamedUser(tx, player_name);
        return addPlayerToEvent(tx, { eventId: event.id, userId, playerName: player_name });
      });
      if (result.outcome === 'already-player') throw fieldProblem('email', 'This person is already a player in this event.');
      if (result.outcome === 'organiser') {
        throw fieldProblem('email', `This person is the ${result.role} of this event, so cannot also play in it.`);
      }
      await notifyPersonChanged(app, event.id, result.userId, 'player', auth);
      return { success: true as const, user_id: result.userId };
    },
  );

  app.post(
    '/api/events/:id/users',
    { schema: { tags, params: eventIdParams, body: addEventUserBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event } = await requireOwner(app.db, request, request.params.id);
      const { player_name, email } = request.body;
      const user = await findOrCreateUserByEmail(app.db, email, player_name);
      const existing = await findEventRole(app.db, event.id, user.id);
      if (existing === 'owner') throw fieldProblem('email', 'This is your own address: you own this event already.');
      if (existing === 'judge') throw fieldProblem('email', 'This person is already a judge of this event.');
      if (existing === 'player') {
        throw fieldProblem('email', 'This person is a player in this event. Remove them as a player first.');
      }
      await app.db
        .insert(eventUsers)
        .values({ eventId: event.id, userId: user.id, role: 'judge', playerName: player_name })
        .onConflictDoNothing();
      await notifyPersonChanged(app, event.id, user.id, 'judge', auth);
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/events/:id/users',
    { schema: { tags, params: eventIdParams, body: removeEventUserBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, role } = await requireOrganiser(app.db, request, request.params.id);
      const targetId = request.body.user_id;
      const [target] = await app.db
        .select({ role: eventUsers.role })
        .from(eventUsers)
        .where(and(eq(eventUsers.eventId, event.id), eq(eventUsers.userId, targetId)));
      if (!target) throw notFound('This person is not part of this event.');
      if (target.role === 'owner') throw forbidden('The owner cannot be removed from their event.');
      const leaving = targetId === auth.userId;
      if (target.role === 'judge' && role !== 'owner' && !leaving) throw forbidden('Only the owner of this event can remove judges.');
      await removeParticipant(app.db, event.id, targetId);
      await notifyPersonChanged(app, event.id, targetId, null, auth);
      return sendEmpty(reply);
    },
  );
};
