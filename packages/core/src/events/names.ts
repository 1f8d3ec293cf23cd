import type { EventRole } from './rules';

/**
 * What a person of an event is called when they have no name (none in the event, none on their account):
 * their role, the same word in the revisions, the deck-check log and its download. Pages show it in the
 * reader's language; texts the server writes (downloads, the contract's `revised_by`) in English.
 */
export const NAMELESS_BY_ROLE = { owner: 'Owner', judge: 'Judge', player: 'Player' } as const satisfies Record<EventRole, string>;

/** A person as named in an event: their name, else their role's word, else 'Unknown' (an account since deleted). */
export const nameInEvent = (name: string | null | undefined, role: EventRole | null | undefined): string =>
  name?.trim() || (role ? NAMELESS_BY_ROLE[role] : 'Unknown');
