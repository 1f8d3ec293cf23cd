import { clockResponse, eventIdParams, notFoundResponse, startStageClockBody, validationProblemResponse } from '@decklist/core/api';
import { STAGE_MINUTES } from '@decklist/core/limited';
import { MAX_CLOCKS_PER_TOURNAMENT } from '@decklist/core/timers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganiser } from '../events';
import { fieldProblem, problem } from '../http/problem';
import { findRole, findTournament, startNewClock } from '../timers';

/**
 * A Limited event's stages on the hall's screens: the owner or a judge starts a clock of the stage's standard
 * time (pool registration, deck building) on the round-timer tournament linked to the event, in one request.
 */
export const stageClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events/:id/stage-clocks',
    {
      schema: {
        tags: ['pools'],
        params: eventIdParams,
        body: startStageClockBody,
        response: { 200: clockResponse, 400: validationProblemResponse, 404: notFoundResponse },
      },
    },
    async (request) => {
      const { auth, event } = await requireOrganiser(app.db, request, request.params.id);
      if (!event.limited) throw problem('no_pools_here');
      const minutes = STAGE_MINUTES[event.limited.kind][request.body.stage];
      if (minutes === null) throw fieldProblem('stage', { code: 'invalid_choice', label: 'Stage' });
      // A link gives time only while the event's owner still owns or manages the tournament (as deck checks' does).
      const tournament = event.timerTournamentId ? await findTournament(app.db, event.timerTournamentId) : null;
      if (!tournament || !(await findRole(app.db, tournament, event.ownerId))) throw fieldProblem('stage', { code: 'no_timer_linked' });
      const now = app.now();
      const clock = await startNewClock(app, request.log, tournament.id, { name: request.body.clock_name, durationSeconds: minutes * 60 }, auth, now);
      if (!clock) throw problem('clock_limit', { max: MAX_CLOCKS_PER_TOURNAMENT });
      return { ...clock, server_time: now };
    },
  );
};
