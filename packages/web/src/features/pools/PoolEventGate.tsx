import type { EventDetails } from '@decklist/core/api';
import { isOrganiserRole } from '@decklist/core/events';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { useEvent } from '../../api/events';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { PageError } from '../../components/PageError';
import { Container } from '../../components/ui';

/**
 * The event of a pool page (`/e/{id}/pool...`) and whose pool it is about: the viewer's own, or for the owner and
 * judges the player named by `?user_id=`. Says what is wrong instead when the event registers no pools, or an
 * organiser opened it without naming a player.
 */
export function PoolEventGate({ page }: { page: (event: EventDetails, playerId: string | undefined) => ReactNode }) {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const [search] = useSearchParams();
  const playerId = search.get('user_id') ?? undefined;
  const event = useEvent(eventId);
  const fallback = eventQueryFallback(event);
  if (fallback || !event.data) return <Container size="sm">{fallback}</Container>;
  const data = event.data;
  if (!data.limited) {
    return (
      <Container size="sm">
        <PageError>
          <Trans>This event does not register pools: only a Limited event with its sets and boosters does.</Trans>
        </PageError>
      </Container>
    );
  }
  if (isOrganiserRole(data.role) && !playerId) {
    return (
      <Container size="sm">
        <PageError>
          <Trans>Open a player's pool from the player list of the event.</Trans>
        </PageError>
      </Container>
    );
  }
  return page(data, playerId);
}
