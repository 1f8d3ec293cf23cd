import type { EventDetails } from '@decklist/core/api';
import {
  compareWithReport,
  parsePlayerReport,
  type NameDifference,
  type SyncRow,
  type SyncStatus,
  isOrganiserRole,
} from '@decklist/core/events';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Stack, Table, Text, Textarea, Title } from '../../components/ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { PageError } from '../../components/PageError';
import { eventQueryFallback } from '../../components/event-query-fallback';

const STATUS_LABELS: Record<SyncStatus, MessageDescriptor> = {
  submitted: msg`✓ Submitted`,
  not_submitted: msg`✗ Not Submitted`,
  not_registered: msg`⚠ not registered in the companion app`,
  unknown: msg`⚠ Unknown`,
};
const STATUS_COLORS: Record<SyncStatus, string> = { submitted: 'teal', not_submitted: 'red', not_registered: 'orange', unknown: 'dimmed' };

/** How a name in the report differs from the player's name it was matched to. */
const DIFFERENCE_LABELS: Record<NameDifference, MessageDescriptor> = {
  accents: msg({ message: 'accents', comment: 'a name in the report differs from the player’s name in its accents' }),
  spacing: msg({ message: 'spacing', comment: 'a name in the report differs from the player’s name in its spacing' }),
  order: msg({ message: "name order ('Last, First')", comment: 'a name in the report is written last name first' }),
};

/** Before a report is pasted, a player's row says whether they have submitted a deck here. */
const shownStatus = (row: SyncRow): SyncStatus =>
  row.status === 'unknown' && row.player ? (row.player.has_deck ? 'submitted' : 'not_submitted') : row.status;

/** The sync tool itself, for an organiser of the event. */
export function SyncTool({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [reportNames, setReportNames] = useState<string[] | null>(null);
  const players = (event.participants ?? []).filter((p) => p.role === 'player');
  const rows = compareWithReport(reportNames, players);
  const nameCount = reportNames?.length ?? 0;

  /** "differs in accents and spacing" (one to three differences, each at most once). */
  const describeDifferences = (differences: readonly NameDifference[]) => {
    const [first = '', second, third] = differences.map((difference) => t(DIFFERENCE_LABELS[difference]));
    if (second === undefined) return t`differs in ${first}`;
    if (third === undefined) return t`differs in ${first} and ${second}`;
    return t`differs in ${first}, ${second} and ${third}`;
  };

  return (
    <Stack>
      <Text>
        <Trans>Paste the player list report from EventLink (or its Standings by Rank report) to see who has submitted a decklist.</Trans>
      </Text>
      <Textarea
        label={t`EventLink report`}
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        inputStyle={{ fontFamily: 'var(--font-mono)' }}
      />
      <Button onClick={() => setReportNames(parsePlayerReport(text))} disabled={text.trim() === ''} style={{ alignSelf: 'flex-start' }}>
        <Trans>Check Submissions</Trans>
      </Button>
      {reportNames !== null && (
        <Text size="sm" c="dimmed" role="status">
          <Trans comment="plural by the number of names found (nameCount)">
            <Plural value={nameCount} other={`${nameCount} names found in the report.`} />
          </Trans>
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans context="table column">Player</Trans>
            </Table.Th>
            <Table.Th>
              <Trans context="table column">Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const playerName = row.player?.player_name;
            const differences = row.differences && describeDifferences(row.differences);
            return (
              <Table.Tr key={`${row.status}-${row.name}-${index}`}>
                <Table.Td>
                  {row.name}
                  {differences && row.player && (
                    <Text size="xs" c="dimmed">
                      <Trans>
                        Matched to {playerName} ({differences})
                      </Trans>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text c={STATUS_COLORS[shownStatus(row)]} size="sm" fw={500}>
                    {t(STATUS_LABELS[shownStatus(row)])}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text c="dimmed">
          <Trans>No players have joined this tournament yet</Trans>
        </Text>
      )}
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
    body = !isOrganiserRole(event.data.role) ? (
      <PageError>
        <Trans>Only the owner and judges of this event can use the sync tool.</Trans>
      </PageError>
    ) : event.data.decklist_style === 'fab' ? (
      // The page is reached by its address only: an event of another game has no link to it.
      <PageError>
        <Trans>EventLink is the event system of Magic tournaments: a Flesh and Blood event has nothing to compare with it.</Trans>
      </PageError>
    ) : (
      <SyncTool event={event.data} />
    );
  }

  return (
    <Container size="md">
      <Stack>
        <Anchor component={Link} to={`/e/${eventId}`} size="sm">
          <Trans>← Back to Event</Trans>
        </Anchor>
        <Title order={1}>
          <Trans>Eventlink Sync</Trans>
        </Title>
        {event.data && <Text c="dimmed">{event.data.event_name}</Text>}
        {body}
      </Stack>
    </Container>
  );
}
