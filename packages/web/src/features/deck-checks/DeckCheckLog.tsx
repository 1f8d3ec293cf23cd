import type { DeckCheck } from '@decklist/core/deck-checks';
import { Link } from 'wouter';
import { formatDateTime } from '../../components/format';
import { Anchor, Table, Text } from '../../components/ui';
import { formatElapsed } from './elapsed';

const status = (check: DeckCheck) => {
  if (check.outcome === 'matches') return 'Matches';
  if (check.outcome === 'problem') return `Problem: ${check.note}`;
  return check.started_at ? 'Being checked' : 'To check';
};

/** The event's deck checks, newest first: each opens its check page. */
export function DeckCheckLog({ eventId, checks }: { eventId: string; checks: DeckCheck[] }) {
  if (checks.length === 0) return <Text c="dimmed">No deck checks yet</Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table striped>
        <caption className="ui-visually-hidden">Deck-check log</caption>
        <thead>
          <tr>
            <th scope="col">Round</th>
            <th scope="col">Player</th>
            <th scope="col">Judge</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.check_id}>
              <td>
                {check.round}
                {check.table_number !== null && <Text size="xs">Table {check.table_number}</Text>}
              </td>
              <td>
                <Anchor component={Link} to={`/e/${eventId}/deck-checks/${check.check_id}`}>
                  {check.player_name}
                </Anchor>
              </td>
              <td>
                {check.judge_name}
                <Text size="xs" c="dimmed">
                  {formatDateTime(check.started_at ?? check.picked_at)}
                  {check.started_at && check.ended_at && ` · ${formatElapsed(Date.parse(check.ended_at) - Date.parse(check.started_at))}`}
                </Text>
              </td>
              <td>{status(check)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
