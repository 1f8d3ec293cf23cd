import type { EventDetails } from '@decklist/core';
import { Alert, Button, Card, Stack, Text, Title } from '../../components/ui';
import { Link } from 'wouter';
import { useAuth } from '../../api/auth';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PlayerDeckSlot } from './PlayerDeckSlot';

/** What a player (or a visitor) sees on the event page (spec section 2, "Event page"). */
export function PlayerView({ event }: { event: EventDetails }) {
  const auth = useAuth();
  const isFull = event.player_count >= event.max_players && event.role !== 'player';

  if (isFull) {
    return (
      <Alert color="orange" role="status">
        <Title order={2} size="h3">
          Event is Full
        </Title>
        <Text mt="xs">This event has reached its limit of {event.max_players} players.</Text>
      </Alert>
    );
  }
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'authorized') return <PlayerDeckSlot event={event} />;
  if (event.status === 'closed') {
    return (
      <Alert color="gray" role="status">
        <Text>
          <strong>Event Closed</strong> - This event has been closed for registration. If you need to participate, please contact your
          Tournament Organiser or Judge.
        </Text>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Stack align="flex-start">
        <Text>Log in submit your decklist for this event.</Text>
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/e/${event.event_id}`)}`}>
          Log in to Continue
        </Button>
      </Stack>
    </Card>
  );
}
