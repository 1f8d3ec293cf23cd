import type { EventDetails } from '@decklist/core/api';
import { eventExpirationDate } from '@decklist/core/events';
import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { Link } from 'wouter';
import { formatDate } from '../../components/format';
import { eventPageUrl } from './format';

/** Invite link with copy, the QR poster, print, download and sync links, and the expiration date. */
export function ShareSection({ event }: { event: EventDetails }) {
  const id = event.event_id;
  const invite = eventPageUrl(id);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Share and Export
      </Title>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label="Invite link" value={invite} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={invite} timeout={2000}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : 'blue'} variant={copied ? 'filled' : 'light'} miw={90}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="lg">
        <Anchor href={`/e/${id}/qr`} target="_blank" rel="noopener">
          QR Code
        </Anchor>
        <Anchor href={`/e/${id}/deck/print`} target="_blank" rel="noopener">
          Print Decklists
        </Anchor>
        <Anchor href={`/api/events/${id}/decks/all`} target="_blank" rel="noopener">
          Download all decks
        </Anchor>
        <Anchor component={Link} to={`/e/${id}/sync/eventlink`}>
          Eventlink Sync
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Expires on {formatDate(eventExpirationDate(event.event_date))}: the event and its decklists are then deleted.
      </Text>
    </Stack>
  );
}
