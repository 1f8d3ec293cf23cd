import {
  MAX_CLOCKS_PER_TOURNAMENT,
  MAX_MANAGERS_PER_TOURNAMENT,
  MAX_TOURNAMENTS_PER_OWNER,
  addManagerBody,
  adjustClock,
  adjustClockBody,
  clockParams,
  clockResponse,
  createClockBody,
  createTournamentBody,
  createTournamentResponse,
  emptyResponse,
  managerParams,
  newClock,
  resetClock,
  setClockRunningBody,
  setRunning,
  notFoundResponse,
  timerIdParams,
  tournamentDetails,
  tournamentListResponse,
  validationProblemResponse,
  type ClockState,
  type Clock,
  type TimerMessage,
  type TimerMessageType,
} from '@decklist/core';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/require-user';
import type { AuthContext } from '../auth/sessions';
import { findOrCreateUserByEmail } from '../auth/users';
import { insertWithinLimit, lockLimit } from '../db/limits';
import { clocks, timerManagers, timerTournaments } from '../db/schema';
import { sendEmpty } from '../http/errors';
import { conflict, fieldProblem, notFound } from '../http/problem';
import { timersChannel } from '@decklist/core';
import {
  clockState,
  countRows,
  findRole,
  findTournament,
  listClocks,
  listManagers,
  newClockId,
  newTournamentId,
  requireRole,
  toApiClock,
} from './store';

