import { paperForLocale } from '@decklist/core/decklist';
import { Trans } from '@lingui/react/macro';
import { poolSheetLinks, usePoolSwap } from '../../api/limited';
import { Anchor, Text } from '../../components/ui';

// The Limited registration sheets (PDF), downloaded as the deck registration sheets are: on the paper of the
// browser's country (US Letter in the United States and Canada, A4 elsewhere).
const paper = () => paperForLocale(navigator.language);

/** The player's own sheet: about the pool they play (their own, or after a swap the one they received). */
export function PoolSheetLink({ eventId }: { eventId: string }) {
  return (
    <Text size="sm">
      <Anchor href={poolSheetLinks.player(eventId, paper())} download>
        <Trans>Registration sheet (PDF)</Trans>
      </Anchor>
    </Text>
  );
}

/** For the organisers: every registered pool's sheet, one player after another. */
export function AllPoolSheetsLink({ eventId }: { eventId: string }) {
  return (
    <Text size="sm">
      <Anchor href={poolSheetLinks.all(eventId, paper())} download>
        <Trans>Registration sheets of all pools (PDF)</Trans>
      </Anchor>
    </Text>
  );
}

/**
 * For the organisers, on a player's pool: that pool's sheet. Before a swap it is the player's; after it, the sheet of
 * the player who received the pool and plays it (none while that player has left the event).
 */
export function PoolOfPlayerSheetLink({ eventId, ownerId, swapped }: { eventId: string; ownerId: string; swapped: boolean }) {
  return swapped ? <ReceiverSheetLink eventId={eventId} ownerId={ownerId} /> : <OrganiserSheetLink eventId={eventId} playerId={ownerId} />;
}

function ReceiverSheetLink({ eventId, ownerId }: { eventId: string; ownerId: string }) {
  const swap = usePoolSwap(eventId);
  const entry = swap.data?.entries.find((candidate) => candidate.owner_id === ownerId);
  if (!entry?.receiver_id || entry.receiver_name === null) return null;
  return <OrganiserSheetLink eventId={eventId} playerId={entry.receiver_id} />;
}

function OrganiserSheetLink({ eventId, playerId }: { eventId: string; playerId: string }) {
  return (
    <Text size="sm">
      <Anchor href={poolSheetLinks.player(eventId, paper(), playerId)} download>
        <Trans>Registration sheet of this pool (PDF)</Trans>
      </Anchor>
    </Text>
  );
}
