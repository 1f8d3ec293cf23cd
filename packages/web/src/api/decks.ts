import type {
  DecklistResponse,
  DeckRevision,
  DeckRevisionsResponse,
  EmptyEventDecklist,
  EventDecklist,
  EventDecklists,
  EventDetails,
  ImportableDecksResponse,
  SubmitDeckBody,
} from '@decklist/core/api';
import type { PaperSize } from '@decklist/core/decklist';
import { isOrganiserRole } from '@decklist/core/events';
import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NotFoundError, api, saveRequest, withQuery } from './client';
import { eventKeys, eventPath } from './events';

/** Deck queries live under the event's key, so the event's live channel refreshes them too. */
export const deckKeys = {
  /** A player's deck; `mine` for the caller's own. */
  deck: (eventId: string, userId?: string) => [...eventKeys.event(eventId), 'deck', userId ?? 'mine'] as const,
  revisions: (eventId: string, userId?: string) => [...eventKeys.event(eventId), 'revisions', userId ?? 'mine'] as const,
  revision: (eventId: string, userId: string | undefined, revisionId: number) =>
    [...eventKeys.event(eventId), 'revision', userId ?? 'mine', revisionId] as const,
  all: (eventId: string) => [...eventKeys.event(eventId), 'decks'] as const,
  imports: (eventId: string) => [...eventKeys.event(eventId), 'deck-imports'] as const,
};

/** After the caller's own deck change: the event's other queries, but not the deck (set from the answer) nor the imports (other events' decks). */
const notTheDeckOrImports = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] !== 'deck' && query.queryKey[2] !== 'deck-imports';

const userQuery = (userId?: string) => (userId ? { user_id: userId } : {});

/** Addresses the browser opens itself (downloads), not fetched by the app. Sheets on `paper` (`paperForLocale`). */
export const deckLinks = {
  registrationSheet: (eventId: string, paper: PaperSize, userId?: string) =>
    withQuery(`${eventPath(eventId)}/deck/registration-sheet`, { ...userQuery(userId), paper }),
  allRegistrationSheets: (eventId: string, paper: PaperSize) => withQuery(`${eventPath(eventId)}/decks/registration-sheets`, { paper }),
  downloadAll: (eventId: string) => `${eventPath(eventId)}/decks/all`,
};

/** 404 means "none" for deck and revision reads (docs/product.md, Errors). */
async function orNone<T, N>(request: Promise<T>, none: N): Promise<T | N> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof NotFoundError) return none;
    throw error;
  }
}

/** Where a deck is read: the caller's own, or (for its owner and judges) a player's. */
export const eventDeckPath = (eventId: string, userId?: string) => withQuery(`${eventPath(eventId)}/deck`, userQuery(userId));

export const eventDeckQuery = (eventId: string, userId?: string) => ({
  queryKey: deckKeys.deck(eventId, userId),
  queryFn: async (): Promise<EventDecklist | null> => {
    const answer = await orNone(api.get<EventDecklist | EmptyEventDecklist>(eventDeckPath(eventId, userId)), null);
    // A player without a deck reads as an empty one for organisers (for the contract's client): none here too.
    return answer && !('has_deck' in answer && answer.has_deck === false) ? (answer as EventDecklist) : null;
  },
});

/** A player's deck in an event (the caller's own without `userId`); null when there is none. */
export function useEventDeck(eventId: string, userId?: string, enabled = true) {
  return useQuery({ ...eventDeckQuery(eventId, userId), enabled });
}

/** Loads the caller's own deck in an event on demand (from the cache when fresh); null when there is none. */
export function useLoadOwnEventDeck() {
  const queryClient = useQueryClient();
  return (eventId: string) => queryClient.fetchQuery(eventDeckQuery(eventId));
}

/** The newest revisions of a deck, newest first; empty when there are none. */
export function useDeckRevisions(eventId: string, userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: deckKeys.revisions(eventId, userId),
    queryFn: async (): Promise<DeckRevision[]> => {
      const answer = await orNone(api.get<DeckRevisionsResponse>(withQuery(`${eventPath(eventId)}/deck/revisions`, userQuery(userId))), null);
      return answer?.revisions ?? [];
    },
    enabled,
  });
}

/** One revision of a deck (a revision never changes); null when it is not kept. */
export function useDeckRevision(eventId: string, userId: string | undefined, revisionId: number) {
  return useQuery({
    queryKey: deckKeys.revision(eventId, userId, revisionId),
    queryFn: () => orNone(api.get<DecklistResponse>(withQuery(`${eventPath(eventId)}/deck/revisions/${revisionId}`, userQuery(userId))), null),
    staleTime: Infinity,
  });
}

