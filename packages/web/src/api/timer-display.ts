import type { TournamentDetails } from '@decklist/core/api';
import { timed } from '../live/server-clock';
import { api } from './client';
import { offlineCopies } from './offline-copies';

/**
 * The public display's one read (no sign-in needed): the tournament's name and clocks, as anyone may
 * read them (the display shows the running ones). A plain call, not a query hook, because the display
 * page (src/display) does not load TanStack Query.
 */
export const fetchTimerDisplay = (tournamentId: string) =>
  timed(
    () => api.get<TournamentDetails>(`/api/timers/${encodeURIComponent(tournamentId)}`),
    // A copy the device kept (offline) is shown at the server's time as last known, not taken as a sample.
    () => offlineCopies.savedAt() === null,
  );
