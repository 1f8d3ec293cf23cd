/** What the app keeps in this browser's local storage that belongs to the signed-in reader. */
export const PERSONAL_STORAGE = {
  /** Unsent edits of deck forms (decklist/use-draft.ts). */
  drafts: 'decklist-draft:',
  /** Saves pressed but not yet through (decklist/use-unsent-save.ts). */
  unsent: 'decklist-unsent:',
  /** A judge's counts of a deck check not yet recorded (features/deck-checks/kept-counts.ts). */
  deckCheckCounts: 'decklist-check-counts:',
  /** An organiser's choice of lists to publish not yet published (features/events/publication-choices.ts). */
  publicationChoices: 'decklist-publication-choices:',
} as const;

/**
 * Forgets the drafts, unsent saves and counts kept here (each is stored under its account's id), but those of
 * `keptUserId`: at logout every one, when an account signs in those of any other.
 */
export function forgetPersonalStorage(keptUserId?: string) {
  try {
    const prefixes = Object.values(PERSONAL_STORAGE);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key): key is string => key !== null);
    const forgotten = (key: string) => prefixes.some((prefix) => key.startsWith(prefix) && !(keptUserId && key.startsWith(`${prefix}${keptUserId}:`)));
    for (const key of keys) if (forgotten(key)) localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
}
