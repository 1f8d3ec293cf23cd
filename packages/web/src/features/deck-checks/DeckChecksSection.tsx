import type { EventDetails } from '@decklist/core/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeckChecks, deckCheckLogLink } from '../../api/deck-checks';
import { FormError } from '../../components/form/FormError';
import { Anchor, Loader, Stack, Text, Title } from '../../components/ui';
import { DeckCheckLog } from './DeckCheckLog';
import { DrawForm } from './DrawForm';
import { TimerLinkForm } from './TimerLinkForm';

/** Deck checks on the management view: start checks for a round, the log, and the owner's link to the round clocks. */
export function DeckChecksSection({ event }: { event: EventDetails }) {
  const { t } = useLingui();
  const checks = useDeckChecks(event.event_id);

  return (
    <Stack gap="sm" component="section" aria-labelledby="deck-checks-title">
      <Title order={2} size="h3" id="deck-checks-title">
        <Trans>Deck checks</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Pick players to check during a round, then open a pick to count the deck against the registered list. Players are not told.</Trans>
      </Text>
      {checks.isPending && <Loader size="sm" aria-label={t`Loading deck checks`} />}
      <FormError error={checks.error} />
      {checks.data && (
        <>
          <DrawForm event={event} checks={checks.data.checks} />
          <DeckCheckLog eventId={event.event_id} checks={checks.data.checks} />
          {checks.data.checks.length > 0 && (
            <Anchor href={deckCheckLogLink(event.event_id)} download size="sm">
              <Trans>Download the deck-check log</Trans>
            </Anchor>
          )}
          {event.role === 'owner' && <TimerLinkForm eventId={event.event_id} linked={checks.data.timer} />}
        </>
      )}
    </Stack>
  );
}
