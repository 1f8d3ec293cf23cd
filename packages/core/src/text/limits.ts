// Lengths of names and addresses, shared by the server's schemas and the web's form rules (no zod here).

/** Longest name accepted: tournaments, players, decks, judges, timer managers. */
export const MAX_NAME_LENGTH = 100;
/** Longest e-mail address accepted. */
export const MAX_EMAIL_LENGTH = 254;
