import { z } from 'zod';
import { cardGroupSchema, decklistTextField } from './cards';
import { optionalText, requiredText } from './common';

const userIdField = z.uuid({ error: 'Not a user id' });

// ------------------------------------------------------------------ requests

/** `?user_id=` of the deck reads: another player's deck (owner and judges); the caller's own without it. */
export const deckUserQuery = z.object({ user_id: userIdField.optional() });
export type DeckUserQuery = z.input<typeof deckUserQuery>;

/** POST /api/events/{id}/deck: names trimmed (spec section 5), decklist text required. */
export const submitDeckBody = z.object({
  /** Whose deck: the caller's own when missing or their own id; another player's for the owner and judges. */
  user_id: userIdField.optional(),
  player_name: requiredText('Player name', 100),
  deck_name: optionalText('Deck name', 100),
  decklist_text: decklistTextField.refine((text) => text.trim().length > 0, 'Decklist is required'),
});
export type SubmitDeckBody = z.input<typeof submitDeckBody>;

export const setDeckCheckedBody = z.object({
  user_id: userIdField,
  is_checked: z.boolean({ error: 'is_checked must be true or false' }),
});
export type SetDeckCheckedBody = z.input<typeof setDeckCheckedBody>;

// ------------------------------------------------------------------ responses

/** A deck in an event (spec section 3, decklist), checked against the event's format. */
export const eventDecklist = z.object({
  event_id: z.string(),
  user_id: z.string(),
  player_name: z.string(),
  deck_name: z.string(),
  decklist_text: z.string(),
  is_deck_checked: z.boolean(),
  has_warnings: z.boolean(),
  deck_warnings: z.array(z.string()),
  groups: z.array(cardGroupSchema),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type EventDecklist = z.infer<typeof eventDecklist>;

export const eventDecklists = z.object({ decks: z.array(eventDecklist) });
export type EventDecklists = z.infer<typeof eventDecklists>;

export const setDeckCheckedResponse = z.object({ success: z.literal(true), is_deck_checked: z.boolean() });
export type SetDeckCheckedResponse = z.infer<typeof setDeckCheckedResponse>;

/** A version of a deck (spec section 3, Revision); `decklist` is the deck as it was then. */
export const deckRevision = z.object({
  revision_id: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** The user who made the change (the player, or a judge or owner), null if they no longer exist. */
  revised_by: z.string().nullable(),
  /** Their name in the event (or account name); 'Unknown' for a deleted user. */
  revised_by_name: z.string(),
  /** 'submitted' (a submission, resubmission or an organiser's edit) or 'deleted' (the player deleted the deck). */
  revision_type: z.enum(['submitted', 'deleted']),
  /** The version the deck has now: the newest revision, unless the deck was deleted after it. */
  is_current: z.boolean(),
  decklist: z.object({
    player_name: z.string(),
    deck_name: z.string(),
    decklist_text: z.string(),
    deck_warnings: z.array(z.string()),
    groups: z.array(cardGroupSchema),
  }),
});
export type DeckRevision = z.infer<typeof deckRevision>;
export const deckRevisionsResponse = z.array(deckRevision);

/** A deck the caller submitted to another event of the same format, offered for import. */
export const importableDeck = z.object({
  event_id: z.string(),
  event_name: z.string(),
  event_date: z.string(),
  player_name: z.string(),
  deck_name: z.string(),
  decklist_text: z.string(),
});
export type ImportableDeck = z.infer<typeof importableDeck>;
export const importableDecksResponse = z.object({ decks: z.array(importableDeck) });
export type ImportableDecksResponse = z.infer<typeof importableDecksResponse>;
