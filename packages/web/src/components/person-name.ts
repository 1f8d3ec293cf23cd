import { t } from '@lingui/core/macro';
import { NAMELESS_BY_ROLE, type EventRole } from '@decklist/core/events';
import { ROLE_LABELS } from './role-labels';

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
