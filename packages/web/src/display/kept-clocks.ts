import type { LiveClock } from '@decklist/core/timers';

/** What a display keeps of its tournament: public, so kept whoever is signed in on the device. */
export interface KeptTournament {
  tournamentName: string;
  /** Anchored at server times (as_of): shown at the server's time as last known, they keep counting. */
  clocks: LiveClock[];
}

const keyOf = (tournamentId: string) => `decklist-display:${tournamentId}`;

/**
 * The last clocks a display showed, kept in the browser: a TV that reloads while the hall's network is down
 * shows them counting (its tournament comes over the live channel, which no service worker can keep).
 */
export const keptClocks = {
  save(tournamentId: string, tournament: KeptTournament) {
    try {
      localStorage.setItem(keyOf(tournamentId), JSON.stringify(tournament));
    } catch {
      // storage refused or full: a reload offline says the screen needs the network
    }
  },
  read(tournamentId: string): KeptTournament | null {
    try {
      const kept = JSON.parse(localStorage.getItem(keyOf(tournamentId)) ?? 'null') as Partial<KeptTournament> | null;
      return kept && typeof kept.tournamentName === 'string' && Array.isArray(kept.clocks) ? (kept as KeptTournament) : null;
    } catch {
      return null;
    }
  },
  forget(tournamentId: string) {
    try {
      localStorage.removeItem(keyOf(tournamentId));
    } catch {
      // nothing kept
    }
  },
};
