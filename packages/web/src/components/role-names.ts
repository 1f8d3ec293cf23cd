import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { NAMELESS_BY_ROLE, type EventRole } from '@decklist/core/events';

/** The event roles' words: on role badges, and for a person who has no name (core's nameInEvent). */
export const ROLE_LABELS: Record<EventRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'event role' }),
  judge: msg({ message: 'Judge', context: 'event role' }),
  player: msg({ message: 'Player', context: 'event role' }),
};

/**
 * A person of an event as a page names them (call it while rendering): their name, else their role in the
 * reader's language (the server's English word for a nameless person, as the contract's `revised_by`
 * carries it, counts as no name).
 */
export function personName(name: string | null | undefined, role: EventRole | null | undefined): string {
  const given = name?.trim() ?? '';
  if (role && (given === '' || given === NAMELESS_BY_ROLE[role])) return t(ROLE_LABELS[role]);
  return given || t`Unknown`;
}
