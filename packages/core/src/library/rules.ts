// Library rules shared by the server and the web (no zod here: the web imports it).

/** At most this many saved decks per user (docs/product.md, Deck library). */
export const MAX_LIBRARY_DECKS = 20;
/** A saved deck not used for this many days is deleted (docs/product.md, Deck library). */
export const LIBRARY_DECK_UNUSED_DAYS = 90;
/** Longest deck name in the library (as in an event). */
export const MAX_LIBRARY_DECK_NAME_LENGTH = 100;

export const LIBRARY_FULL_TITLE = 'Library is full';
export const LIBRARY_FULL_DETAIL = `Your library can hold ${MAX_LIBRARY_DECKS} decks. Delete one you no longer need to save another.`;
