import { isOrganiserRole } from '@decklist/core/events';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useAuth } from '../../api/auth';
import { useDeckCheck, useDeckChecks, useStartDeckCheck } from '../../api/deck-checks';
import { useEventDeck } from '../../api/decks';
import { useEvent } from '../../api/events';
import { useEventLive } from '../../api/live';
import { LoadingScreen } from '../../components/LoadingScreen';
import { eventQueryFallback } from '../../components/event-query-fallback';
import { formatDateTime } from '../../components/format';
import { personName } from '../../components/person-name';
import { FormError } from '../../components/form/FormError';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '../../components/ui';
import { countLines, deckSizes } from '@decklist/core/deck-checks';
import { CountingAid, differencesText } from './CountingAid';
import { formatElapsed, useElapsed } from './elapsed';
import { useKeptCounts } from './kept-counts';
import { OutcomeForm } from './OutcomeForm';

/**
 * `/e/{event_id}/deck-checks/{check_id}`: a judge checks one player's deck against the registered list. A Limited
 * event's check also shows the deck against its pool (`poolPart`, composed by the route from the pools feature).
 */
export function DeckCheckPage({ poolPart }: { poolPart?: (eventId: string, playerId: string) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { eventId = '', checkId = '' } = useParams<{ eventId: string; checkId: string }>();
  const event = useEvent(eventId);
  useEventLive(event.data?.event_id);
  const organiser = isOrganiserRole(event.data?.role ?? null);
  const check = useDeckCheck(eventId, checkId);
  const log = useDeckChecks(eventId);
  const deck = useEventDeck(eventId, check.data?.player_user_id, organiser && check.data !== undefined);
  const start = useStartDeckCheck(eventId, checkId);
  const auth = useAuth();
  const viewerId = auth.status === 'authorized' ? auth.user.user_id : undefined;
  const recorded = Boolean(check.data?.outcome);
  const [counts, setCounts] = useKeptCounts(viewerId, checkId, recorded);
  const result = useRecordedInView(recorded);
  const elapsed = useElapsed(check.data?.started_at ?? null, check.data?.ended_at ?? null);

  let body = eventQueryFallback(event);
  if (!body && event.data && !organiser) {
    body = (
      <Alert color="red">
        <Trans>Only the owner and judges of this event can check decks.</Trans>
      </Alert>
    );
  }
  if (!body && check.isError) body = <FormError error={check.error} />;
  if (!body && (!check.data || deck.isPending)) body = <LoadingScreen />;
  if (!body && check.data && event.data) {
    const c = check.data;
    const lines = deck.data ? countLines(deck.data.groups, deckSizes(event.data.format).style) : [];
    const playerName = c.player_name;
    const round = c.round;
    const table = c.table_number;
    const judgeName = personName(c.judge_name, c.judge_role);
    const checkerName = personName(c.checked_by_name, c.checked_by_role);
    const duration = formatElapsed(elapsed ?? 0);
    const startedAt = c.started_at ? formatDateTime(c.started_at) : '';
    const extensionMinutes = c.extension ? i18n.number(c.extension.minutes) : '';
    body = (
      <Stack>
        <div>
          <Title order={1}>
            <Trans>Deck check: {playerName}</Trans>
          </Title>
          <Text c="dimmed">
            {table !== null ? (
              <Trans>
                Round {round}, table {table} · picked by {judgeName}
              </Trans>
            ) : (
              <Trans>
                Round {round} · picked by {judgeName}
              </Trans>
            )}
          </Text>
        </div>
        {c.started_at ? (
          <Text role="timer" aria-live="off">
            {c.ended_at ? (
              <Trans comment="How long a finished deck check took, and when it started">
                Took {duration} (started {startedAt})
              </Trans>
            ) : (
              <Trans comment="How long a running deck check has taken so far, and when it started">
                Checking for {duration} (started {startedAt})
              </Trans>
            )}
          </Text>
        ) : (
          <div>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              <Trans>Start check</Trans>
            </Button>
            <FormError inline size="sm" error={start.error} />
          </div>
        )}
        {deck.data && event.data.limited && poolPart?.(event.data.event_id, c.player_user_id)}
        {deck.data ? (
          <CountingAid groups={deck.data.groups} format={event.data.format} counts={counts} onChange={setCounts} />
        ) : (
          <Alert color="orange">
            <Trans>This player has no decklist any more.</Trans>
          </Alert>
        )}
        {c.outcome ? (
          // Where the form was, under the judge's thumb, and brought into view when just recorded.
          <div ref={result} tabIndex={-1}>
            <Alert color={c.outcome === 'matches' ? 'green' : 'red'} role="status" title={c.outcome === 'matches' ? t`Outcome: Matches` : t`Outcome: Problem`}>
              {c.note}
              {c.extension && (
                <>
                  {' '}
                  <Trans>Time extension: {extensionMinutes} min.</Trans>
                </>
              )}
              {c.checked_by_user_id !== c.judge_user_id && (
                <Text size="sm">
                  <Trans>Checked by {checkerName}</Trans>
                </Text>
              )}
            </Alert>
          </div>
        ) : (
          c.started_at && <OutcomeForm eventId={eventId} check={c} timer={log.data?.timer ?? null} differences={differencesText(lines, counts, event.data.decklist_style)} />
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm">
      <Stack>
        <Anchor component={Link} to={`/e/${eventId}`} size="sm">
          <Trans>← Back to the event</Trans>
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}

/** The recorded outcome's box: scrolled to and focused when the outcome is recorded on this page. */
function useRecordedInView(recorded: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef(recorded);
  useEffect(() => {
    if (recorded && !before.current) {
      box.current?.scrollIntoView({ block: 'center' });
      box.current?.focus({ preventScroll: true });
    }
    before.current = recorded;
  }, [recorded]);
  return box;
}
