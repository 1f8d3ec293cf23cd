import { formatClock, remainingOf, type LiveClock } from '@decklist/core/timers';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSetAllClocksRunning } from '../../api/timers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button, Group, Stack, Text } from '../../components/ui';
import { failureReason } from './failure-reason';

interface AllClocksProps {
  tournamentId: string;
  clocks: LiveClock[];
  serverNow: number;
  onError: (message: string) => void;
}

/**
 * 'Start All' starts every paused clock from where it stands (nothing is reset, so no question);
 * 'Pause All' pauses every running clock, after a confirmation when any is mid-round (time left).
 * One request each: the server starts (or pauses) them all at the same instant, so clocks of the same
 * length end together, and every display hears one message.
 */
export function AllClocksButtons({ tournamentId, clocks, serverNow, onError }: AllClocksProps) {
  const { t } = useLingui();
  const setAllRunning = useSetAllClocksRunning(tournamentId);
  const busy = setAllRunning.isPending;
  const [confirming, setConfirming] = useState(false);
  const paused = clocks.filter((clock) => !clock.is_running);
  const running = clocks.filter((clock) => clock.is_running);
  const midRound = running.filter((clock) => remainingOf(clock, serverNow) > 0);
  const startWhyId = useId();
  const pauseWhyId = useId();
  // A disabled button says why, in words next to it (it cannot take the focus to be asked).
  const startWhy = paused.length === 0 ? t`All clocks are running` : undefined;
  const pauseWhy = running.length === 0 ? t`No clock is running` : undefined;

  const setAll = (isRunning: boolean) =>
    setAllRunning.mutate(isRunning, {
      onError: (error) => {
        const reason = failureReason(error);
        onError(t`Error updating clock: ${reason}`);
      },
      onSettled: () => setConfirming(false),
    });

  if (clocks.length < 2) return null;
  const count = midRound.length;
  const clocksLeft = midRound
    .map((clock) => {
      const clockName = clock.clock_name;
      const time = formatClock(remainingOf(clock, serverNow));
      return t`${clockName}: ${time} left`;
    })
    .join(', ');
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          color="green"
          size="md"
          disabled={paused.length === 0 || busy}
          aria-describedby={startWhy ? startWhyId : undefined}
          onClick={() => setAll(true)}
        >
          <Trans>Start All</Trans>
        </Button>
        <Button
          color="orange"
          size="md"
          disabled={running.length === 0 || busy}
          aria-describedby={pauseWhy ? pauseWhyId : undefined}
          onClick={() => (midRound.length > 0 ? setConfirming(true) : setAll(false))}
        >
          <Trans>Pause All</Trans>
        </Button>
      </Group>
      {startWhy && (
        <Text id={startWhyId} size="sm" c="dimmed">
          {startWhy}
        </Text>
      )}
      {pauseWhy && (
        <Text id={pauseWhyId} size="sm" c="dimmed">
          {pauseWhy}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t`Pause All Clocks`}
        confirmLabel={t`Pause All`}
        danger={false}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => setAll(false)}
      >
        {t`Pause ${plural(count, { one: '# clock', other: '# clocks' })} mid-round (${clocksLeft})? Players see the clocks stop on every screen.`}
      </ConfirmDialog>
    </Stack>
  );
}
