import { parseDecklist } from '@decklist/core/decklist';

// Reading a pasted list needs the decklist reader, which the pool page loads only when something is pasted.

/** The cards of a list as written (a count and a name a line; sections do not matter). */
export const pastedCards = (text: string) => parseDecklist(text, 'sixty').entries.map((entry) => ({ name: entry.name, count: entry.quantity }));
