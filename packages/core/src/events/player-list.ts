/**
 * The organisers' player list: which players a search, a filter and a sort show, in which order, and
 * how that view is kept in the address (so the review screen walks the same list and going back
 * restores it). Pure, no zod: the web imports it at run time.
 */
import type { Participant } from '../api/events';
import { stripAccents } from '../text/accents';

export const PLAYER_FILTERS = {
  all: 'All',
  checked: 'Reviewed',
  unchecked: 'Not reviewed',
  changed: 'Changed since reviewed',
  warnings: 'Warnings',
  nodeck: 'No deck',
} as const;
export type PlayerFilter = keyof typeof PLAYER_FILTERS;

export const PLAYER_SORTS = { name: 'Name', submitted: 'Submission time' } as const;
export type PlayerSort = keyof typeof PLAYER_SORTS;

export interface PlayerListView {
  search: string;
  filter: PlayerFilter;
  sort: PlayerSort;
}

export const DEFAULT_PLAYER_VIEW: PlayerListView = { search: '', filter: 'all', sort: 'name' };

const MATCHES_FILTER: Record<PlayerFilter, (p: Participant) => boolean> = {
  all: () => true,
  checked: (p) => p.is_deck_checked,
  unchecked: (p) => !p.is_deck_checked,
  changed: (p) => Boolean(p.changed_since_checked_at),
  warnings: (p) => p.has_deck_warning,
  nodeck: (p) => !p.has_deck,
};

/** A name as searched: no accents, no case, single spaces. */
export const playerSearchKey = (text: string) => stripAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** The view in an address's query (`q`, `filter`, `sort`); unknown values fall back to the defaults. */
export function readPlayerView(params: URLSearchParams): PlayerListView {
  const filter = params.get('filter') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('q') ?? '',
    filter: filter in PLAYER_FILTERS ? (filter as PlayerFilter) : 'all',
    sort: sort in PLAYER_SORTS ? (sort as PlayerSort) : 'name',
  };
}

/** The query parameters of a view, defaults left out (the plain list has a plain address). */
export function playerViewParams(view: PlayerListView): Record<string, string> {
  return {
    ...(view.search ? { q: view.search } : {}),
    ...(view.filter !== 'all' ? { filter: view.filter } : {}),
    ...(view.sort !== 'name' ? { sort: view.sort } : {}),
  };
}

export interface IndexedPlayer {
  player: Participant;
  key: string;
}

/** The players (not the judges) with their search keys, worked out once per answer of the server. */
export const indexPlayers = (participants: readonly Participant[]): IndexedPlayer[] =>
  participants.filter((p) => p.role === 'player').map((player) => ({ player, key: playerSearchKey(player.player_name) }));

/** Earliest submission first; players without a deck last (the sort is stable: ties keep the server's order by name). */
const bySubmission = (a: Participant, b: Participant) => {
  const x = a.deck_submitted_at ?? null;
  const y = b.deck_submitted_at ?? null;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
};

/**
 * The players a view shows, in its order. `keep` stays in the list whatever the filter says: the
 * player on the review screen keeps their place after being marked reviewed under 'Not reviewed'.
 */
export function selectPlayers(players: readonly IndexedPlayer[], view: PlayerListView, keep?: string): Participant[] {
  const query = playerSearchKey(view.search);
  const matches = MATCHES_FILTER[view.filter];
  const selected = players
    .filter(({ player, key }) => player.user_id === keep || (matches(player) && key.includes(query)))
    .map(({ player }) => player);
  // The server sends the players by name already.
  return view.sort === 'submitted' ? selected.sort(bySubmission) : selected;
}

/**
 * The decks a review walks: the players of the view who have a deck, in its order. `keep` stays, as
 * in `selectPlayers` (a player opened from the list keeps a place, deck or not).
 */
export function reviewPlayers(players: readonly IndexedPlayer[], view: PlayerListView, keep?: string): Participant[] {
  return selectPlayers(players, view, keep).filter((player) => player.has_deck || player.user_id === keep);
}

/** Decks of a review not checked yet. */
export const decksLeftToCheck = (decks: readonly Participant[]) => decks.filter((p) => p.has_deck && !p.is_deck_checked).length;

/** Where a review starts: the first deck not checked yet, else the first deck. */
export const reviewStart = (decks: readonly Participant[]) => decks.find((p) => p.has_deck && !p.is_deck_checked) ?? decks[0];

export interface PlayerCounts {
  players: number;
  submitted: number;
  checked: number;
  warnings: number;
  missing: number;
}

/** The counts at the top of the player list. */
export function playerCounts(players: readonly IndexedPlayer[]): PlayerCounts {
  const counts = { players: 0, submitted: 0, checked: 0, warnings: 0, missing: 0 };
  for (const { player } of players) {
    counts.players += 1;
    if (player.has_deck) counts.submitted += 1;
    else counts.missing += 1;
    if (player.has_deck && player.is_deck_checked) counts.checked += 1;
    if (player.has_deck_warning) counts.warnings += 1;
  }
  return counts;
}

/** A query string (with its '?', or empty) for a view, with extra parameters first. */
export function playerViewQuery(view: PlayerListView, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, ...playerViewParams(view) }).toString();
  return query ? `?${query}` : '';
}

/** The review screen of a player's deck, keeping the list's view (previous/next walk it; going back restores it). */
export const playerReviewPath = (eventId: string, userId: string, view: PlayerListView) => `/e/${eventId}/deck${playerViewQuery(view, { id: userId })}`;
