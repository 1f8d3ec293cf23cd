import type { EventDetails } from '@decklist/core/api';
import { eventExpirationDate } from '@decklist/core/events';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '../../components/ui';
import { Link } from 'wouter';
import { formatDate } from '../../components/format';
import { eventPageUrl } from './format';

/** Invite link with copy, the QR poster, print, download and sync links, and the expiration date. */
export function ShareSection({ event }: { event: EventDetails }) {
  const id = event.event_id;
  const { t } = useLingui();
  const invite = eventPageUrl(id);
  const expiresOn = formatDate(eventExpirationDate(event.event_date));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Share and Export</Trans>
      </Title>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t`Invite link`} value={invite} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={invite} timeout={2000}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : 'blue'} variant={copied ? 'filled' : 'light'} miw={90}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="lg">
        <Anchor href={`/e/${id}/qr`} target="_blank" rel="noopener">
          <Trans>QR Code</Trans>
        </Anchor>
        <Anchor href={`/e/${id}/deck/print`} target="_blank" rel="noopener">
          <Trans>Print Decklists</Trans>
        </Anchor>
        <Anchor href={`/api/events/${id}/decks/all`} target="_blank" rel="noopener">
          <Trans>Download all decks</Trans>
        </Anchor>
        {/* EventLink is Magic's event system: a Flesh and Blood event has nothing to compare with it. */}
        {event.decklist_style !== 'fab' && (
          <Anchor component={Link} to={`/e/${id}/sync/eventlink`}>
            <Trans>Eventlink Sync</Trans>
          </Anchor>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Expires on {expiresOn}: the event and its decklists are then deleted.</Trans>
      </Text>
    </Stack>
  );
}
