import { isOrganiserRole } from '@decklist/core/events';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useDeckCheck, useDeckChecks, useStartDeckCheck } from '../../api/deck-checks';
import { useEventDeck } from '../../api/decks';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { LoadingScreen } from '../../components/LoadingScreen';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { formatDateTime } from '../../components/format';
import { FormError } from '../../components/form/FormError';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '../../components/ui';
import { countLines } from '@decklist/core/deck-checks';
import { CountingAid, differencesText, type Counts } from './CountingAid';
import { formatElapsed, useElapsed } from './elapsed';
import { OutcomeForm } from './OutcomeForm';

const OUTCOME_TEXT = { matches: 'Matches', problem: 'Problem' } as const;

/** `/e/{event_id}/deck-checks/{check_id}`: a judge checks one player's deck against the registered list. */
export function DeckCheckPage() {
  const { eventId = '', checkId = '' } = useParams<{ eventId: string; checkId: string }>();
  const event = useEvent(eventId);
  useEventLive(event.data?.event_id);
  const organiser = isOrganiserRole(event.data?.role ?? null);
  const check = useDeckCheck(eventId, checkId);
  const log = useDeckChecks(eventId);
  const deck = useEventDeck(eventId, check.data?.player_user_id, organiser && check.data !== undefined);
  const start = useStartDeckCheck(eventId, checkId);
  const [counts, setCounts] = useState<Counts>({});
  const elapsed = useElapsed(check.data?.started_at ?? null, check.data?.ended_at ?? null);

  let body = eventQueryFallback(event);
  if (!body && event.data && !organiser) body = <Alert color="red">Only the owner and judges of this event can check decks.</Alert>;
  if (!body && check.isError) body = <FormError error={check.error} />;
  if (!body && (!check.data || deck.isPending)) body = <LoadingScreen />;
  if (!body && check.data && event.data) {
    const c = check.data;
    const lines = deck.data ? countLines(deck.data.groups) : [];
    body = (
      <Stack>
        <div>
          <Title order={1}>Deck check: {c.player_name}</Title>
          <Text c="dimmed">
            Round {c.round}
            {c.table_number !== null && `, table ${c.table_number}`} · picked by {c.judge_name}
          </Text>
        </div>
        {c.started_at ? (
          <Text role="timer" aria-live="off">
            {c.ended_at ? 'Took' : 'Checking for'} {formatElapsed(elapsed ?? 0)} (started {formatDateTime(c.started_at)})
          </Text>
        ) : (
          <div>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              Start check
            </Button>
            <FormError inline size="sm" error={start.error} />
          </div>
        )}
        {c.outcome ? (
          <Alert color={c.outcome === 'matches' ? 'green' : 'red'} role="status" title={`Outcome: ${OUTCOME_TEXT[c.outcome]}`}>
            {c.note}
            {c.extension && ` Time extension: ${c.extension.minutes} min.`}
          </Alert>
        ) : null}
        {deck.data ? (
          <CountingAid groups={deck.data.groups} format={event.data.format} counts={counts} onChange={setCounts} />
        ) : (
          <Alert color="orange">This player has no decklist any more.</Alert>
        )}
        {!c.outcome && c.started_at && (
          <OutcomeForm eventId={eventId} check={c} timer={log.data?.timer ?? null} differences={differencesText(lines, counts)} />
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm">
      <Stack>
        <Anchor component={Link} to={`/e/${eventId}`} size="sm">
          ← Back to the event
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
