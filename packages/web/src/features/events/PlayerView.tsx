import type { EventDetails } from '@decklist/core/api';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';
import { LoadingScreen } from '../../components/LoadingScreen';

/** Where a signed-in player submits their decklist on the event page (the route fills it). */
export type PlayerDeckSlot = (event: EventDetails) => ReactNode;

/** What a player (or a visitor) sees on the event page (docs/product.md, The event page). */
export function PlayerView({ event, playerDeck }: { event: EventDetails; playerDeck: PlayerDeckSlot }) {
  const auth = useAuth();
  const isFull = event.player_count >= event.max_players && event.role !== 'player';

  if (isFull) {
    const maxPlayers = event.max_players;
    return (
      <Alert color="orange" role="status">
        <Title order={2} size="h3">
          <Trans>Event is Full</Trans>
        </Title>
        <Text mt="xs">
          <Trans>This event has reached its limit of {maxPlayers} players.</Trans>
        </Text>
      </Alert>
    );
  }
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'authorized') return playerDeck(event);
  if (event.status === 'closed') {
    return (
      <Alert color="gray" role="status">
        <Text>
          <Trans>
            <strong>Event Closed</strong> - This event has been closed for registration. If you need to participate, please contact your
            Tournament Organiser or Judge.
          </Trans>
        </Text>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Stack align="flex-start">
        <Text>
          <Trans>Log in to submit your decklist for this event.</Trans>
        </Text>
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/e/${event.event_id}`)}`}>
          <Trans>Log in to Continue</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
