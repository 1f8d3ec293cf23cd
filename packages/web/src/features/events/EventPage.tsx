import { isOrganiserRole } from '@decklist/core/events';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Container, Group, Stack, Text, Title } from '../../components/ui';
import { Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { LoadingScreen } from '../../components/LoadingScreen';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { formatDate } from '../../components/format';
import { PlayerView, type PlayerDeckSlot } from './PlayerView';
import type { ManageExtras } from './ManageEvent';
import { ManageEvent } from './on-demand';

export function EventPage({ playerDeck, manageExtras }: { playerDeck: PlayerDeckSlot; manageExtras?: ManageExtras }) {
  const { t } = useLingui();
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);
  useEventLive(event.data?.event_id);

  let body = eventQueryFallback(event);
  if (!body && event.data) {
    const { data } = event;
    const organiser = isOrganiserRole(data.role);
    const eventCode = data.event_id.toUpperCase();
    body = (
      <Stack>
        <div>
          <Title order={1}>{data.event_name}</Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">
              {data.format_name} · {formatDate(data.event_date)}
            </Text>
            {organiser && (
              <Badge variant="outline" size="lg" aria-label={t`Event code ${eventCode}`}>
                {eventCode}
              </Badge>
            )}
          </Group>
        </div>
        {organiser ? (
          <Suspense fallback={<LoadingScreen />}>
            <ManageEvent event={data} extras={manageExtras} />
          </Suspense>
        ) : (
          <PlayerView event={data} playerDeck={playerDeck} />
        )}
      </Stack>
    );
  }

  return (
    <Container size="md">
      <Stack>
        <Anchor component={Link} to="/" size="sm">
          <Trans>← Back to Events</Trans>
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