/** Every deck of the event with its groups (owner and judges: the print view). */
export function useEventDecks(eventId: string, enabled = true) {
  return useQuery({
    queryKey: deckKeys.all(eventId),
    queryFn: async () => (await api.get<EventDecklists>(`${eventPath(eventId)}/decks`)).decks,
    enabled,
  });
}

const deckImportsQuery = (eventId: string, enabled: boolean) => ({
  queryKey: deckKeys.imports(eventId),
  queryFn: () => api.get<ImportableDecksResponse>(`${eventPath(eventId)}/deck/imports`),
  enabled,
  staleTime: 5 * 60_000,
});

/** The caller's decks in other events of this event's format, for the import select. */
export function useDeckImports(eventId: string, enabled = true) {
  return useQuery({ ...deckImportsQuery(eventId, enabled), select: (answer) => answer.decks });
}

/** The player name on the caller's latest decklist in any event (same request as the imports), or null. */
export function useLastPlayerName(eventId: string, enabled = true): string | null {
  return useQuery({ ...deckImportsQuery(eventId, enabled), select: (answer) => answer.last_player_name }).data ?? null;
}

/** A player's own change refused for who or when (the event closed, its deadline passed, the player removed). */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Submits or resubmits a deck: the caller's own, or with `user_id` another player's (owner and
 * judges). Names are trimmed before sending (docs/product.md, Forms). The answer is empty: the saved deck is
 * read back (with its groups and warnings). A first submission makes the caller a player, so the
 * event and the caller's event list are refetched.
 */
export function useSubmitDeck(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...body }: SubmitDeckBody & { idempotencyKey: string }) => {
      const userId = body.user_id ?? undefined;
      const answer = await api.postForResult<EventDecklist>(
        `${eventPath(eventId)}/deck`,
        { ...(userId ? { user_id: userId } : {}), player_name: body.player_name, deck_name: body.deck_name ?? '', decklist_text: body.decklist_text },
        saveRequest(idempotencyKey),
      );
      // The server answers with the saved deck (one request per submission in a full hall); read it back otherwise.
      if (answer) queryClient.setQueryData(deckKeys.deck(eventId, userId), answer);
      const saved = answer || (await queryClient.fetchQuery({ ...eventDeckQuery(eventId, userId), staleTime: 0 }));
      if (!saved) throw new NotFoundError(t`The deck was removed in the meantime.`, 404, undefined);
      return saved;
    },
    onSuccess: async (_saved, body) => {
      const key = eventKeys.event(eventId);
      const event = queryClient.getQueryData<EventDetails>(key);
      // Of the event as a player sees it, their own submission changes only their role (a first one makes
      // them a player) and the count of players: set here, so that a hall's submissions do not each cost a
      // second request for the event. An organiser's view lists every deck: it is read again.
      const playersOwn = !body.user_id && event !== undefined && !isOrganiserRole(event.role);
      if (playersOwn && event.role === null) queryClient.setQueryData<EventDetails>(key, { ...event, role: 'player', player_count: event.player_count + 1 });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: key,
          predicate: (query) => notTheDeckOrImports(query) && !(playersOwn && query.queryKey.length === key.length),
        }),
        queryClient.invalidateQueries({ queryKey: ['events'] }), // the caller's role in event lists
      ]);
    },
    // The caller's own change refused for who or when (403: closed, past the deadline, removed), perhaps
    // before the page heard of it: the page catches up before the error is told, and locks if the event closed.
    onError: (error, body) =>
      !body.user_id && isRefusal(error) ? queryClient.refetchQueries({ queryKey: eventKeys.event(eventId), type: 'active' }) : undefined,
  });
}

/** Deletes the caller's own deck (event open). */
export function useDeleteDeck(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`${eventPath(eventId)}/deck`),
    onSuccess: async () => {
      queryClient.setQueryData(deckKeys.deck(eventId), null);
      await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), predicate: notTheDeckOrImports });
    },
  });
}

/** Marks a player's deck checked or unchecked (owner and judges). */
export function useSetDeckChecked(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: string; is_checked: boolean }) => api.post<void>(`${eventPath(eventId)}/deck/set-checked`, body),
    onSuccess: async (_answer, body) => {
      // Either way nothing is changed since a check any more.
      queryClient.setQueryData<EventDecklist | null>(deckKeys.deck(eventId, body.user_id), (deck) =>
        deck ? { ...deck, is_deck_checked: body.is_checked, changed_since_checked_at: null } : deck,
      );
      await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
    },
  });
}
