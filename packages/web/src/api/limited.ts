import type {
  ClockResponse,
  DeckPoolCheckResponse,
  LimitedSetupBody,
  PoolResponse,
  PoolSwapResponse,
  ReceivedPoolResponse,
  SetResponse,
  SetsResponse,
  StartPoolSwapBody,
  StartStageClockBody,
  SubmitPoolBody,
  VerifyPoolBody,
} from '@decklist/core/api';
import type { PaperSize } from '@decklist/core/decklist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotFoundError, api, withQuery } from './client';
import { eventKeys, eventPath } from './events';

// A Limited event's set lists and registered pools (docs/product.md, Limited events).

const setKeys = {
  all: ['sets'] as const,
  lists: (codes: readonly string[]) => ['sets', ...codes.map((code) => code.toUpperCase())] as const,
};

/** A pool lives under its event's key, so the event's live channel refreshes it too. */
export const poolKey = (eventId: string, userId?: string) => [...eventKeys.event(eventId), 'pool', userId ?? 'mine'] as const;

/** The Limited sets the app knows, newest first (they change only with a new version of the app). */
export function useSets() {
  return useQuery({
    queryKey: setKeys.all,
    queryFn: async () => (await api.get<SetsResponse>('/api/sets')).sets,
    staleTime: Infinity,
  });
}

/**
 * The card lists of these sets, those the app has (in one query: the query library's many-queries observer would
 * weigh on every page's first load).
 */
export function useSetLists(codes: readonly string[]) {
  return useQuery({
    queryKey: setKeys.lists(codes),
    queryFn: async () => {
      const lists = await Promise.all(codes.map((code) => orNull(api.get<SetResponse>(`/api/sets/${encodeURIComponent(code)}`))));
      return lists.filter((list): list is SetResponse => list !== null);
    },
    staleTime: Infinity,
  });
}

const poolPath = (eventId: string, userId?: string) => withQuery(`${eventPath(eventId)}/pool`, userId ? { user_id: userId } : {});

/** A registered pool: the caller's own, or a player's for the owner and judges; null when none is registered. */
export function usePool(eventId: string, userId?: string) {
  return useQuery({
    queryKey: poolKey(eventId, userId),
    queryFn: () => orNull(api.get<PoolResponse>(poolPath(eventId, userId))),
  });
}

/** A pool's registration waits this long for its answer before it counts as not arrived (the page keeps what was entered). */
const REGISTER_TIMEOUT_MS = 20_000;

/** Registers the caller's pool (or, with `user_id`, a player's); the answer is the pool as counted. */
export function useRegisterPool(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPoolBody) => api.post<PoolResponse>(poolPath(eventId), body, { timeoutMs: REGISTER_TIMEOUT_MS }),
    onSuccess: async (pool, body) => {
      queryClient.setQueryData(poolKey(eventId, body.user_id ?? undefined), pool);
      await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true });
    },
  });
}

/** Starts a stage's clock of its standard time on the event's round timer (owner and judges). */
export function useStartStageClock(eventId: string) {
  return useMutation({ mutationFn: (body: StartStageClockBody) => api.post<ClockResponse>(`${eventPath(eventId)}/stage-clocks`, body) });
}

/** A null for a 404 (nothing there yet), the error otherwise. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

const swapKey = (eventId: string) => [...eventKeys.event(eventId), 'pool-swap'] as const;
const receivedKey = (eventId: string, userId?: string) => [...eventKeys.event(eventId), 'pool-received', userId ?? 'mine'] as const;

/** Who received whose pool and what each found (owner and judges). */
export function usePoolSwap(eventId: string) {
  return useQuery({ queryKey: swapKey(eventId), queryFn: () => api.get<PoolSwapResponse>(`${eventPath(eventId)}/pool-swap`) });
}

/** Swaps the event's registered pools (owner and judges); the answer is the swap. */
export function useStartPoolSwap(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartPoolSwapBody) => api.post<PoolSwapResponse>(`${eventPath(eventId)}/pool-swap`, body),
    onSuccess: async (swap) => {
      queryClient.setQueryData(swapKey(eventId), swap);
      await queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId) });
    },
  });
}

/** The pool the caller (or, for organisers, a player) received in the swap; null when none. */
export function useReceivedPool(eventId: string, userId?: string) {
  return useQuery({
    queryKey: receivedKey(eventId, userId),
    queryFn: () => orNull(api.get<ReceivedPoolResponse>(withQuery(`${eventPath(eventId)}/pool/received`, userId ? { user_id: userId } : {}))),
  });
}

/** The receiver confirms the pool they received, or says what differs. */
export function useVerifyPool(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPoolBody) => api.post<void>(`${eventPath(eventId)}/pool/received/verification`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivedKey(eventId) }),
  });
}

/**
 * Limited registration sheets, addresses the browser opens itself (downloads) on `paper` (`paperForLocale`): a
 * player's (the caller's, or for organisers a player's) about the pool they play, and every registered pool's.
 */
export const poolSheetLinks = {
  player: (eventId: string, paper: PaperSize, userId?: string) =>
    withQuery(`${eventPath(eventId)}/pool/registration-sheet`, { ...(userId ? { user_id: userId } : {}), paper }),
  all: (eventId: string, paper: PaperSize) => withQuery(`${eventPath(eventId)}/pools/registration-sheets`, { paper }),
};

/** A Limited deck against the pool it is built from (the caller's, or for organisers a player's); null without a deck or a pool. */
export function useDeckPoolCheck(eventId: string, userId?: string) {
  return useQuery({
    queryKey: [...eventKeys.event(eventId), 'pool-deck-check', userId ?? 'mine'] as const,
    queryFn: () => orNull(api.get<DeckPoolCheckResponse>(withQuery(`${eventPath(eventId)}/pool/deck-check`, userId ? { user_id: userId } : {}))),
  });
}

/** The owner sets a Limited event's kind and product (null: decks only), until its first pool is registered. */
export function useEditLimitedSetup(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limited: LimitedSetupBody | null) => api.post<void>(eventPath(eventId), { limited }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true }),
  });
}
