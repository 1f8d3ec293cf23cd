import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { timerKeys, type LiveTournament } from '../../api/timers';
import type { TimerMessage } from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import { applyTimerMessage, nextTickDelay, type LiveClock } from '@decklist/core/timers';
import { serverClock } from '../../live/server-clock';
import { startTicker } from '../../live/ticker';
import { connectTimerChannel, type ConnectionState, type TimerChannel } from '../../live/timer-connection';
import { useLiveChannel } from '../../live/use-live-channel';

/**
 * Keeps the cached tournament in step with its live channel (docs/product.md, Live updates): messages about
 * other pages' changes update or remove clocks, force updates refetch, and every reconnection refetches
 * whatever may have been missed. The server sends no message about this page's own changes: its answers did.
 */
export function useTimerChannel(tournamentId: string, sessionEcho: string, onForceUpdate: () => void) {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<{ state: ConnectionState; connectedOnce: boolean }>({
    state: 'connecting',
    connectedOnce: false,
  });
  const key = timerKeys.detail(tournamentId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });

  useLiveChannel<TimerMessage, TimerChannel>(
    timersChannel(tournamentId),
    (message, channel) => {
      const current = queryClient.getQueryData<LiveTournament>(key);
      const next = applyTimerMessage(current?.clocks ?? [], message);
      if (next === 'refetch') {
        if (message.message_type === 'force_update') {
          channel.resync();
          onForceUpdate();
        }
        refetch();
      } else if (current) {
        queryClient.setQueryData<LiveTournament>(key, { ...current, clocks: next });
      }
    },
    {
      connect: (_channel, handlers) => connectTimerChannel(tournamentId, handlers),
      // The first opening comes before the page's read (useTimerTournament waits for it): only a
      // reconnection, which may have missed messages, reads again.
      onOpen: (first) => {
        if (!first) refetch();
      },
      onStateChange: (state) => setConnection((before) => ({ state, connectedOnce: before.connectedOnce || state === 'open' })),
      // `session_id` of /api/me names the session's echo, not the session; it changes with the signed-in session.
      as: sessionEcho,
    },
  );
  return connection;
}

/** Re-renders on every change of a shown second of a running clock (none while nothing runs). */
export function useClockTick(clocks: readonly LiveClock[] | undefined) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!clocks) return;
    const bump = () => setTick((n) => n + 1);
    const ticker = startTicker(() => nextTickDelay(clocks, serverClock.now()), bump);
    const unsubscribe = serverClock.subscribe(() => {
      bump();
      ticker.realign();
    });
    return () => {
      ticker.stop();
      unsubscribe();
    };
  }, [clocks]);
}
