import { MAX_NAME_LENGTH } from '../text/limits';
import { z } from 'zod';
import { cardGroupSchema, decklistTextField, deckWarningDetailsField } from './cards';
import { optionalText, requiredText } from './common';
import { PAPER_SIZES } from '../decklist/paper';
import { eventIdParams } from './events';

const userIdField = z.uuid({ error: 'Not a user id' });

// ------------------------------------------------------------------ requests

/** `?user_id=` of the deck reads: another player's deck (owner and judges); the caller's own without it. */
export const deckUserQuery = z.object({ user_id: userIdField.optional() });
export type DeckUserQuery = z.input<typeof deckUserQuery>;

const paperField = z.enum(PAPER_SIZES, { error: 'Paper must be a4 or letter' }).default('a4');

/** `?paper=` of the registration sheets of every deck. */
export const sheetsQuery = z.object({ paper: paperField });
/** `?user_id=&paper=` of one deck's registration sheet. */
export const deckSheetQuery = deckUserQuery.extend({ paper: paperField });

/** POST /api/events/{id}/deck: names trimmed (docs/product.md, Forms), decklist text required. */
export const submitDeckBody = z.object({
  /** Whose deck: the caller's own when missing, null or their own id; another player's for the owner and judges. */
  user_id: userIdField.nullish().transform((id) => id ?? undefined),
  player_name: requiredText('Player name', MAX_NAME_LENGTH),
  deck_name: optionalText('Deck name', MAX_NAME_LENGTH),
  decklist_text: decklistTextField.refine((text) => text.trim().length > 0, { message: 'Decklist is required', params: { code: 'required' } }),
});
export type SubmitDeckBody = z.input<typeof submitDeckBody>;

export const setDeckCheckedBody = z.object({
  user_id: userIdField,
  is_checked: z.boolean({ error: 'is_checked must be true or false' }),
});
export type SetDeckCheckedBody = z.input<typeof setDeckCheckedBody>;

/** `{revision_id}` of GET /api/events/{id}/deck/revisions/{revision_id}: a revision's number. */
export const revisionParams = eventIdParams.extend({
  revision_id: z.coerce
    .number({ error: 'Not a revision number' })
    .int('Not a revision number')
    .positive('Not a revision number')
    .max(Number.MAX_SAFE_INTEGER, 'Not a revision number'),
});

// ------------------------------------------------------------------ responses

/** A deck as the contract's DecklistResponse: names, groups, warnings, the checked mark and the text. */
export const decklistResponse = z.object({
  player_name: z.string(),
  deck_name: z.string(),
  decklist_text: z.string(),
  is_deck_checked: z.boolean(),
  deck_warnings: z.array(z.string()),
  /** `deck_warnings` as data, one for each in the same order. Beyond the contract (always sent). */
  deck_warning_details: deckWarningDetailsField,
  groups: z.array(cardGroupSchema),
});
export type DecklistResponse = z.infer<typeof decklistResponse>;

/** A deck in an event, checked against the event's format. */
export const eventDecklist = decklistResponse.extend({
  event_id: z.string(),
  user_id: z.string(),
  /** When an organiser last marked it checked (ISO 8601), kept after the player's change; null when unmarked. Beyond the contract. */
  checked_at: z.string().nullable().optional(),
  /** The player's latest change after that check (ISO 8601); null when unchanged since. Beyond the contract. */
  changed_since_checked_at: z.string().nullable().optional(),
  /** The revision that was checked (readable at .../deck/revisions/{revision_id}); null when unmarked. Beyond the contract. */
  checked_revision_id: z.number().int().nullable().optional(),
  has_warnings: z.boolean(),
  /** ISO 8601. */
  updated_at: z.string(),
  /** Whether the player agreed that this list may be published (beyond the contract). */
  publication_consent: z.boolean().optional(),
});
export type EventDecklist = z.infer<typeof eventDecklist>;

/**
 * A player of the event who has no deck yet (a walk-in an organiser added), as the owner and judges
 * read it: the deck's shape with an empty list, so a client that takes a 404 for "nothing to edit"
 * still offers the form. Beyond the contract: `has_deck: false` and `updated_at: null` tell it from a
 * submitted deck.
 */
export const emptyEventDecklist = eventDecklist.extend({ updated_at: z.null(), has_deck: z.literal(false) });
export type EmptyEventDecklist = z.infer<typeof emptyEventDecklist>;

/** GET /api/events/{id}/deck: a deck, or an organiser's empty one (one object, so the contract's required fields stay required). */
export const eventDeckAnswer = eventDecklist.extend({ updated_at: z.string().nullable(), has_deck: z.boolean().optional() });

export const eventDecklists = z.object({ decks: z.array(eventDecklist) });
export type EventDecklists = z.infer<typeof eventDecklists>;

export const revisionTypes = ['submitted', 'deleted'] as const;

/** A version of a deck (docs/product.md, Revisions); `decklist` is the deck as it was then. */
export const deckRevision = z.object({
  /** The revision's number, for GET .../deck/revisions/{revision_id}. */
  revision_id: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
  /**
   * The name of who made the change (their name in the event, or account name, else their role's word:
   * core's nameInEvent); 'Unknown' for a deleted user.
   */
  revised_by: z.string(),
  /** Their role in the event now (null when they have none), so a page can say a nameless person's role in its language. */
  reviser_role: z.enum(['owner', 'judge', 'player']).nullable(),
  /** 'submitted' (a submission, resubmission or an organiser's edit) or 'deleted' (the player deleted the deck). */
  revision_type: z.enum(revisionTypes),
  /** The version the deck has now: the newest revision, unless the deck was deleted after it. */
  is_current: z.boolean(),
  decklist: decklistResponse,
});
export type DeckRevision = z.infer<typeof deckRevision>;

export const deckRevisionsResponse = z.object({
  event_id: z.string(),
  /** SHA-256 (hex) of the player's lower-cased e-mail address; empty for a player added without one. */
  player_email_hash: z.string(),
  /** Newest first. */
  revisions: z.array(deckRevision),
});
export type DeckRevisionsResponse = z.infer<typeof deckRevisionsResponse>;

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
export const importableDecksResponse = z.object({
  decks: z.array(importableDeck),
  /** The player name on the caller's latest decklist in any event (to fill in a new one), or null. */
  last_player_name: z.string().nullable(),
});
export type ImportableDecksResponse = z.infer<typeof importableDecksResponse>;
