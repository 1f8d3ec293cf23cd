import type { EventDetails } from '@decklist/core/api';
import { readPlayerView } from '@decklist/core/events';
import { OrganiserDeck } from './OrganiserDeck';
import { ReviewBar } from './ReviewBar';

/** The review screen of a player's deck (owner and judges): the review bar over the deck. Its own chunk: players never load it. */
export function OrganiserReview({ event, userId, listQuery }: { event: EventDetails; userId: string; listQuery: string }) {
  const view = readPlayerView(new URLSearchParams(listQuery));
  return (
    <>
      <ReviewBar event={event} userId={userId} view={view} />
      <OrganiserDeck key={userId} event={event} userId={userId} />
    </>
  );
}
