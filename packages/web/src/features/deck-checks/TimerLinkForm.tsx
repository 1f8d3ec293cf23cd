import type { TimerLink } from '@decklist/core/deck-checks';
import { useState } from 'react';
import { useLinkTimerTournament } from '../../api/deck-checks';
import { useTimerTournaments } from '../../api/timers';
import { FormError } from '../../components/form/FormError';
import { Button, Group, NativeSelect, Stack, Text } from '../../components/ui';

/** The owner links one of their round-timer tournaments, so a deck check can give its table time. */
export function TimerLinkForm({ eventId, linked }: { eventId: string; linked: TimerLink | null }) {
  const tournaments = useTimerTournaments();
  const link = useLinkTimerTournament(eventId);
  const [choice, setChoice] = useState(linked?.tournament_id ?? '');
  const options = tournaments.data ?? [];

  return (
    <Stack gap={6}>
      <Text size="sm">{linked ? `Round clocks: ${linked.name}` : 'No round-timer tournament is linked: deck checks cannot give time.'}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          link.mutate(choice || null);
        }}
      >
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label="Round-timer tournament"
            data={[{ value: '', label: 'None' }, ...options.map((t) => ({ value: t.tournament_id, label: t.tournament_name }))]}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={link.isPending} disabled={choice === (linked?.tournament_id ?? '')}>
            Save link
          </Button>
        </Group>
      </form>
      <FormError inline size="sm" error={link.error ?? tournaments.error} />
    </Stack>
  );
}
