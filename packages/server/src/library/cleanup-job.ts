import type { Job } from '../jobs/runner';
import { deleteUnusedLibraryDecks } from './store';

/** Deletes saved decks that nobody used (saved or imported into an event) for 90 days. */
export const libraryCleanupJob: Job = {
  name: 'library-cleanup',
  intervalMs: 60 * 60 * 1000,
  async run(tx, now) {
    await deleteUnusedLibraryDecks(tx, now);
  },
};
