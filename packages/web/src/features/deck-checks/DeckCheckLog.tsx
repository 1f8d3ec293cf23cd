import type { DeckCheck } from '@decklist/core/deck-checks';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { personName } from '../../components/person-name';
import { formatDateTime } from '../../components/format';
import { Anchor, Table, Text } from '../../components/ui';
import { formatElapsed } from './elapsed';

/** A check's state in words, in the current language (call it at render time). */
const status = (check: DeckCheck) => {
  if (check.outcome === 'matches') return t({ message: 'Matches', context: 'deck check outcome' });
  const note = check.note;
  if (check.outcome === 'problem') return t({ message: `Problem: ${note}`, comment: 'A deck check outcome, followed by the note of the judge' });
  return check.started_at ? t`Being checked` : t`To check`;
};

/** The event's deck checks, newest first: each opens its check page. */
export function DeckCheckLog({ eventId, checks }: { eventId: string; checks: DeckCheck[] }) {
  if (checks.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No deck checks yet</Trans>
      </Text>
    );
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table striped>
        <caption className="ui-visually-hidden">
          <Trans>Deck-check log</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans context="tournament round">Round</Trans>
            </th>
            <th scope="col">
              <Trans>Player</Trans>
            </th>
            <th scope="col">
              <Trans>Judge</Trans>
            </th>
            <th scope="col">
              <Trans>Outcome</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => {
            const table = check.table_number;
            return (
              <tr key={check.check_id}>
                <td>
                  {check.round}
                  {table !== null && (
                    <Text size="xs">
                      <Trans context="game table">Table {table}</Trans>
                    </Text>
                  )}
                </td>
                <td>
                  <Anchor component={Link} to={`/e/${eventId}/deck-checks/${check.check_id}`}>
                    {check.player_name}
                  </Anchor>
                </td>
                <td>
                  {checkers(check)}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(check.started_at ?? check.picked_at)}
                    {check.started_at && check.ended_at && ` · ${formatElapsed(Date.parse(check.ended_at) - Date.parse(check.started_at))}`}
                  </Text>
                </td>
                <td>{status(check)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

/** Who picked the player and, once recorded, who checked the deck: one name when they are the same person. */
function checkers(check: DeckCheck): string {
  const picker = personName(check.judge_name, check.judge_role);
  if (!check.outcome || check.checked_by_user_id === check.judge_user_id) return picker;
  const checker = personName(check.checked_by_name, check.checked_by_role);
  return t`Picked by ${picker}, checked by ${checker}`;
}
