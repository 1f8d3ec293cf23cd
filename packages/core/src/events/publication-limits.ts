// Bounds of published decklists, shared by the server's schemas and the web's forms (no zod here: the
// web imports it at run time).

/** The longest label a published list can have instead of (or beside) its placing ('Top 8', 'Best new brew'). */
export const MAX_PUBLICATION_LABEL_LENGTH = 40;
/** At most this many lists are published, or printed in one go (bounds the page and the downloads). */
export const MAX_CHOSEN_LISTS = 300;
/** Placings run from 1 up to this. */
export const MAX_PLACING = 999;
