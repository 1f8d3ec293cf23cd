import {
  CLOCK_ADJUST_PRESETS_MS,
  clockTone,
  formatClock,
  type ClockTone,
  remainingOf,
  type LiveClock,
} from '@decklist/core/timers';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '../../components/ui';
import { useState } from 'react';
import { useAdjustClock, useDeleteClock, useResetClock, useSetClockRunning } from '../../api/timers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ClockExtensions } from './ClockExtensions';
import { failureReason } from './failure-reason';

const TONE_COLORS: Record<ClockTone, string> = { normal: 'green.9', warning: 'orange.9', expired: 'red.8' };
const TONE_SHAPES: Record<ClockTone, string> = { normal: '●', warning: '▲', expired: '■' };
/** The clock's time: as large as the card allows. */
const TIME_FONT_SIZE = 'clamp(2.75rem, 14vw, 4.5rem)';
/** The six adjust presets, in two rows of three. */
const PRESET_COLUMNS = 'repeat(3, minmax(0, 1fr))';
/** Words for the tone, so that colour is never the only signal. */
const TONE_LABELS: Record<ClockTone, MessageDescriptor> = {
  normal: msg`On time`,
  warning: msg`Under 5 minutes`,
  expired: msg`Time is up`,
};

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
  const { t } = useLingui();

  const presetLabel = (ms: number) => {
    const seconds = Math.abs(ms) / 1000;
    const minutes = seconds / 60;
    if (seconds >= 60) {
      const text = ms < 0 ? t`−${minutes} min` : t`+${minutes} min`;
      // The spoken name starts with the visible text, so voice control ('click minus 1 min') finds it too.
      const label =
        ms < 0
          ? t`${text}: subtract ${plural(minutes, { one: '# minute', other: '# minutes' })}`
          : t`${text}: add ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
      return { text, label };
    }
    const text = ms < 0 ? t`−${seconds} s` : t`+${seconds} s`;
    const label =
      ms < 0
        ? t`${text}: subtract ${plural(seconds, { one: '# second', other: '# seconds' })}`
        : t`${text}: add ${plural(seconds, { one: '# second', other: '# seconds' })}`;
    return { text, label };
  };

  const remaining = remainingOf(clock, serverNow);
  const tone = clockTone(remaining);
  const fail = (message: (reason: string) => string) => (error: unknown) => onError(message(failureReason(error)));
  const clockName = clock.clock_name;
  const fullDuration = formatClock(clock.duration_seconds * 1000);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={clock.clock_name} data-clock-id={clock.clock_id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {clock.clock_name}
          </Title>
          <Badge color={clock.is_running ? 'green' : 'gray'} variant={clock.is_running ? 'filled' : 'light'}>
            {clock.is_running ? <Trans context="clock state">Running</Trans> : <Trans context="clock state">Paused</Trans>}
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
            style={{ fontSize: TIME_FONT_SIZE, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatClock(remaining)}
          </Text>
          <Text size="sm" fw={600} c={TONE_COLORS[tone]}>
            <span aria-hidden="true">{TONE_SHAPES[tone]}</span> {t(TONE_LABELS[tone])}
          </Text>
        </div>
        <Button
          size="lg"
          fullWidth
          color={clock.is_running ? 'orange' : 'green'}
          loading={setRunning.isPending}
          onClick={() => setRunning.mutate({ clockId: clock.clock_id, isRunning: !clock.is_running }, { onError: fail((reason) => t`Error updating clock: ${reason}`) })}
        >
          {clock.is_running ? <Trans context="clock button">Pause</Trans> : <Trans context="clock button">Start</Trans>}
        </Button>
        <Box style={{ display: 'grid', gridTemplateColumns: PRESET_COLUMNS, gap: 'var(--space-xs)' }}>
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
                onClick={() => adjust.mutate({ clockId: clock.clock_id, ms }, { onError: fail((reason) => t`Error adjusting clock: ${reason}`) })}
              >
                {text}
              </Button>
            );
          })}
        </Box>
        <Group grow gap="xs">
          <Button variant="default" size="md" onClick={() => setConfirming('reset')}>
            <Trans>Reset</Trans>
          </Button>
          <Button variant="light" color="red" size="md" onClick={() => setConfirming('delete')}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
        <ClockExtensions tournamentId={tournamentId} clock={clock} clockRemaining={remaining} />
      </Stack>
      <ConfirmDialog
        opened={confirming === 'reset'}
        title={t`Reset Clock`}
        confirmLabel={t`Reset`}
        danger={false}
        busy={reset.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => reset.mutate(clock.clock_id, { onError: fail((reason) => t`Error resetting clock: ${reason}`), onSettled: () => setConfirming(undefined) })}
      >
        {t`Reset ${clockName} to its full duration (${fullDuration})? The clock stops.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title={t`Delete Clock`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => remove.mutate(clock.clock_id, { onError: fail((reason) => t`Error deleting clock: ${reason}`), onSettled: () => setConfirming(undefined) })}
      >
        {t`Delete ${clockName}? It disappears from every screen.`}
      </ConfirmDialog>
    </Card>
  );
}
