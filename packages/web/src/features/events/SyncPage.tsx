import type { EventDetails } from '@decklist/core/api';
import {
  compareWithReport,
  describeDifferences,
  parsePlayerReport,
  type SyncRow,
  type SyncStatus,
  isOrganiserRole,
} from '@decklist/core/events';
import { Anchor, Button, Container, Stack, Table, Text, Textarea, Title } from '../../components/ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { PageError } from '../../components/PageError';
import { eventQueryFallback } from '../../components/event-query-fallback';

const STATUS_LABELS: Record<SyncStatus, string> = {
  submitted: '✓ Submitted',
  not_submitted: '✗ Not Submitted',
  not_registered: '⚠ not registered in the companion app',
  unknown: '⚠ Unknown',
};
const STATUS_COLORS: Record<SyncStatus, string> = { submitted: 'teal', not_submitted: 'red', not_registered: 'orange', unknown: 'dimmed' };

/** Before a report is pasted, a player's row says whether they have submitted a deck here. */
const shownStatus = (row: SyncRow): SyncStatus =>
  row.status === 'unknown' && row.player ? (row.player.has_deck ? 'submitted' : 'not_submitted') : row.status;

/** The sync tool itself, for an organiser of the event. */
export function SyncTool({ event }: { event: EventDetails }) {
  const [text, setText] = useState('');
  const [reportNames, setReportNames] = useState<string[] | null>(null);
  const players = (event.participants ?? []).filter((p) => p.role === 'player');
  const rows = compareWithReport(reportNames, players);

  return (
    <Stack>
      <Text>Paste the player list report from EventLink (or its Standings by Rank report) to see who has submitted a decklist.</Text>
      <Textarea
        label="EventLink report"
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        inputStyle={{ fontFamily: 'var(--font-mono)' }}
      />
      <Button onClick={() => setReportNames(parsePlayerReport(text))} disabled={text.trim() === ''} style={{ alignSelf: 'flex-start' }}>
        Check Submissions
      </Button>
      {reportNames !== null && (
        <Text size="sm" c="dimmed" role="status">
          {reportNames.length} names found in the report.
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.status}-${row.name}-${index}`}>
              <Table.Td>
                {row.name}
                {row.differences && row.player && (
                  <Text size="xs" c="dimmed">
                    Matched to {row.player.player_name} ({describeDifferences(row.differences)})
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text c={STATUS_COLORS[shownStatus(row)]} size="sm" fw={500}>
                  {STATUS_LABELS[shownStatus(row)]}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed">No players have joined this tournament yet</Text>}
    </Stack>
  );
}

/** /e/{event_id}/sync/eventlink: compare submissions with the companion app's player list. */
export function SyncPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  const event = useEvent(eventId);
  useEventLive(event.data?.event_id);

  let body = eventQueryFallback(event);
  if (!body && event.data) {
    body = isOrganiserRole(event.data.role) ? (
      <SyncTool event={event.data} />
    ) : (
      <PageError>Only the owner and judges of this event can use the sync tool.</PageError>
    );
  }

  return (
    <Container size="md">
      <Stack>
        <Anchor component={Link} to={`/e/${eventId}`} size="sm">
          ← Back to Event
        </Anchor>
        <Title order={1}>Eventlink Sync</Title>
        {event.data && <Text c="dimmed">{event.data.event_name}</Text>}
        {body}
      </Stack>
    </Container>
  );
}
