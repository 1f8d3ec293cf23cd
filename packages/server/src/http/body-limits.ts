/** A deck request carries at most 20,000 characters of list (up to 3 bytes each in UTF-8) and two names. */
export const DECK_BODY_LIMIT_BYTES = 96 * 1024;
