import type { DeckCheck, DeckCheckResultBody, DeckChecksResponse, PickDeckChecksBody, PickDeckChecksResponse } from '@decklist/core/deck-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { eventKeys, eventPath } from './events';

/** Under the event's key, so the event's live channel refreshes them (scope 'deck-checks'). */
export const deckCheckKeys = {
  list: (eventId: string) => [...eventKeys.event(eventId), 'deck-checks'] as const,
  one: (eventId: string, checkId: string) => [...eventKeys.event(eventId), 'deck-checks', checkId] as const,
};

const checksPath = (eventId: string) => `${eventPath(eventId)}/deck-checks`;
const checkPath = (eventId: string, checkId: string) => `${checksPath(eventId)}/${encodeURIComponent(checkId)}`;

/** The deck-check log as a text file (the browser downloads it). */
export const deckCheckLogLink = (eventId: string) => `${checksPath(eventId)}/log`;

/** The event's deck-check log, what a draw may pick and the linked round-timer tournament (owner and judges). */
export function useDeckChecks(eventId: string) {
  return useQuery({ queryKey: deckCheckKeys.list(eventId), queryFn: () => api.get<DeckChecksResponse>(checksPath(eventId)) });
}

export function useDeckCheck(eventId: string, checkId: string) {
  return useQuery({ queryKey: deckCheckKeys.one(eventId, checkId), queryFn: () => api.get<DeckCheck>(checkPath(eventId, checkId)) });
}

function useAfterChange(eventId: string) {
  const queryClient = useQueryClient();
  return (check?: DeckCheck) => {
    if (check) queryClient.setQueryData(deckCheckKeys.one(eventId, check.check_id), check);
    return queryClient.invalidateQueries({ queryKey: deckCheckKeys.list(eventId), exact: true });
  };
}

export function usePickDeckChecks(eventId: string) {
  const refresh = useAfterChange(eventId);
  return useMutation({
    mutationFn: (body: PickDeckChecksBody) => api.post<PickDeckChecksResponse>(checksPath(eventId), body),
    onSuccess: () => refresh(),
  });
}

export function useStartDeckCheck(eventId: string, checkId: string) {
  const refresh = useAfterChange(eventId);
  return useMutation({
    mutationFn: () => api.post<DeckCheck>(`${checkPath(eventId, checkId)}/start`),
    onSuccess: (check) => refresh(check),
  });
}

export function useRecordDeckCheck(eventId: string, checkId: string) {
  const refresh = useAfterChange(eventId);
  return useMutation({
    mutationFn: (body: DeckCheckResultBody) => api.post<DeckCheck>(`${checkPath(eventId, checkId)}/result`, body),
    onSuccess: (check) => refresh(check),
  });
}

/** Links a round-timer tournament to the event (owner), or unlinks it (null). */
export function useLinkTimerTournament(eventId: string) {
  const refresh = useAfterChange(eventId);
  return useMutation({
    mutationFn: (tournamentId: string | null) => api.post<void>(eventPath(eventId), { timer_tournament_id: tournamentId }),
    onSuccess: () => refresh(),
  });
}
