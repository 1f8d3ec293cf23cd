import type { EventRole } from '@decklist/core/events';
import { problem } from '../http/problem';
import type { EventRow } from '../events/store';

/**
 * The new value of 'Decklists may be published' from an event update, or undefined when it stays as it
 * is. Only the owner may change it.
 */
export function publishingChange(event: EventRow, role: EventRole, wanted: boolean | undefined): boolean | undefined {
  if (wanted === undefined || wanted === event.listsMayBePublished) return undefined;
  if (role !== 'owner') throw problem('owner_only_publishing');
  return wanted;
}
