import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventRole } from '@decklist/core/events';

/** The event roles' words: on role badges, and for a person who has no name (person-name.ts). */
export const ROLE_LABELS: Record<EventRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'event role' }),
  judge: msg({ message: 'Judge', context: 'event role' }),
  player: msg({ message: 'Player', context: 'event role' }),
};
