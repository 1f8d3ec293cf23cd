import type { LibraryDeck, LibraryDeckListResponse, SaveLibraryDeckBody } from '@decklist/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, saveRequest } from './client';

export const libraryKeys = {
  all: ['library'] as const,
  list: ['library', 'list'] as const,
  deck: (deckId: string) => ['library', 'deck', deckId] as const,
};

const deckPath = (deckId: string) => `/api/decks/library/${encodeURIComponent(deckId)}`;

export const libraryDecksQuery = {
  queryKey: libraryKeys.list,
  queryFn: async () => (await api.get<LibraryDeckListResponse>('/api/decks/library')).decks,
};

/** The caller's saved decks, by name (each with its decklist text, for the event deck form's import select). */
export function useLibraryDecks(enabled = true) {
  return useQuery({ ...libraryDecksQuery, enabled });
}

/** One saved deck with its groups and warnings; a missing one (or another user's) fails with NotFoundError. */
export function useLibraryDeck(deckId: string | undefined) {
  return useQuery({
    queryKey: libraryKeys.deck(deckId ?? ''),
    queryFn: () => api.get<LibraryDeck>(deckPath(deckId!)),
    enabled: !!deckId,
  });
}

/**
 * Saves a deck: a new one without `deck_id` (answers its id), otherwise that deck. Fields are trimmed
 * before sending (docs/product.md, Forms); the list is refreshed afterwards.
 */
export function useSaveLibraryDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deck_id, idempotencyKey, ...body }: SaveLibraryDeckBody & { idempotencyKey: string }) => {
      const trimmed = { deck_name: body.deck_name.trim(), format: body.format.trim(), decklist_text: body.decklist_text.trim() };
      return deck_id
        ? api.post<LibraryDeck>(deckPath(deck_id), { deck_id, ...trimmed }, saveRequest(idempotencyKey))
        : api.post<LibraryDeck>('/api/decks/library', trimmed, saveRequest(idempotencyKey));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(libraryKeys.deck(saved.deck_id), saved);
      await queryClient.invalidateQueries({ queryKey: libraryKeys.list });
    },
  });
}

export function useDeleteLibraryDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => api.delete<void>(deckPath(deckId)),
    onSuccess: async (_answer, deckId) => {
      queryClient.removeQueries({ queryKey: libraryKeys.deck(deckId) });
      await queryClient.invalidateQueries({ queryKey: libraryKeys.list });
    },
  });
}

/** Tells the server a saved deck was used (imported into an event's deck form), so it is not deleted as unused. */
export function useMarkLibraryDeckUsed() {
  return useMutation({
    mutationFn: (deckId: string) => api.post<void>(`${deckPath(deckId)}/use`),
  });
}
