import {
  addExtensionBody,
  addManagerBody,
  adjustClockBody,
  allClocksResponse,
  extensionParams,
  clockParams,
  clockResponse,
  createClockBody,
  createTournamentBody,
  createTournamentResponse,
  managerParams,
  setAllClocksRunningBody,
  setClockRunningBody,
  timerIdParams,
  tournamentDetails,
  tournamentListResponse,
  type TimerMessageType,
  emptyResponse,
  notFoundResponse,
  validationProblemResponse,
} from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import {
  MAX_CLOCKS_PER_TOURNAMENT,
  MAX_EXTENSIONS_PER_CLOCK,
  MAX_MANAGERS_PER_TOURNAMENT,
  MAX_TOURNAMENTS_PER_OWNER,
  adjustClock,
  newClock,
  resetClock,
  setRunning,
  type ClockState,
} from '@decklist/core/timers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserLanguage, requireUser } from '../auth';
import { sendEmpty } from '../http/errors';
import { siteOrigin } from '../http/origin';
import { fieldProblem, notFound, problem } from '../http/problem';
import { closeSockets } from '../live/publish';
import { managerInvitationMail } from '../mail/event-mails';
import { mailLanguage } from '../mail/language';
import { requireRole, tournamentNotFound } from './access';
import { announceExtensions, announceTimerChange } from './announce';
import { addExtension, removeExtension } from './extensions-store';
import { timersChannelKind } from './live';
import { publicTournamentReads } from './public-reads';
import {
  addManager,
  changeClock,
  createClock,
  createTournament,
  deleteClock,
  deleteTournament,
  findTournamentDetails,
  listUserTournaments,
  removeManager,
  setAllClocksRunning,
} from './store';
import { toAllClocksResponse, toClock, toClockResponse, toCreateTournamentResponse, toTournamentDetails, toTournamentList } from './present';

