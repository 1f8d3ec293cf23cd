import type { TournamentListResponse } from '@decklist/core/api';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

// Apart from the rest of the timers' calls, whose clocks need the server's time: a deck check's link to a
// round-timer tournament needs only this list, and an organiser's page then loads no clock code.
export const timerKeys = {
  all: ['timers'] as const,
  list: ['timers', 'list'] as const,
  detail: (id: string) => ['timers', 'detail', id] as const,
};

/** The round-timer tournaments the caller owns or manages. */
export function useTimerTournaments(enabled = true) {
  return useQuery({
    queryKey: timerKeys.list,
    queryFn: () => api.get<TournamentListResponse>('/api/timers'),
    select: (data) => data.tournaments,
    enabled,
  });
}
