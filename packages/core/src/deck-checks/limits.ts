// Bounds of deck checks, shared by the server's schemas and the web's forms (no zod here).

/** Most players one draw (random or by name) may pick. */
export const MAX_PICKS_PER_DRAW = 20;
/** Most deck checks one event keeps in its log. */
export const MAX_DECK_CHECKS_PER_EVENT = 500;
/** Longest note of a check's outcome. */
export const MAX_DECK_CHECK_NOTE_LENGTH = 500;
/** Highest round number accepted. */
export const MAX_ROUND = 30;
/** Highest table number accepted. */
export const MAX_TABLE_NUMBER = 9999;
/** A time extension given with a check: 1 to 60 minutes, in whole or half minutes. */
export const MIN_EXTENSION_MINUTES = 1;
export const MAX_EXTENSION_MINUTES = 60;
