import type {
  DeckRevision,
  DeckRevisionsResponse,
  DecklistResponse,
  EmptyEventDecklist,
  EventDecklist,
  EventDecklists,
  ImportableDeck,
  ImportableDecksResponse,
} from '@decklist/core/api';
import { nameInEvent } from '@decklist/core/events';
import type { CheckText } from '../cards';
import type { JsonWithParts } from '../http/raw-json';
import type { ImportableDeckRow } from './imports-store';
import type { RevisionRow } from './revisions-store';
import type { StoredDeck } from './store';

// The checks go in as the stored JSON text (`out.part`), never parsed and serialised again.

/** A deck as the contract's EventDecklist, its check put in as stored. */
export const toEventDecklist = (out: JsonWithParts, eventId: string, deck: StoredDeck, check: CheckText): EventDecklist => ({
  event_id: eventId,
  user_id: deck.userId,
  player_name: deck.playerName,
  deck_name: deck.deckName,
  decklist_text: deck.decklistText,
  is_deck_checked: deck.isDeckChecked,
  checked_at: deck.checkedAt?.toISOString() ?? null,
  changed_since_checked_at: deck.changedSinceCheckedAt?.toISOString() ?? null,
  checked_revision_id: deck.checkedRevision,
  has_warnings: check.hasWarnings,
  deck_warnings: out.part(check.deckWarnings),
  deck_warning_details: out.part(check.deckWarningDetails),
  groups: out.part(check.groups),
  updated_at: deck.updatedAt.toISOString(),
  publication_consent: deck.publicationConsentAt !== null,
});

/** A player without a deck as an organiser reads it: the deck's shape, empty, to be filled in. */
export const toEmptyEventDecklist = (eventId: string, userId: string, playerName: string): EmptyEventDecklist => ({
  event_id: eventId,
  user_id: userId,
  player_name: playerName,
  deck_name: '',
  decklist_text: '',
  is_deck_checked: false,
  checked_at: null,
  changed_since_checked_at: null,
  checked_revision_id: null,
  has_warnings: false,
  deck_warnings: [],
  deck_warning_details: [],
  groups: [],
  updated_at: null,
  has_deck: false,
});

/** Every deck of an event, each with its check (`checks[i]` for `decks[i]`). */
export const toEventDecklists = (out: JsonWithParts, eventId: string, decks: StoredDeck[], checks: CheckText[]): EventDecklists => ({
  decks: decks.map((deck, i) => toEventDecklist(out, eventId, deck, checks[i]!)),
});

/** A revision's deck as the contract's DecklistResponse; only the current one can carry the checked mark. */
export const toDecklistResponse = (
  out: JsonWithParts,
  row: RevisionRow,
  check: CheckText,
  isCurrent: boolean,
  deckChecked: boolean,
): DecklistResponse => ({
  player_name: row.playerName,
  deck_name: row.deckName,
  decklist_text: row.decklistText,
  is_deck_checked: isCurrent && deckChecked,
  deck_warnings: out.part(check.deckWarnings),
  deck_warning_details: out.part(check.deckWarningDetails),
  groups: out.part(check.groups),
});

/** A player's revisions, newest first, each with its check (`checks[i]` for `rows[i]`). */
export function toDeckRevisions(
  out: JsonWithParts,
  eventId: string,
  playerEmailHash: string,
  rows: RevisionRow[],
  checks: CheckText[],
  deckChecked: boolean,
): DeckRevisionsResponse {
  return {
    event_id: eventId,
    player_email_hash: playerEmailHash,
    revisions: rows.map((row, i): DeckRevision => {
      // Revisions are written with their change, so the newest submitted one is the deck as it is.
      const isCurrent = i === 0 && row.revisionType === 'submitted';
      return {
        revision_id: row.seq,
        created_at: row.createdAt.toISOString(),
        revised_by: nameInEvent(row.reviserEventName || row.reviserAccountName, row.reviserRole),
        reviser_role: row.reviserRole ?? null,
        revision_type: row.revisionType,
        is_current: isCurrent,
        decklist: toDecklistResponse(out, row, checks[i]!, isCurrent, deckChecked),
      };
    }),
  };
}

const toImportableDeck = (row: ImportableDeckRow): ImportableDeck => ({
  event_id: row.eventId,
  event_name: row.eventName,
  event_date: row.eventDate,
  player_name: row.playerName,
  deck_name: row.deckName,
  decklist_text: row.decklistText,
});

export const toImportableDecks = (rows: ImportableDeckRow[], lastPlayerName: string | null): ImportableDecksResponse => ({
  decks: rows.map(toImportableDeck),
  last_player_name: lastPlayerName,
});
