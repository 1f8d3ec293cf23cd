// Limits of round clocks: a clock name's length and how many one owner may make (no zod: the web imports it).

/** Longest clock name accepted. */
export const MAX_CLOCK_NAME_LENGTH = 60;
export const MAX_TOURNAMENTS_PER_OWNER = 50;
export const MAX_CLOCKS_PER_TOURNAMENT = 50;
export const MAX_MANAGERS_PER_TOURNAMENT = 20;
