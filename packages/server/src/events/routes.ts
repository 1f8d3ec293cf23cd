import {
  addEventUserBody,
  addPlayerBody,
  addPlayerResponse,
  batchEventsQuery,
  createEventBody,
  createEventResponse,
  eventDetails as eventDetailsSchema,
  eventDetailsList,
  eventIdParams,
  eventListResponse,
  updateEventBody,
  formatsResponse,
  removeEventUserBody,
  removalParams,
  emptyResponse,
  notFoundResponse,
  remindersResponse,
  sendRemindersResponse,
  validationProblemResponse,
} from '@decklist/core/api';
import { EVENT_DATE_DAYS_AHEAD, MAX_OWNED_EVENTS, serverEventDateWindow } from '@decklist/core/events';
import { formatEntries } from '@decklist/core/formats';
import { eventChannel } from '@decklist/core/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserLanguage, requireUser } from '../auth';
import { sendEmpty } from '../http/errors';
import { siteOrigin } from '../http/origin';
import { fieldProblem, notFound, problem, serviceBusy, tooManyRequests } from '../http/problem';
import { jsonWithParts, sendJsonWithParts } from '../http/raw-json';
import { closeSockets } from '../live/publish';
import { deckReminderMail, judgeInvitationMail } from '../mail/event-mails';
import { mailLanguage } from '../mail/language';
import { requireEvent, requireOrganiser, requireOwner } from './access';
import { eventChannelKind, notifyDeckChecksChanged, notifyEventChanged, notifyPersonChanged } from './live';
import { timerLinkChange } from './timer-link';
import { joinRefused } from './players';
import { eventUpdate, publishingChange } from './update';
import { addJudge, addPlayerByHand } from './joining-store';
import { allowBack, removeParticipant } from './removals-store';
import { batchEvents, createEvent, deleteEvent, linkTimerTournament, listUserEvents, setLimitedSetup, setListsMayBePublished, updateEvent } from './store';
import { limitedSetupChange, limitedSetupOf } from './limited-setup';
import { claimReminder, countPlayersToRemind, releaseReminder } from './reminders-store';
import { findEventPeople, findEventRole } from './people-store';
import { effectiveStatus } from './status';
import { toCreateEventResponse, toEventDetails, toEventDetailsList, toEventList, toReminders, toSentReminders } from './present';

