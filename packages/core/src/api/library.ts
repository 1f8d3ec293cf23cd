import { z } from 'zod';
import { findFormat } from '../formats/formats';
import { MAX_LIBRARY_DECK_NAME_LENGTH } from '../library/rules';
import { cardGroupSchema, decklistTextField, deckWarningDetailsField } from './cards';
import { requiredText, textTypeError } from './common';

// ------------------------------------------------------------------ requests

/** `{deck_id}` of the library addresses. Any text: an id that is not a deck's is simply not found (404). */
export const libraryDeckParams = z.object({ deck_id: z.string() });
/** `?deckId=` of POST /api/decks/library: saves that deck rather than a new one (the contract's other address). */
export const saveLibraryDeckQuery = z.object({ deckId: z.string().optional() });

/** A format code of the formats list, trimmed; required in the library (docs/product.md, Deck library). */
const libraryFormatField = z
  .string({ error: textTypeError('Format') })
  .trim()
  .min(1, 'Format is required')
  .refine((code) => code === '' || findFormat(code) !== undefined, 'Choose a format from the list');

/**
 * POST /api/decks/library (new, or the deck of `?deckId=` or of the body's `deck_id`) and
 * POST /api/decks/library/{deck_id} (existing), docs/api-contract.md.
 * Every field is trimmed and required (docs/product.md, Forms).
 */
export const saveLibraryDeckBody = z.object({
  /** Which deck is saved when the address names none; one the address names must be the same (400 otherwise). */
  deck_id: z.string().nullish(),
  deck_name: requiredText('Deck name', MAX_LIBRARY_DECK_NAME_LENGTH),
  format: libraryFormatField,
  decklist_text: decklistTextField.trim().min(1, 'Decklist is required'),
});
export type SaveLibraryDeckBody = z.input<typeof saveLibraryDeckBody>;

// ------------------------------------------------------------------ responses

/**
 * An item of GET /api/decks/library. It also carries the decklist text,
 * so the event deck form's import select can fill the form without another call (at most 20 decks).
 */
export const libraryDeckListItem = z.object({
  deck_id: z.string(),
  deck_name: z.string(),
  has_warnings: z.boolean(),
  format: z.string(),
  /** The format's name; the code itself when the format is no longer in the formats list. */
  format_name: z.string(),
  decklist_text: z.string(),
});
export type LibraryDeckListItem = z.infer<typeof libraryDeckListItem>;
export const libraryDeckListResponse = z.object({ decks: z.array(libraryDeckListItem) });
export type LibraryDeckListResponse = z.infer<typeof libraryDeckListResponse>;

/** A saved deck, checked against its format (docs/product.md, Deck library). */
export const libraryDeck = z.object({
  deck_id: z.string(),
  deck_name: z.string(),
  format: z.string(),
  format_name: z.string(),
  decklist_text: z.string(),
  has_warnings: z.boolean(),
  deck_warnings: z.array(z.string()),
  /** `deck_warnings` as data, one for each in the same order. Beyond the contract (always sent). */
  deck_warning_details: deckWarningDetailsField,
  groups: z.array(cardGroupSchema),
});
export type LibraryDeck = z.infer<typeof libraryDeck>;
