import type { TimerLink } from '@decklist/core/deck-checks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLinkTimerTournament } from '../../api/deck-checks';
import { useTimerTournaments } from '../../api/timer-list';
import { FormError } from '../../components/form/FormError';
import { Button, Group, NativeSelect, Stack, Text } from '../../components/ui';

/** The owner links one of their round-timer tournaments, so a deck check can give its table time. */
export function TimerLinkForm({ eventId, linked }: { eventId: string; linked: TimerLink | null }) {
  const { t } = useLingui();
  const tournaments = useTimerTournaments();
  const link = useLinkTimerTournament(eventId);
  const [choice, setChoice] = useState(linked?.tournament_id ?? '');
  const options = tournaments.data ?? [];
  const tournamentName = linked?.name;

  return (
    <Stack gap={6}>
      <Text size="sm">
        {linked ? <Trans>Round clocks: {tournamentName}</Trans> : <Trans>No round-timer tournament is linked: deck checks cannot give time.</Trans>}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          link.mutate(choice || null);
        }}
      >
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t`Round-timer tournament`}
            data={[
              { value: '', label: t({ message: 'None', context: 'no round-timer tournament linked' }) },
              ...options.map((tournament) => ({ value: tournament.tournament_id, label: tournament.tournament_name })),
            ]}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={link.isPending} disabled={choice === (linked?.tournament_id ?? '')}>
            <Trans>Save link</Trans>
          </Button>
        </Group>
      </form>
      <FormError inline size="sm" error={link.error ?? tournaments.error} />
    </Stack>
  );
}
