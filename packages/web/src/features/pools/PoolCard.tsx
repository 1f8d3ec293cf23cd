import type { EventDetails } from '@decklist/core/api';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePool } from '../../api/limited';
import { DeckAgainstPool } from './DeckAgainstPool';
import { PoolSheetLink } from './SheetLinks';
import { formatDateTime } from '../../components/format';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '../../components/ui';

/** On a Limited event's page, above the player's deck: their registered pool, and the way to register or change it. */
export function PoolCard({ event }: { event: EventDetails }) {
  const pool = usePool(event.event_id);
  const closed = event.status === 'closed';
  const registered = pool.data ?? null;
  const total = registered?.total ?? 0;
  const at = registered ? formatDateTime(new Date(registered.updated_at)) : '';
  const warnings = registered?.warning_details.length ?? 0;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Your pool</Trans>
        </Title>
        {pool.isPending ? null : registered ? (
          <Text>
            <Trans>
              <Plural value={total} one="# card" other="# cards" /> registered {at}.
            </Trans>
            {warnings > 0 && (
              <>
                {' '}
                <Trans>⚠ Some things for a judge to look at.</Trans>
              </>
            )}
          </Text>
        ) : (
          <Text>{closed ? <Trans>No pool was registered.</Trans> : <Trans>Register the pool you opened before you build your deck.</Trans>}</Text>
        )}
        {registered?.swapped && (
          <Text>
            <Trans>The pools were swapped: verify the pool you received, and build your deck from it.</Trans>{' '}
            <Anchor component={Link} to={`/e/${event.event_id}/pool/received`}>
              <Trans>The pool you received</Trans>
            </Anchor>
          </Text>
        )}
        {registered && <DeckAgainstPool eventId={event.event_id} />}
        {registered && <PoolSheetLink eventId={event.event_id} />}
        {(!closed || registered) && (
          <Group>
            {registered && !closed && (
              <Button component={Link} to={`/e/${event.event_id}/pool/deck`}>
                <Trans>Build your deck</Trans>
              </Button>
            )}
            <Button component={Link} to={`/e/${event.event_id}/pool`} variant={registered ? 'default' : 'filled'}>
              {registered ? closed ? <Trans>See your pool</Trans> : <Trans>See or change your pool</Trans> : <Trans>Register your pool</Trans>}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
