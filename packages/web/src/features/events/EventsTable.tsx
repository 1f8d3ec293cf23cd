import type { EventListEntry } from '@decklist/core/api';
import { Anchor, Group, Table, Text } from '../../components/ui';
import { Link } from 'wouter';
import { formatDate } from '../../components/format';
import { RoleBadge } from './RoleBadge';

/** Events with a link, the caller's role badge, optionally the format, and the date. */
export function EventsTable({ events, showFormat = false }: { events: EventListEntry[]; showFormat?: boolean }) {
  if (events.length === 0) return <Text c="dimmed">No events found</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tournament</Table.Th>
          {showFormat && <Table.Th>Format</Table.Th>}
          <Table.Th>Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Table.Tr key={event.event_id}>
            <Table.Td>
              <Group gap="xs">
                <Anchor component={Link} to={`/e/${event.event_id}`}>
                  {event.event_name}
                </Anchor>
                {event.role && <RoleBadge role={event.role} />}
              </Group>
            </Table.Td>
            {showFormat && <Table.Td>{event.format_name}</Table.Td>}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(event.event_date)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
