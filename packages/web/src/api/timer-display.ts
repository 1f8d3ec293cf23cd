import type { TournamentDisplay } from '@decklist/core';
import { timed } from '../live/server-clock';
import { api } from './client';

/**
 * The public display's one read (no sign-in): the tournament's running clocks. A plain call, not a
 * query hook, because the display page (src/display) does not load TanStack Query.
 */
export const fetchTimerDisplay = (tournamentId: string) =>
  timed(() => api.get<TournamentDisplay>(`/api/timers/${encodeURIComponent(tournamentId)}/display`));
