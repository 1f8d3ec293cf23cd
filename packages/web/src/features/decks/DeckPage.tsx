import { isOrganiserRole } from '@decklist/core/events';
import { Plural, Select, Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Alert, Anchor, Container, Stack, Text, Title } from '../../components/ui';
import { Link, useParams, useSearchParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { PageError } from '../../components/PageError';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { formatDate } from '../../components/format';
import { LoadingScreen } from '../../components/LoadingScreen';
import type { DeckExtras } from './slots';
import { OrganiserReview, PlayerDeck } from './on-demand';

/**
 * `/e/{event_id}/deck` (protected): the caller's own deck, or with `?id={user_id}` an owner's or
 * judge's review of a player's deck (with previous/next through the player list as searched and
 * filtered there). Follows changes made elsewhere live.
 */
export function DeckPage({ extras }: { extras?: DeckExtras }) {
  const { t } = useLingui();
  const { eventId = '' } = useParams<{ eventId: string }>();
  const [params] = useSearchParams();
  const auth = useAuth();
  const event = useEvent(eventId);
  useEventLive(event.data?.event_id);
  const userId = params.get('id') ?? undefined;
  // The rest of the address is the player list's search, filter and sort: the review walks that list, and going back restores it.
  const listQuery = new URLSearchParams(params);
  listQuery.delete('id');

  let body = eventQueryFallback(event);
  const data = event.data;
  if (!body && data) {
    const ownId = auth.status === 'authorized' ? auth.user.user_id : undefined;
    const organiser = isOrganiserRole(data.role);
    if (userId && userId !== ownId) {
      body = organiser ? (
        <OrganiserReview event={data} userId={userId} listQuery={listQuery.toString()} />
      ) : (
        <PageError>
          <Trans>Only the owner and judges of this event can see other players&apos; decklists.</Trans>
        </PageError>
      );
    } else if (isOrganiserRole(data.role)) {
      const role = data.role;
      body = (
        <Text>
          <Select
            value={role}
            _owner="As the owner of this event you have no decklist in it: players submit theirs here."
            other="As the judge of this event you have no decklist in it: players submit theirs here."
          />
        </Text>
      );
    } else if (data.player_count >= data.max_players && data.role !== 'player') {
      const maxPlayers = data.max_players;
      body = (
        <Alert color="orange" role="status" title={t`Event is Full`}>
          <Plural value={maxPlayers} one="This event has reached its limit of # player." other="This event has reached its limit of # players." />
        </Alert>
      );
    } else {
      body = <PlayerDeck event={data} extras={extras} />;
    }
  }

  const back = `/e/${data?.event_id ?? eventId}${userId && listQuery.size > 0 ? `?${listQuery}` : ''}`;
  return (
    <Container size="lg">
      <Stack>
        <Anchor component={Link} to={back} size="sm">
          <Trans>← Back to Event</Trans>
        </Anchor>
        {data && (
          <div>
            <Title order={1}>{data.event_name}</Title>
            <Text c="dimmed">
              {data.format_name} · {formatDate(data.event_date)}
            </Text>
          </div>
        )}
        <Suspense fallback={<LoadingScreen />}>{body}</Suspense>
      </Stack>
    </Container>
  );
}
