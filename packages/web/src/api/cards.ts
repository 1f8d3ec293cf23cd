import type { CardSearchResponse, ValidateDecklistResponse } from '@decklist/core/api';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from './client';

export const cardKeys = {
  search: (query: string, limit: number) => ['cards', 'search', query, limit] as const,
  validation: (format: string, text: string) => ['decklists', 'validate', format, text] as const,
};

/** Queries shorter than this (letters and digits) ask nothing. */
export const MIN_CARD_QUERY_LENGTH = 2;

/**
 * Card names for a typeahead (GET /api/cards/search): prefix and word matches, best first. Answers are
 * cached for an hour (the card data changes only with a deployment); the last answer stays while the
 * next loads. Returns no cards for queries under two letters.
 */
export function useCardSearch(query: string, { limit = 6, enabled = true }: { limit?: number; enabled?: boolean } = {}) {
  const q = query.trim();
  const search = useQuery({
    queryKey: cardKeys.search(q, limit),
    queryFn: () => api.get<CardSearchResponse>(withQuery('/api/cards/search', { q, limit: String(limit) })),
    enabled: enabled && q.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_CARD_QUERY_LENGTH,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
  return { ...search, cards: search.data ?? [] };
}

export interface DecklistValidationOptions {
  /** Wait this long after the last keystroke before asking the server (default 400 ms). */
  delayMs?: number;
  enabled?: boolean;
}

/**
 * Live groups and warnings of a decklist being typed (POST /api/decklists/validate; needs sign-in).
 * The text is debounced, and the previous answer stays on screen while the next one loads.
 * `data` is `{groups, deck_warnings, has_warnings}` (docs/product.md, Decklists); `isUpdating` is true while the
 * shown answer is older than the text.
 */
export function useDecklistValidation(
  format: string | null | undefined,
  decklistText: string,
  { delayMs = 400, enabled = true }: DecklistValidationOptions = {},
) {
  const [text] = useDebouncedValue(decklistText, delayMs);
  const validation = useQuery({
    queryKey: cardKeys.validation(format ?? '', text),
    queryFn: () => api.post<ValidateDecklistResponse>('/api/decklists/validate', { format, decklist_text: text }),
    enabled: enabled && !!format,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return { ...validation, isUpdating: validation.isFetching || text !== decklistText };
}
