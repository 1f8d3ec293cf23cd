import type { TournamentDisplay } from '@decklist/core';
import { timed } from '../live/server-clock';
import { api } from './client';

/**
 * The public display's one read (no sign-in): the tournament's running clocks. Framework-free,
 * because the display page does not load React, TanStack Query or Mantine.
 */
export const fetchTimerDisplay = (tournamentId: string) =>
  timed(() => api.get<TournamentDisplay>(`/api/timers/${encodeURIComponent(tournamentId)}/display`));
