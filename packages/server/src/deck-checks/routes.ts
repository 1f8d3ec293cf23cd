import { eventIdParams, notFoundResponse, validationProblemResponse } from '@decklist/core/api';
import {
  deckCheck,
  deckCheckParams,
  deckCheckResultBody,
  deckChecksResponse,
  MAX_DECK_CHECKS_PER_EVENT,
  pickDeckChecksBody,
  pickDeckChecksResponse,
} from '@decklist/core/deck-checks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment, exportFileName } from '../decks';
import { notifyDeckChecksChanged, requireOrganiser } from '../events';
import { MAX_EXTENSIONS_PER_CLOCK } from '@decklist/core/timers';
import { fieldProblem, notFound, problem } from '../http/problem';
import { applyTableExtension } from './extension';
import { toDeckCheck, toDeckCheckLogText, toDeckChecks } from './present';
import {
  countEligible,
  drawDeckChecks,
  findDeckCheck,
  findLinkedTimer,
  listDeckChecks,
  recordDeckCheck,
  startDeckCheck,
  type Choice,
} from './store';

const tags = ['deck-checks'];
const badRequest = { 400: validationProblemResponse };
const missing = { 404: notFoundResponse };

/**
 * Deck checks during the rounds (docs/product.md, Deck checks): the owner and judges pick players, count
 * their decks against the registered lists and keep a log. Players never see any of it.
 */
export const deckCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkedTimer = (event: { timerTournamentId: string | null; ownerId: string }) =>
    event.timerTournamentId ? findLinkedTimer(app.db, event.timerTournamentId, event.ownerId) : Promise.resolve(null);

  app.get(
    '/api/events/:id/deck-checks',
    { schema: { tags, params: eventIdParams, response: { 200: deckChecksResponse, ...missing } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      const [rows, eligible, timer] = await Promise.all([listDeckChecks(app.db, event.id), countEligible(app.db, event.id), linkedTimer(event)]);
      return toDeckChecks(rows, eligible, MAX_DECK_CHECKS_PER_EVENT - rows.length, timer);
    },
  );

  app.post(
    '/api/events/:id/deck-checks',
    { schema: { tags, params: eventIdParams, body: pickDeckChecksBody, response: { 200: pickDeckChecksResponse, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const { round, table_number, count, exclude_checked, user_ids } = request.body;
      const choice: Choice = user_ids ? { players: user_ids } : { random: { count: count ?? 0, excludeChecked: exclude_checked } };
      const drawn = await drawDeckChecks(
        app.db,
        { eventId: event.id, judge: { userId: auth.userId, name: auth.name }, round, tableNumber: table_number, now: app.now() },
        choice,
      );
      if (drawn.outcome === 'too-few') {
        throw fieldProblem('count', drawn.available === 0 ? { code: 'none_to_pick' } : { code: 'too_few_to_pick', available: drawn.available });
      }
      if (drawn.outcome === 'not-eligible') throw fieldProblem('user_ids', { code: 'not_eligible_for_check' });
      if (drawn.outcome === 'log-full') throw problem('deck_check_log_full', { max: MAX_DECK_CHECKS_PER_EVENT, remaining: drawn.remaining });
      await notifyDeckChecksChanged(app, event.id, auth);
      return { checks: drawn.checks.map(toDeckCheck) };
    },
  );

  app.get('/api/events/:id/deck-checks/log', { schema: { tags, params: eventIdParams } }, async (request, reply) => {
    const { event } = await requireOrganiser(app.db, request, request.params.id);
    const [rows, timer] = await Promise.all([listDeckChecks(app.db, event.id), linkedTimer(event)]);
    const clockNames = new Map(timer?.clocks.map((clock) => [clock.id, clock.name]) ?? []);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', attachment(exportFileName('deck-checks', event.name, event.eventDate, 'txt')))
      .send(toDeckCheckLogText(event, rows, clockNames));
  });

  app.get(
    '/api/events/:id/deck-checks/:check_id',
    { schema: { tags, params: deckCheckParams, response: { 200: deckCheck, ...badRequest, ...missing } } },
    async (request) => {
      const { event } = await requireOrganiser(app.db, request, request.params.id);
      const row = await findDeckCheck(app.db, event.id, request.params.check_id);
      if (!row) throw notFound();
      return toDeckCheck(row);
    },
  );

  app.post(
    '/api/events/:id/deck-checks/:check_id/start',
    { schema: { tags, params: deckCheckParams, response: { 200: deckCheck, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const row = await startDeckCheck(app.db, event.id, request.params.check_id, app.now());
      if (!row) throw notFound();
      await notifyDeckChecksChanged(app, event.id, auth);
      return toDeckCheck(row);
    },
  );

  app.post(
    '/api/events/:id/deck-checks/:check_id/result',
    { schema: { tags, params: deckCheckParams, body: deckCheckResultBody, response: { 200: deckCheck, ...badRequest, ...missing } } },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      const { outcome, note, table_number, extension } = request.body;
      const timer = extension ? await linkedTimer(event) : null;
      if (extension && !timer) throw fieldProblem('extension', { code: 'no_timer_linked' });
      if (extension && !timer?.clocks.some((clock) => clock.id === extension.clock_id)) {
        throw fieldProblem('extension.clock_id', { code: 'clock_not_in_timer' });
      }
      const checked = extension ? await findDeckCheck(app.db, event.id, request.params.check_id) : null;
      const extendedTable = table_number !== undefined ? table_number : (checked?.tableNumber ?? null);
      if (extension && extendedTable === null) throw fieldProblem('table_number', { code: 'table_needed' });
      const recorded = await recordDeckCheck(app.db, event.id, request.params.check_id, {
        outcome,
        note,
        ...(table_number !== undefined ? { tableNumber: table_number } : {}),
        judge: { userId: auth.userId, name: auth.name },
        extension: extension ? { clockId: extension.clock_id, halfMinutes: Math.round(extension.minutes * 2) } : null,
        now: app.now(),
      });
      if (recorded.outcome === 'no-check') throw notFound();
      if (recorded.outcome === 'already-recorded') throw problem('deck_check_recorded');
      await notifyDeckChecksChanged(app, event.id, auth);
      if (extension && timer && recorded.check.tableNumber !== null) {
        const given = await applyTableExtension(app, request.log, {
          tournamentId: timer.id,
          clockId: extension.clock_id,
          tableNumber: recorded.check.tableNumber,
          minutes: extension.minutes,
          actorUserId: auth.userId,
          by: auth,
        });
        if (!given) throw problem('extension_not_given', { max: MAX_EXTENSIONS_PER_CLOCK });
      }
      return toDeckCheck(recorded.check);
    },
  );
};