const tags = ['timers'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/**
 * Round timers (spec sections 2 and 7, design.md "Clocks that agree to the millisecond").
 * A clock is stored as its remaining time at an anchor instant; every change re-anchors it at
 * app.now() inside a transaction holding the clock's row, so concurrent presses serialise and
 * any number of instances, restarted at will, derive the same time.
 */
export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  async function publish(
    request: FastifyRequest,
    auth: AuthContext,
    tournamentId: string,
    messageType: TimerMessageType,
    clock: { clock_id: string; updated_clock: Clock | null } | null,
    serverTime: number,
  ) {
    const message: TimerMessage = {
      tournament_id: tournamentId,
      message_type: messageType,
      clock_id: clock?.clock_id ?? null,
      updated_clock: clock?.updated_clock ?? null,
      updated_by_session_id: auth.sessionId,
      updated_by_user_id: auth.userId,
      server_time: serverTime,
    };
    try {
      await app.live.publish(timersChannel(tournamentId), message);
    } catch (error) {
      // The change is saved; screens catch up on their next refetch.
      request.log.error({ err: error, tournamentId, messageType }, 'publishing a timer message failed');
    }
  }

  /** Applies `change` to one clock at app.now(), under the row's lock, and announces it. */
  async function changeClock(
    request: FastifyRequest,
    params: { id: string; clock_id: string },
    messageType: (before: ClockState, after: ClockState) => TimerMessageType,
    change: (state: ClockState, row: { durationSeconds: number }, now: number) => ClockState,
  ) {
    const auth = requireUser(request);
    const { id, clock_id } = params;
    await requireRole(app.db, id, auth.userId);
    const { clock, now, type } = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(clocks)
        .where(and(eq(clocks.id, clock_id), eq(clocks.tournamentId, id)))
        .for('update');
      if (!row) throw notFound('This clock does not exist.');
      const now = app.now();
      const before = clockState(row);
      const after = change(before, row, now);
      const [updated] = await tx
        .update(clocks)
        .set({ remainingMs: after.remainingMs, anchorMs: after.anchorMs, isRunning: after.isRunning })
        .where(eq(clocks.id, clock_id))
        .returning();
      return { clock: toApiClock(updated!, now), now, type: messageType(before, after) };
    });
    await publish(request, auth, id, type, { clock_id, updated_clock: clock }, now);
    return { ...clock, server_time: now };
  }

  app.post(
    '/api/timers',
    { schema: { tags, body: createTournamentBody, response: { 200: createTournamentResponse, ...badRequest } } },
    async (request) => {
      const auth = requireUser(request);
      const id = newTournamentId();
      const created = await insertWithinLimit(
        app.db,
        {
          space: 'tournaments-per-owner',
          key: auth.userId,
          max: MAX_TOURNAMENTS_PER_OWNER,
          count: async (tx) => (await tx.select({ n: count() }).from(timerTournaments).where(eq(timerTournaments.ownerId, auth.userId)))[0]?.n ?? 0,
        },
        (tx) => tx.insert(timerTournaments).values({ id, name: request.body.tournament_name, ownerId: auth.userId }),
      );
      if (!created) {
        throw conflict('Too many tournaments', `You can own at most ${MAX_TOURNAMENTS_PER_OWNER} tournament timers. Delete one first.`, 'limit-reached');
      }
      return { tournament_id: id, tournament_name: request.body.tournament_name, server_time: app.now() };
    },
  );

  app.get('/api/timers', { schema: { tags, response: { 200: tournamentListResponse } } }, async (request) => {
    const auth = requireUser(request);
    const columns = { tournament_id: timerTournaments.id, tournament_name: timerTournaments.name };
    const [owned, managed] = await Promise.all([
      app.db.select(columns).from(timerTournaments).where(eq(timerTournaments.ownerId, auth.userId)),
      app.db
        .select(columns)
        .from(timerManagers)
        .innerJoin(timerTournaments, eq(timerTournaments.id, timerManagers.tournamentId))
        .where(eq(timerManagers.userId, auth.userId)),
    ]);
    const tournaments = [
      ...owned.map((t) => ({ ...t, role: 'owner' as const })),
      ...managed.map((t) => ({ ...t, role: 'manager' as const })),
    ].sort((a, b) => a.tournament_name.localeCompare(b.tournament_name) || a.tournament_id.localeCompare(b.tournament_id));
    return { tournaments, server_time: app.now() };
  });

  // Anyone may read a tournament's name and clocks (the public display reads them here, signed out);
  // its owner and managers also get their role and the managers.
  app.get(
    '/api/timers/:id',
    { schema: { tags, params: timerIdParams, response: { 200: tournamentDetails, ...missing } } },
    async (request) => {
      const tournament = await findTournament(app.db, request.params.id);
      const role = await findRole(app.db, tournament, request.auth?.userId);
      const [rows, managers] = await Promise.all([listClocks(app.db, tournament.id), role ? listManagers(app.db, tournament.id) : []]);
      const now = app.now();
      return {
        tournament_id: tournament.id,
        tournament_name: tournament.name,
        role,
        clocks: rows.map((row) => toApiClock(row, now)),
        managers,
        server_time: now,
      };
    },
  );

  app.delete(
    '/api/timers/:id',
    { schema: { tags, params: timerIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      await app.db.delete(timerTournaments).where(eq(timerTournaments.id, tournament.id));
      // Screens still showing it refetch and learn it is gone.
      await publish(request, auth, tournament.id, 'force_update', null, app.now());
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/timers/:id/clocks',
    { schema: { tags, params: timerIdParams, body: createClockBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId);
      const now = app.now();
      const state = newClock(request.body.duration_seconds, now);
      const rows = await insertWithinLimit(
        app.db,
        { space: 'clocks-per-tournament', key: tournament.id, max: MAX_CLOCKS_PER_TOURNAMENT, count: (tx) => countRows(tx, clocks, tournament.id) },
        (tx) =>
          tx
            .insert(clocks)
            .values({
              id: newClockId(),
              tournamentId: tournament.id,
              name: request.body.clock_name,
              durationSeconds: request.body.duration_seconds,
              ...state,
            })
            .returning(),
      );
      if (!rows) {
        throw conflict('Too many clocks', `A tournament can have at most ${MAX_CLOCKS_PER_TOURNAMENT} clocks. Delete one first.`, 'limit-reached');
      }
      const clock = toApiClock(rows[0]!, now);
      await publish(request, auth, tournament.id, 'clock_added', { clock_id: clock.clock_id, updated_clock: clock }, now);
      return { ...clock, server_time: now };
    },
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id',
    { schema: { tags, params: clockParams, body: setClockRunningBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) =>
      changeClock(
        request,
        request.params,
        (_, after) => (after.isRunning ? 'clock_resumed' : 'clock_paused'),
        (state, _, now) => setRunning(state, request.body.is_running, now),
      ),
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id/reset',
    { schema: { tags, params: clockParams, response: { 200: clockResponse, ...missing } } },
    async (request) => changeClock(request, request.params, () => 'clock_reset', (_, row, now) => resetClock(row.durationSeconds, now)),
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id/adjust',
    { schema: { tags, params: clockParams, body: adjustClockBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) =>
      changeClock(request, request.params, () => 'clock_adjusted', (state, _, now) => adjustClock(state, request.body.ms_adjustment, now)),
  );

  app.delete(
    '/api/timers/:id/clocks/:clock_id',
    { schema: { tags, params: clockParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { id, clock_id } = request.params;
      await requireRole(app.db, id, auth.userId);
      const deleted = await app.db
        .delete(clocks)
        .where(and(eq(clocks.id, clock_id), eq(clocks.tournamentId, id)))
        .returning({ id: clocks.id });
      if (deleted.length === 0) throw notFound('This clock does not exist.');
      await publish(request, auth, id, 'clock_deleted', { clock_id, updated_clock: null }, app.now());
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/timers/:id/managers',
    { schema: { tags, params: timerIdParams, body: addManagerBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      const { user_email, user_name } = request.body;
      await app.db.transaction(async (tx) => {
        // Before anything else, so that parallel additions count one after the other (on any instance).
        await lockLimit(tx, 'managers-per-tournament', tournament.id);
        const user = await findOrCreateUserByEmail(tx, user_email);
        if (user.id === tournament.ownerId) {
          throw fieldProblem('user_email', 'This is the owner of the tournament, who can already manage it.');
        }
        const existing = await tx
          .select({ userId: timerManagers.userId })
          .from(timerManagers)
          .where(eq(timerManagers.tournamentId, tournament.id));
        const isNew = !existing.some((m) => m.userId === user.id);
        if (isNew && existing.length >= MAX_MANAGERS_PER_TOURNAMENT) {
          throw conflict('Too many managers', `A tournament can have at most ${MAX_MANAGERS_PER_TOURNAMENT} managers.`, 'limit-reached');
        }
        // Adding someone again only renames them.
        await tx
          .insert(timerManagers)
          .values({ tournamentId: tournament.id, userId: user.id, userName: user_name })
          .onConflictDoUpdate({ target: [timerManagers.tournamentId, timerManagers.userId], set: { userName: user_name } });
      });
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/timers/:id/managers/:user_id',
    { schema: { tags, params: managerParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      // user ids are uuids; anything else cannot be a manager (and must not reach the uuid column).
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.params.user_id);
      const deleted = isUuid
        ? await app.db
            .delete(timerManagers)
            .where(and(eq(timerManagers.tournamentId, tournament.id), eq(timerManagers.userId, request.params.user_id)))
            .returning({ userId: timerManagers.userId })
        : [];
      if (deleted.length === 0) throw notFound('This person is not a manager of this tournament.');
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/timers/:id/force-update',
    { schema: { tags, params: timerIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId);
      await publish(request, auth, tournament.id, 'force_update', null, app.now());
      return sendEmpty(reply);
    },
  );
};
