import type { EventDetails } from '@decklist/core';
import { Alert } from '@mantine/core';

/**
 * Where a signed-in player submits their decklist on the event page. The decklist feature
 * (issue 5) replaces this placeholder with the deck form; the event page renders it for any
 * signed-in user who is not an organiser, unless the event is full for them.
 */
export function PlayerDeckSlot({ event }: { event: EventDetails }) {
  return (
    <Alert color="blue" title="Decklist submission" role="status">
      Submitting a decklist to {event.event_name} is not available yet: it arrives with the decklist feature.
    </Alert>
  );
}