const tags = ['events'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/** Events: create, look up, share, manage players and judges (docs/product.md, Events and Managing an event). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.live.registerChannelKind(eventChannelKind(app));

  app.get('/api/events/formats', { schema: { tags, response: { 200: formatsResponse } } }, async () => ({ formats: formatEntries() }));

  app.get('/api/events', { schema: { tags, response: { 200: eventListResponse } } }, async (request) => {
    const auth = requireUser(request);
    const now = app.now();
    return toEventList(await listUserEvents(app.db, auth.userId), now);
  });

  // Public like a lookup by code (the hub page works signed out); the role only when signed in.
  app.get(
    '/api/events/batch',
    { schema: { tags, querystring: batchEventsQuery, response: { 200: eventDetailsList, ...badRequest } } },
    async (request, reply) => {
      const now = app.now();
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toEventDetailsList(out, await batchEvents(app.db, [...new Set(request.query.eventId)], request.auth?.userId), now));
    },
  );

  app.post(
    '/api/events',
    { schema: { tags, body: createEventBody, response: { 200: createEventResponse, ...badRequest } } },
    async (request, reply) => {
      const auth = requireUser(request);
      const { event_name, format, event_date, lists_may_be_published } = request.body;
      const limited = await limitedSetupOf(format, request.body.limited);
      const window = serverEventDateWindow(app.now());
      if (event_date < window.min) throw fieldProblem('event_date', { code: 'date_too_early' });
      if (event_date > window.max) throw fieldProblem('event_date', { code: 'date_too_late', max_days: EVENT_DATE_DAYS_AHEAD });

      const now = app.now();
      const created = await createEvent(
        app.db,
        { userId: auth.userId, name: auth.name },
        { name: event_name, eventDate: event_date, format, maxPlayers: app.config.maxPlayers, listsMayBePublished: lists_may_be_published, limited },
      );
      if (!created) throw problem('event_limit', { max: MAX_OWNED_EVENTS });
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toCreateEventResponse(out, created, now));
    },
  );

  app.get(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: eventDetailsSchema, ...missing } } },
    async (request, reply) => {
      // Before the reads: the answer's read_at is no later than what it shows.
      const now = app.now();
      const event = await requireEvent(app.db, request.params.id);
      const role = request.auth ? await findEventRole(app.db, event.id, request.auth.userId) : null;
      const out = jsonWithParts();
      return sendJsonWithParts(reply, out, toEventDetails(out, event, role, await findEventPeople(app.db, event.id, role), now));
    },
  );

  app.post(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, body: updateEventBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, role } = await requireOrganiser(app.db, request, request.params.id);
      // Every part is checked before any is written, so a refused field changes nothing.
      const timerLink = await timerLinkChange(app.db, role, auth.userId, request.body.timer_tournament_id);
      const change = eventUpdate(event, role, request.body, app.now());
      const publishing = publishingChange(event, role, request.body.lists_may_be_published);
      const limited = await limitedSetupChange(event, role, request.body.limited);
      if (limited !== undefined && !(await setLimitedSetup(app.db, event.id, limited))) throw problem('limited_setup_fixed');
      if (timerLink !== undefined) {
        await linkTimerTournament(app.db, event.id, timerLink);
        await notifyDeckChecksChanged(app, event.id, auth);
      }
      if (!change && publishing === undefined && limited === undefined) return sendEmpty(reply);
      if (change) await updateEvent(app.db, event.id, change);
      if (publishing !== undefined) await setListsMayBePublished(app.db, event.id, publishing);
      await notifyEventChanged(app, event.id, auth);
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/events/:id',
    { schema: { tags, params: eventIdParams, response: { 200: emptyResponse, ...missing } } },
    async (request, reply) => {
      const { auth, event } = await requireOwner(app.db, request, request.params.id);
      await deleteEvent(app.db, event.id);
      await notifyEventChanged(app, event.id, auth);
      await closeSockets(app, request.log, eventChannel(event.id), { everyone: true, code: 4404, reason: 'event deleted' });
      return sendEmpty(reply);
    },
  );

  app.post(
    '/api/events/:id/players',
    { schema: { tags, params: eventIdParams, body: addPlayerBody, response: { 200: addPlayerResponse, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const { player_name, email } = request.body;
      const result = await addPlayerByHand(app.db, { eventId: event.id, email, playerName: player_name });
      if (result.outcome === 'no-event' || result.outcome === 'event-full' || result.outcome === 'removed') throw joinRefused(result);
      if (result.outcome === 'already-player') throw fieldProblem('email', { code: 'already_player' });
      if (result.outcome === 'organiser') throw fieldProblem('email', { code: 'organiser_cannot_play', role: result.role });
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
      const added = await addJudge(app.db, event.id, email, player_name);
      if (added.outcome === 'has-role') {
        if (added.role === 'owner') throw fieldProblem('email', { code: 'own_address' });
        if (added.role === 'judge') throw fieldProblem('email', { code: 'already_judge' });
        throw fieldProblem('email', { code: 'is_player' });
      }
      await notifyPersonChanged(app, event.id, added.userId, 'judge', auth);
      const link = `${siteOrigin(request, app.config.publicUrl)}/e/${event.id}`;
      const language = mailLanguage(await findUserLanguage(app.db, email), request);
      const invitation = judgeInvitationMail(email, { addedBy: auth.name, eventName: event.name, eventDate: event.eventDate, link }, language);
      if (!app.mailer.sendLater([invitation], { mail: 'judge-invitation', event_id: event.id })) {
        request.log.warn({ mail: 'judge-invitation', event_id: event.id }, 'the mail queue is full; the invitation was not sent');
      }
      return sendEmpty(reply);
    },
  );

  app.delete(
    '/api/events/:id/users',
    { schema: { tags, params: eventIdParams, body: removeEventUserBody, response: { 200: emptyResponse, ...badRequest, ...missing } } },
    async (request, reply) => {
      const { auth, event, role } = await requireOrganiser(app.db, request, request.params.id);
      const targetId = request.body.user_id;
      const target = await findEventRole(app.db, event.id, targetId);
      if (!target) throw notFound();
      if (target === 'owner') throw problem('owner_not_removable');
      const leaving = targetId === auth.userId;
      if (target === 'judge' && role !== 'owner' && !leaving) throw problem('owner_only_remove_judges');
      await removeParticipant(app.db, event.id, targetId, { bar: !leaving }, app.now());
      await notifyPersonChanged(app, event.id, targetId, null, auth);
      return sendEmpty(reply);
    },
  );

  app.get(
    '/api/events/:id/reminders',
    { schema: { tags, params: eventIdParams, response: { 200: remindersResponse, ...missing } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      return toReminders(await countPlayersToRemind(app.db, event.id), event.remindedAt, app.now());
    },
  );

  app.post(
    '/api/events/:id/reminders',
    {
      schema: {
        tags,
        params: eventIdParams,
        response: { 200: sendRemindersResponse, ...missing },
      },
    },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      const now = app.now();
      if (effectiveStatus(event, now) === 'closed') throw problem('reminders_event_closed');
      // An event never holds more players than its maximum: that bounds one reminder's mails.
      const claim = await claimReminder(app.db, event.id, now, event.maxPlayers);
      if (claim.outcome === 'wait') {
        throw tooManyRequests('reminder_too_soon', Math.ceil((claim.next.getTime() - now) / 1000), {
          params: { next_reminder_at: claim.next.toISOString() },
        });
      }
      const remindedAt = claim.outcome === 'claimed' ? new Date(now) : event.remindedAt;
      const answer = (queued: number) => toSentReminders(queued, claim.outcome === 'claimed' ? claim.recipients.length : 0, remindedAt, now);
      if (claim.outcome === 'none') return answer(0);

      const link = `${siteOrigin(request, app.config.publicUrl)}/e/${event.id}`;
      const mails = claim.recipients.map((player) =>
        deckReminderMail(
          player.email,
          { playerName: player.playerName, eventName: event.name, eventDate: event.eventDate, deadline: event.submissionDeadline, link },
          mailLanguage(player.language, request),
        ),
      );
      if (!app.mailer.sendLater(mails, { mail: 'deck-reminder', event_id: event.id })) {
        await releaseReminder(app.db, event.id, now, claim.previous);
        throw serviceBusy('mail_queue_full', 60);
      }
      request.log.info({ mail: 'deck-reminder', event_id: event.id, queued: mails.length }, 'reminders queued');
      return answer(mails.length);
    },
  );

  app.delete(
    '/api/events/:id/removals/:user_id',
    {
      schema: {
        tags,
        params: removalParams,
        response: { 200: emptyResponse, ...badRequest, ...missing },
      },
    },
    async (request, reply) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      if (!(await allowBack(app.db, event.id, request.params.user_id))) throw notFound();
      await notifyPersonChanged(app, event.id, request.params.user_id, null, auth);
      return sendEmpty(reply);
    },
  );
};