const tags = ['timers'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/**
 * Round timers (docs/product.md, Round clocks; docs/decisions/0005-round-clocks.md).
 * A clock is stored as its remaining time at an anchor instant; every change re-anchors it at
 * app.now() inside a transaction holding the clock's row, so concurrent presses serialise and
 * any number of instances, restarted at will, derive the same time.
 */
export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicReads = publicTournamentReads(app);
  app.live.registerChannelKind(timersChannelKind(publicReads));

  /** Applies `change` to one clock at app.now(), under the row's lock, and announces it. */
  async function changeClockAndAnnounce(
    request: FastifyRequest,
    params: { id: string; clock_id: string },
    messageType: (before: ClockState, after: ClockState) => TimerMessageType,
    change: (state: ClockState, row: { durationSeconds: number }, now: number) => ClockState,
  ) {
    const auth = requireUser(request);
    const { id, clock_id } = params;
    await requireRole(app.db, id, auth.userId);
    const changed = await changeClock(app.db, id, clock_id, () => app.now(), change);
    if (!changed) throw notFound();
    const { now } = changed;
    const clock = toClock(changed.clock, now);
    await announceTimerChange(app, request.log, { tournamentId: id, messageType: messageType(changed.before, changed.after), clock: { clock_id, updated_clock: clock }, by: auth, now });
    return toClockResponse(clock, now);
  }

  app.post(
    '/api/timers',
    { schema: { tags, body: createTournamentBody, response: { 200: createTournamentResponse, ...badRequest } } },
    async (request) => {
      const auth = requireUser(request);
      const id = await createTournament(app.db, auth.userId, request.body.tournament_name);
      if (!id) throw problem('tournament_limit', { max: MAX_TOURNAMENTS_PER_OWNER });
      return toCreateTournamentResponse(id, request.body.tournament_name, app.now());
    },
  );

  app.get('/api/timers', { schema: { tags, response: { 200: tournamentListResponse } } }, async (request) => {
    const auth = requireUser(request);
    return toTournamentList(await listUserTournaments(app.db, auth.userId), app.now());
  });

  // Anyone may read a tournament's name and clocks (the public display reads them here, signed out);
  // its owner and managers also get their role and the managers.
  app.get(
    '/api/timers/:id',
    { schema: { tags, params: timerIdParams, response: { 200: tournamentDetails, ...missing } } },
    async (request) => {
      const userId = request.auth?.userId;
      const details = userId ? await findTournamentDetails(app.db, request.params.id, userId) : await publicReads.details(request.params.id);
      if (!details) throw tournamentNotFound();
      return toTournamentDetails(details, app.now());
    },
  );

  app.delete(
    '/api/timers/:id',
    { schema: { tags, params: timerIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      await deleteTournament(app.db, tournament.id);
      // Screens still showing it refetch and learn it is gone.
      await announceTimerChange(app, request.log, { tournamentId: tournament.id, messageType: 'force_update', clock: null, by: auth, now: app.now() });
      await closeSockets(app, request.log, timersChannel(tournament.id), { everyone: true, code: 4404, reason: 'tournament deleted' });
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
      const row = await createClock(app.db, tournament.id, {
        name: request.body.clock_name,
        durationSeconds: request.body.duration_seconds,
        state: newClock(request.body.duration_seconds, now),
      });
      if (!row) throw problem('clock_limit', { max: MAX_CLOCKS_PER_TOURNAMENT });
      const clock = toClock(row, now);
      await announceTimerChange(app, request.log, { tournamentId: tournament.id, messageType: 'clock_added', clock: { clock_id: clock.clock_id, updated_clock: clock }, by: auth, now });
      return toClockResponse(clock, now);
    },
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id',
    { schema: { tags, params: clockParams, body: setClockRunningBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) =>
      changeClockAndAnnounce(
        request,
        request.params,
        (_, after) => (after.isRunning ? 'clock_resumed' : 'clock_paused'),
        (state, _, now) => setRunning(state, request.body.is_running, now),
      ),
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id/reset',
    { schema: { tags, params: clockParams, response: { 200: clockResponse, ...missing } } },
    async (request) => changeClockAndAnnounce(request, request.params, () => 'clock_reset', (_, row, now) => resetClock(row.durationSeconds, now)),
  );

  app.post(
    '/api/timers/:id/clocks/:clock_id/adjust',
    { schema: { tags, params: clockParams, body: adjustClockBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) =>
      changeClockAndAnnounce(request, request.params, () => 'clock_adjusted', (state, _, now) => adjustClock(state, request.body.ms_adjustment, now)),
  );

  app.delete(
    '/api/timers/:id/clocks/:clock_id',
    { schema: { tags, params: clockParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { id, clock_id } = request.params;
      await requireRole(app.db, id, auth.userId);
      if (!(await deleteClock(app.db, id, clock_id))) throw notFound();
      await announceTimerChange(app, request.log, { tournamentId: id, messageType: 'clock_deleted', clock: { clock_id, updated_clock: null }, by: auth, now: app.now() });
      return sendEmpty(reply);
    },
  );

  // Start All and Pause All: every clock at the same server instant, in one transaction, one message.
  app.post(
    '/api/timers/:id/all-clocks',
    { schema: { tags, params: timerIdParams, body: setAllClocksRunningBody, response: { 200: allClocksResponse, ...badRequest, ...missing } } },
    async (request) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId);
      const { is_running } = request.body;
      const result = await setAllClocksRunning(app.db, tournament.id, is_running, () => app.now());
      const answer = toAllClocksResponse(result.clocks, result.now);
      const changed = answer.clocks.filter((clock) => result.changedIds.includes(clock.clock_id));
      if (changed.length > 0) {
        await announceTimerChange(app, request.log, { tournamentId: tournament.id, messageType: is_running ? 'clocks_resumed' : 'clocks_paused', clock: { updated_clocks: changed }, by: auth, now: result.now });
      }
      return answer;
    },
  );

  // A table's extra time after a clock's end: adding again replaces it (docs/decisions/0018-table-extensions.md).
  app.post(
    '/api/timers/:id/clocks/:clock_id/extensions',
    { schema: { tags, params: clockParams, body: addExtensionBody, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) => {
      const auth = requireUser(request);
      const { id, clock_id } = request.params;
      const { tournament } = await requireRole(app.db, id, auth.userId);
      const { table_number, minutes, reason } = request.body;
      const added = await addExtension(app.db, {
        clockId: clock_id,
        tournamentId: tournament.id,
        table: table_number,
        minutes,
        reason,
        actorUserId: auth.userId,
      });
      if (added.outcome === 'no-clock') throw notFound();
      if (added.outcome === 'limit-reached') throw problem('extension_limit', { max: MAX_EXTENSIONS_PER_CLOCK });
      const { clock, now } = await announceExtensions(app, request.log, { tournamentId: tournament.id, clock: added.clock, table: table_number, by: auth });
      return toClockResponse(clock, now);
    },
  );

  app.delete(
    '/api/timers/:id/clocks/:clock_id/extensions/:table_number',
    { schema: { tags, params: extensionParams, response: { 200: clockResponse, ...badRequest, ...missing } } },
    async (request) => {
      const auth = requireUser(request);
      const { id, clock_id, table_number } = request.params;
      const { tournament } = await requireRole(app.db, id, auth.userId);
      const removed = await removeExtension(app.db, { clockId: clock_id, tournamentId: tournament.id, table: table_number });
      if (removed.outcome === 'no-clock') throw notFound();
      if (removed.outcome === 'no-extension') throw notFound();
      const { clock, now } = await announceExtensions(app, request.log, { tournamentId: tournament.id, clock: removed.clock, table: table_number, by: auth });
      return toClockResponse(clock, now);
    },
  );

  app.post(
    '/api/timers/:id/managers',
    { schema: { tags, params: timerIdParams, body: addManagerBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      const { user_email, user_name } = request.body;
      const outcome = await addManager(app.db, tournament, user_email, user_name);
      if (outcome === 'is-owner') throw fieldProblem('user_email', { code: 'is_tournament_owner' });
      if (outcome === 'limit-reached') throw problem('manager_limit', { max: MAX_MANAGERS_PER_TOURNAMENT });
      if (outcome === 'added') {
        const link = `${siteOrigin(request, app.config.publicUrl)}/timers/${tournament.id}`;
        const language = mailLanguage(await findUserLanguage(app.db, user_email), request);
        const invitation = managerInvitationMail(user_email, { addedBy: auth.name, tournamentName: tournament.name, link }, language);
        if (!app.mailer.sendLater([invitation], { mail: 'manager-invitation', tournament_id: tournament.id })) {
          request.log.warn({ mail: 'manager-invitation', tournament_id: tournament.id }, 'the mail queue is full; the invitation was not sent');
        }
      }
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/timers/:id/managers/:user_id',
    { schema: { tags, params: managerParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId, 'owner');
      if (!(await removeManager(app.db, tournament.id, request.params.user_id))) {
        throw notFound();
      }
      // Their pages reconnect as anyone would, and learn they manage it no more.
      await closeSockets(app, request.log, timersChannel(tournament.id), { users: [request.params.user_id], code: 4403, reason: 'no longer a manager' });
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/timers/:id/force-update',
    { schema: { tags, params: timerIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { tournament } = await requireRole(app.db, request.params.id, auth.userId);
      await announceTimerChange(app, request.log, { tournamentId: tournament.id, messageType: 'force_update', clock: null, by: auth, now: app.now() });
      return sendEmpty(reply);
    },
  );
};
