// Limits shared by the server's schemas and the web's form rules (no zod here: the web imports it).

/** Longest decklist text accepted (a 100-card list is about 3,000 characters). */
export const MAX_DECKLIST_TEXT_LENGTH = 20_000;
/** At most this many revisions of a deck are returned, newest first (docs/product.md, Revisions). */
export const MAX_REVISIONS_SHOWN = 20;
/** At most this many of the user's decks in other events are offered for import. */
export const MAX_IMPORTABLE_DECKS = 20;
/** Unknown names for which 'Did you mean' is searched, per list (every game, pools too); the others are only called unknown. */
export const SUGGESTED_NAMES_PER_LIST = 20;
