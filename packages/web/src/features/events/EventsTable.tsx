import type { EventListEntry } from '@decklist/core/api';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Table, Text } from '../../components/ui';
import { Link } from 'wouter';
import { formatDate } from '../../components/format';
import { RoleBadge } from './RoleBadge';

/** Events with a link, the caller's role badge, optionally the format, and the date. */
export function EventsTable({ events, showFormat = false }: { events: EventListEntry[]; showFormat?: boolean }) {
  // useLingui, not <Trans>: the whole table (its dates too) renders again when the language changes.
  const { t } = useLingui();
  if (events.length === 0) return <Text c="dimmed">{t`No events found`}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t({ message: 'Tournament', context: 'table column' })}</Table.Th>
          {showFormat && (
            <Table.Th>{t({ message: 'Format', context: 'table column', comment: 'the game format of the tournament, e.g. Modern' })}</Table.Th>
          )}
          <Table.Th>{t({ message: 'Date', context: 'table column' })}</Table.Th>
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
