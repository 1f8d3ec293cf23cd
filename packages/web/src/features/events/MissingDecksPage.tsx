import { indexPlayers, isOrganiserRole } from '@decklist/core/events';
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
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);

  const fallback = eventQueryFallback(event);
  if (fallback || !event.data) return <main className={classes.sheet}>{fallback}</main>;
  const data = event.data;
  if (!isOrganiserRole(data.role)) {
    return (
      <main className={classes.sheet}>
        <PageError>Only the owner and judges of this event can see its players.</PageError>
      </main>
    );
  }
  const missing = indexPlayers(data.participants).filter(({ player }) => !player.has_deck);
  return (
    <main className={classes.sheet}>
      <Title order={1}>Missing decklists</Title>
      <Text>
        {data.event_name} · {data.format_name} · {formatDate(data.event_date)} · Event code <strong>{data.event_id.toUpperCase()}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {missing.length} of {data.player_count} registered players have no decklist · printed {formatDateTime(new Date())}
      </Text>
      {missing.length === 0 ? (
        <Text fw={600}>Every registered player has submitted a decklist.</Text>
      ) : (
        <Table aria-label="Players without a decklist">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.number}>#</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th className={classes.notes}>Notes</Table.Th>
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
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="default" onClick={() => window.close()}>
          Close
        </Button>
      </Group>
    </main>
  );
}
