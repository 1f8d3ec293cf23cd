import {
  CLOCK_ADJUST_PRESETS_MS,
  CLOCK_TONE_LABELS,
  clockTone,
  formatClock,
  type ClockTone,
  remainingOf,
  type LiveClock,
} from '@decklist/core/timers';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { timerErrorMessage, useAdjustClock, useDeleteClock, useResetClock, useSetClockRunning } from '../../api/timers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ClockExtensions } from './ClockExtensions';

const TONE_COLORS: Record<ClockTone, string> = { normal: 'green.9', warning: 'orange.9', expired: 'red.8' };
const TONE_SHAPES: Record<ClockTone, string> = { normal: '●', warning: '▲', expired: '■' };

function presetLabel(ms: number) {
  const seconds = Math.abs(ms) / 1000;
  const amount = seconds >= 60 ? `${seconds / 60} min` : `${seconds} s`;
  const spoken = seconds >= 60 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;
  const text = `${ms < 0 ? '−' : '+'}${amount}`;
  // The spoken name starts with the visible text, so voice control ('click minus 1 min') finds it too.
  return { text, label: `${text}: ${ms < 0 ? 'subtract' : 'add'} ${spoken}` };
}

interface ClockCardProps {
  tournamentId: string;
  clock: LiveClock;
  serverNow: number;
  onError: (message: string) => void;
}

/** One clock on the management page: big time, start/pause, the six adjust presets, reset, delete and its table extensions. */
export function ClockCard({ tournamentId, clock, serverNow, onError }: ClockCardProps) {
  const setRunning = useSetClockRunning(tournamentId);
  const adjust = useAdjustClock(tournamentId);
  const reset = useResetClock(tournamentId);
  const remove = useDeleteClock(tournamentId);
  const [confirming, setConfirming] = useState<'reset' | 'delete'>();

  const remaining = remainingOf(clock, serverNow);
  const tone = clockTone(remaining);
  const fail = (action: string) => (error: unknown) => onError(timerErrorMessage(action, error));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={clock.clock_name} data-clock-id={clock.clock_id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {clock.clock_name}
          </Title>
          <Badge color={clock.is_running ? 'green' : 'gray'} variant={clock.is_running ? 'filled' : 'light'}>
            {clock.is_running ? 'Running' : 'Paused'}
          </Badge>
        </Group>
        <div>
          <Text
            component="p"
            data-testid="clock-time"
            c={TONE_COLORS[tone]}
            fw={700}
            ff="monospace"
            lh={1.1}
            style={{ fontSize: 'clamp(2.75rem, 14vw, 4.5rem)', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatClock(remaining)}
          </Text>
          <Text size="sm" fw={600} c={TONE_COLORS[tone]}>
            <span aria-hidden="true">{TONE_SHAPES[tone]}</span> {CLOCK_TONE_LABELS[tone]}
          </Text>
        </div>
        <Button
          size="lg"
          fullWidth
          color={clock.is_running ? 'orange' : 'green'}
          loading={setRunning.isPending}
          onClick={() => setRunning.mutate({ clockId: clock.clock_id, isRunning: !clock.is_running }, { onError: fail('updating clock') })}
        >
          {clock.is_running ? 'Pause' : 'Start'}
        </Button>
        <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 'var(--space-xs)' }}>
          {CLOCK_ADJUST_PRESETS_MS.map((ms) => {
            const { text, label } = presetLabel(ms);
            return (
              <Button
                key={ms}
                variant="light"
                size="md"
                px={4}
                aria-label={label}
                disabled={adjust.isPending}
                onClick={() => adjust.mutate({ clockId: clock.clock_id, ms }, { onError: fail('adjusting clock') })}
              >
                {text}
              </Button>
            );
          })}
        </Box>
        <Group grow gap="xs">
          <Button variant="default" size="md" onClick={() => setConfirming('reset')}>
            Reset
          </Button>
          <Button variant="light" color="red" size="md" onClick={() => setConfirming('delete')}>
            Delete
          </Button>
        </Group>
        <ClockExtensions tournamentId={tournamentId} clock={clock} clockRemaining={remaining} />
      </Stack>
      <ConfirmDialog
        opened={confirming === 'reset'}
        title="Reset Clock"
        confirmLabel="Reset"
        danger={false}
        busy={reset.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => reset.mutate(clock.clock_id, { onError: fail('resetting clock'), onSettled: () => setConfirming(undefined) })}
      >
        {`Reset ${clock.clock_name} to its full duration (${formatClock(clock.duration_seconds * 1000)})? The clock stops.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete Clock"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => remove.mutate(clock.clock_id, { onError: fail('deleting clock'), onSettled: () => setConfirming(undefined) })}
      >
        {`Delete ${clock.clock_name}? It disappears from every screen.`}
      </ConfirmDialog>
    </Card>
  );
}
