import type {
  AddExtensionBody,
  AllClocksResponse,
  ClockResponse,
  CreateTournamentResponse,
  TournamentDetails,
} from '@decklist/core/api';
import { toLiveClock, type LiveClock } from '@decklist/core/timers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timed } from '../live/server-clock';
import { offlineCopies } from './offline-copies';
import { api } from './client';
import { timerKeys } from './timer-list';

export { timerKeys, useTimerTournaments } from './timer-list';

/** A tournament as the management page keeps it: each clock knows the server time it was read at. */
export interface LiveTournament extends Omit<TournamentDetails, 'clocks'> {
  clocks: LiveClock[];
}

const base = (id: string) => `/api/timers/${encodeURIComponent(id)}`;
const clockPath = (id: string, clockId: string) => `${base(id)}/clocks/${encodeURIComponent(clockId)}`;

/**
 * A tournament as its management page shows it. `enabled`: read once the page's live channel is open (or
 * failed to open), so that no change can fall between the read and the first message, and the opening needs
 * no read of its own.
 */
export function useTimerTournament(id: string, enabled = true) {
  return useQuery({
    queryKey: timerKeys.detail(id),
    enabled,
    queryFn: async (): Promise<LiveTournament> => {
      const data = await timed(() => api.get<TournamentDetails>(base(id)), () => offlineCopies.savedAt() === null);
      return { ...data, clocks: data.clocks.map((clock) => toLiveClock(clock, data.server_time)) };
    },
    // Live messages keep it fresh; refetches happen on (re)connection and force updates.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournamentName: string) =>
      timed(() => api.post<CreateTournamentResponse>('/api/timers', { tournament_name: tournamentName.trim() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.list }),
  });
}

export function useDeleteTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(base(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: timerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: timerKeys.list });
    },
  });
}

/** Puts a clock the server answered with into the cached tournament (added or replaced). */
function useStoreClock(id: string) {
  const queryClient = useQueryClient();
  return (answer: ClockResponse) => {
    const { server_time, ...clock } = answer;
    queryClient.setQueryData<LiveTournament>(timerKeys.detail(id), (tournament) => {
      if (!tournament) return tournament;
      const live = toLiveClock(clock, server_time);
      const exists = tournament.clocks.some((c) => c.clock_id === clock.clock_id);
      return {
        ...tournament,
        clocks: exists ? tournament.clocks.map((c) => (c.clock_id === clock.clock_id ? live : c)) : [...tournament.clocks, live],
      };
    });
  };
}

export function useCreateClock(id: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: (body: { clock_name: string; duration_seconds: number }) =>
      timed(() => api.post<ClockResponse>(`${base(id)}/clocks`, { ...body, clock_name: body.clock_name.trim() })),
    onSuccess: store,
  });
}

export function useSetClockRunning(id: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: ({ clockId, isRunning }: { clockId: string; isRunning: boolean }) =>
      timed(() => api.post<ClockResponse>(clockPath(id, clockId), { is_running: isRunning })),
    onSuccess: store,
  });
}

/** Start All and Pause All: one request, every clock at the same server instant. */
export function useSetAllClocksRunning(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRunning: boolean) => timed(() => api.post<AllClocksResponse>(`${base(id)}/all-clocks`, { is_running: isRunning })),
    onSuccess: (answer) =>
      queryClient.setQueryData<LiveTournament>(timerKeys.detail(id), (tournament) =>
        tournament ? { ...tournament, clocks: answer.clocks.map((clock) => toLiveClock(clock, answer.server_time)) } : tournament,
      ),
  });
}

/** Adds a table's extension to a clock, or replaces the one it had. */
export function useAddExtension(id: string, clockId: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: (body: AddExtensionBody) => timed(() => api.post<ClockResponse>(`${clockPath(id, clockId)}/extensions`, body)),
    onSuccess: store,
  });
}

export function useRemoveExtension(id: string, clockId: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: (table: number) => timed(() => api.delete<ClockResponse>(`${clockPath(id, clockId)}/extensions/${table}`)),
    onSuccess: store,
  });
}

export function useResetClock(id: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: (clockId: string) => timed(() => api.post<ClockResponse>(`${clockPath(id, clockId)}/reset`)),
    onSuccess: store,
  });
}

export function useAdjustClock(id: string) {
  const store = useStoreClock(id);
  return useMutation({
    mutationFn: ({ clockId, ms }: { clockId: string; ms: number }) =>
      timed(() => api.post<ClockResponse>(`${clockPath(id, clockId)}/adjust`, { ms_adjustment: ms })),
    onSuccess: store,
  });
}

export function useDeleteClock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clockId: string) => api.delete<void>(clockPath(id, clockId)),
    onSuccess: (_, clockId) =>
      queryClient.setQueryData<LiveTournament>(timerKeys.detail(id), (tournament) =>
        tournament ? { ...tournament, clocks: tournament.clocks.filter((c) => c.clock_id !== clockId) } : tournament,
      ),
  });
}

export function useAddManager(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_email: string; user_name: string }) =>
      api.post<void>(`${base(id)}/managers`, { user_email: body.user_email.trim(), user_name: body.user_name.trim() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.detail(id) }),
  });
}

export function useRemoveManager(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${base(id)}/managers/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.detail(id) }),
  });
}

export function useForceUpdate(id: string) {
  return useMutation({ mutationFn: () => api.post<void>(`${base(id)}/force-update`) });
}
