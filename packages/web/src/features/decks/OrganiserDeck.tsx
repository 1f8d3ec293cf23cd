import type { EventDetails } from '@decklist/core/api';
import { paperForLocale } from '@decklist/core/decklist';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { deckLinks, useEventDeck, useSetDeckChecked } from '../../api/decks';
import { useAuth } from '../../api/auth';
import { eventDraftKey } from '../../decklist';
import { DeckForm } from './DeckForm';
import { ChangesSinceChecked, RevisionsPanel } from './RevisionsPanel';
import { DeckNotReady } from './DeckNotReady';

/**
 * An owner's or judge's view of a player's deck (`/e/{id}/deck?id={user_id}`): blurred and read-only
 * until 'Edit Decklist' (its counts stay readable above), the 'Reviewed' mark, print and PDF, what
 * changed since the deck was marked reviewed (when the player changed it), and the revisions. For a player
 * without a deck, 'No decklist found', and 'Edit Decklist' lets the organiser type one in (a paper list).
 */
export function OrganiserDeck({ event, userId }: { event: EventDetails; userId: string }) {
  const { t } = useLingui();
  const auth = useAuth();
  const deck = useEventDeck(event.event_id, userId);
  const setChecked = useSetDeckChecked(event.event_id);
  const [entering, setEntering] = useState(false);
  const player = event.participants?.find((p) => p.user_id === userId && p.role === 'player');

  if (!deck.isSuccess) return <DeckNotReady failed={deck.isError} />;
  const current = deck.data;
  const name = current?.player_name ?? player?.player_name ?? t`Player`;
  const deckName = current?.deck_name || t`(no name)`;
  const changedAt = current && !current.is_deck_checked ? current.changed_since_checked_at : null;
  const checkedRevision = current?.checked_revision_id;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{name}</Title>
        {current && (
          <Text c="dimmed">
            <Trans>Deck: {deckName}</Trans>
          </Text>
        )}
      </div>
      {current ? (
        <Group gap="sm">
          <Badge variant="light" size="lg" color={current.is_deck_checked ? 'green' : changedAt ? 'yellow' : 'gray'}>
            {/* When it was reviewed and changed: at the top of 'Changes since reviewed'. */}
            {current.is_deck_checked ? <Trans>✓ Reviewed</Trans> : changedAt ? <Trans>Changed since reviewed</Trans> : <Trans>Not reviewed</Trans>}
          </Badge>
          <Button
            variant={current.is_deck_checked ? 'default' : 'filled'}
            color={current.is_deck_checked ? undefined : 'green'}
            loading={setChecked.isPending}
            onClick={() => setChecked.mutate({ user_id: userId, is_checked: !current.is_deck_checked })}
          >
            {current.is_deck_checked ? <Trans>Mark as Not Reviewed</Trans> : <Trans>Mark as Reviewed</Trans>}
          </Button>
          <Anchor href={`/e/${event.event_id}/deck/print?id=${userId}`} target="_blank" rel="noopener">
            <Trans>Print Decklist</Trans>
          </Anchor>
          <Anchor href={deckLinks.registrationSheet(event.event_id, paperForLocale(navigator.language), userId)} download>
            <Trans>Registration sheet (PDF)</Trans>
          </Anchor>
        </Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>
            <Trans>No decklist found</Trans>
          </Text>
          {player && !entering && (
            <>
              <Text size="sm" c="dimmed">
                <Trans>You can type in this player&apos;s decklist, for example from a paper list.</Trans>
              </Text>
              <Button onClick={() => setEntering(true)}>
                <Trans>Edit Decklist</Trans>
              </Button>
            </>
          )}
        </Stack>
      )}
      {setChecked.isError && (
        <Text c="red">
          <Trans>Error, try later</Trans>
        </Text>
      )}
      {current && changedAt && checkedRevision != null && (
        <ChangesSinceChecked eventId={event.event_id} userId={userId} deck={{ ...current, checked_revision_id: checkedRevision }} style={event.decklist_style} />
      )}
      {(current || entering) && (
        <DeckForm
          event={event}
          deck={current}
          userId={userId}
          defaultPlayerName={player?.player_name ?? ''}
          guarded={!entering}
          draftKey={auth.status === 'authorized' ? eventDraftKey(auth.user.user_id, event.event_id, userId) : undefined}
        />
      )}
      <RevisionsPanel event={event} userId={userId} current={current} />
    </Stack>
  );
}
