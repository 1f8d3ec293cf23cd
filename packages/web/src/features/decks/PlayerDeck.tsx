import type { EventDecklist, EventDetails } from '@decklist/core/api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeckExtras } from './slots';
import { Alert, Anchor, Group, LockIcon, Stack, Text } from '../../components/ui';
import { useAuth } from '../../api/auth';
import { useDeleteDeck, useEventDeck, useLastPlayerName } from '../../api/decks';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DeadlineNotice, useClosedBy } from '../../components/DeadlineNotice';
import { CheckedDeck, eventDraftKey, UnsentChanges, useUnsentDraft } from '../../decklist';
import { DeckForm } from './DeckForm';
import { useDeckImportGroups } from './import-sources';
import { PublicationConsent } from './PublicationConsent';
import { RevisionsPanel } from './RevisionsPanel';
import { DeckNotReady } from './DeckNotReady';

export const DECK_SUBMITTED = msg`Your decklist is submitted, and can be modified until the submission deadline.`;
export const DECK_LOCKED = msg`Your decklist is submitted, and can no longer be modified because the submission deadline has passed.`;
export const PAST_DEADLINE = msg`This tournament is past its decklist submission deadline.`;
export const DECK_LOCKED_BY_ORGANISER = msg`Your decklist is submitted, and can no longer be modified because the organiser closed the tournament.`;
export const CLOSED_BY_ORGANISER = msg`The organiser has closed this tournament: decklists can no longer be submitted.`;

/** A closed event's message, with its own reason: the deadline passed, or the organiser closed it. */
function ClosedMessage({ event, hasDeck }: { event: EventDetails; hasDeck: boolean }) {
  const { t } = useLingui();
  const byDeadline = useClosedBy(event.submission_deadline) === 'deadline';
  if (!hasDeck) {
    return (
      <Alert color="gray" role="status">
        {t(byDeadline ? PAST_DEADLINE : CLOSED_BY_ORGANISER)}
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      role="status"
      title={
        <>
          <LockIcon /> <Trans>Decklist locked</Trans>
        </>
      }
    >
      {t(byDeadline ? DECK_LOCKED : DECK_LOCKED_BY_ORGANISER)}
    </Alert>
  );
}

function PrintLink({ eventId }: { eventId: string }) {
  return (
    <Anchor href={`/e/${eventId}/deck/print`} target="_blank" rel="noopener">
      <Trans>Print Decklist</Trans>
    </Anchor>
  );
}

/** On a locked page, an edit left unsent in this browser (typed when the page locked, or before); nothing without one. */
function LockedDraft({ event, draftKey, current }: { event: EventDetails; draftKey: string; current: EventDecklist | null }) {
  const deadline = event.submission_deadline;
  const closedBy = useClosedBy(deadline);
  const { unsent, discard } = useUnsentDraft(draftKey, current, closedBy === 'deadline' && deadline ? { by: 'deadline', deadline } : { by: 'organiser' });
  if (!unsent) return null;
  return <UnsentChanges stranded={unsent.stranded} submitted={current} unsent={unsent.values} typedAt={unsent.saved_at} onDiscard={discard} />;
}

/**
 * A player's own deck in an event (docs/product.md, Submissions): the deck form while the event is open,
 * with the submitted message, delete and revisions once there is a deck; the locked deck or the
 * deadline message once it is closed. On the event page and at /e/{id}/deck.
 */
export function PlayerDeck({ event, extras }: { event: EventDetails; extras?: DeckExtras | undefined }) {
  const { t } = useLingui();
  const auth = useAuth();
  const deck = useEventDeck(event.event_id);
  const open = event.status === 'open';
  const importGroups = useDeckImportGroups(event, open);
  const lastPlayerName = useLastPlayerName(event.event_id, open);
  const remove = useDeleteDeck(event.event_id);
  const draftKey = auth.status === 'authorized' ? eventDraftKey(auth.user.user_id, event.event_id) : undefined;

  if (!deck.isSuccess) return <DeckNotReady failed={deck.isError} />;
  const current = deck.data;

  if (!open) {
    const unsent = draftKey && <LockedDraft key={draftKey} event={event} draftKey={draftKey} current={current} />;
    if (!current) {
      return (
        <>
          {unsent}
          <ClosedMessage event={event} hasDeck={false} />
        </>
      );
    }
    const playerName = current.player_name;
    const deckName = current.deck_name || t`(no name)`;
    return (
      <Stack>
        {unsent}
        <ClosedMessage event={event} hasDeck />
        <Text>
          <Trans>
            <strong>Player:</strong> {playerName} · <strong>Deck:</strong> {deckName}
          </Trans>
        </Text>
        <CheckedDeck check={current} decklistStyle={event.decklist_style} />
        {extras?.(event, current)}
        <PublicationConsent event={event} deck={current} />
        <PrintLink eventId={event.event_id} />
        <RevisionsPanel event={event} current={current} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {event.submission_deadline && (
        <Alert color="yellow" role="status" title={t`Submission deadline`}>
          <DeadlineNotice deadline={event.submission_deadline} />
        </Alert>
      )}
      {current && (
        <Alert color="green" role="status" title={t`✓ Decklist submitted`}>
          {t(DECK_SUBMITTED)}
        </Alert>
      )}
      <PublicationConsent event={event} deck={current} />
      <DeckForm
        event={event}
        deck={current}
        defaultPlayerName={lastPlayerName ?? (auth.status === 'authorized' ? (auth.user.name ?? '') : '')}
        importGroups={importGroups}
        extras={extras}
        draftKey={draftKey}
      />
      {current && (
        <>
          <Group>
            <PrintLink eventId={event.event_id} />
            <ConfirmButton label={t`Delete Decklist`} action={() => remove.mutateAsync()} failure={() => t`Error, try later`}>
              <Trans>Delete your decklist for this event? You can submit a new one until the submission deadline.</Trans>
            </ConfirmButton>
          </Group>
          <RevisionsPanel event={event} current={current} />
        </>
      )}
    </Stack>
  );
}
