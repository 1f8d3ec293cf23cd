import { indexPlayers, isOrganiserRole } from '@decklist/core/events';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { formatDate, formatDateTime } from '../../components/format';
import { PageError } from '../../components/PageError';
import { Button, Group, Table, Text, Title } from '../../components/ui';
import classes from './missing-decks-page.module.css';

/**
 * `/e/{id}/missing` (owner and judges): a printable sheet of the registered players who have no
 * decklist yet, to call them out or hand round the tables. No navbar; the buttons are hidden in print.
 */
export function MissingDecksPage() {
  const { t } = useLingui();
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);

  const fallback = eventQueryFallback(event);
  if (fallback || !event.data) return <main className={classes.sheet}>{fallback}</main>;
  const data = event.data;
  if (!isOrganiserRole(data.role)) {
    return (
      <main className={classes.sheet}>
        <PageError>
          <Trans>Only the owner and judges of this event can see its players.</Trans>
        </PageError>
      </main>
    );
  }
  const missing = indexPlayers(data.participants).filter(({ player }) => !player.has_deck);
  const eventName = data.event_name;
  const formatName = data.format_name;
  const eventDate = formatDate(data.event_date);
  const eventCode = data.event_id.toUpperCase();
  const missingCount = missing.length;
  const playerCount = data.player_count;
  const printedAt = formatDateTime(new Date());
  return (
    <main className={classes.sheet}>
      <Title order={1}>
        <Trans>Missing decklists</Trans>
      </Title>
      <Text>
        <Trans>
          {eventName} · {formatName} · {eventDate} · Event code <strong>{eventCode}</strong>
        </Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans comment="plural by the number of players without a decklist (missingCount)">
          <Plural value={missingCount} other={`${missingCount} of ${playerCount} registered players have no decklist`} /> · printed {printedAt}
        </Trans>
      </Text>
      {missing.length === 0 ? (
        <Text fw={600}>
          <Trans>Every registered player has submitted a decklist.</Trans>
        </Text>
      ) : (
        <Table aria-label={t`Players without a decklist`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.number}>#</Table.Th>
              <Table.Th>
                <Trans context="table column">Player</Trans>
              </Table.Th>
              <Table.Th className={classes.notes}>
                <Trans context="table column">Notes</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {missing.map(({ player }, i) => (
              <Table.Tr key={player.user_id}>
                <Table.Td className={classes.number}>{i + 1}</Table.Td>
                <Table.Td>{player.player_name}</Table.Td>
                <Table.Td className={classes.notes} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group className={classes.noPrint}>
        <Button onClick={() => window.print()}>
          <Trans context="button">Print</Trans>
        </Button>
        <Button variant="default" onClick={() => window.close()}>
          <Trans context="button">Close</Trans>
        </Button>
      </Group>
    </main>
  );
}
