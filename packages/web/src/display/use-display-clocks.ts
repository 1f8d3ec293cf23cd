import { useCallback, useEffect, useRef, useState } from 'react';
import type { TournamentDetails } from '@decklist/core/api';
import { applyTimerMessage, nextTickDelay, toLiveClock, type LiveClock } from '@decklist/core/timers';
import { ApiError } from '../api/client';
import { fetchTimerDisplay } from '../api/timer-display';
import { serverClock } from '../live/server-clock';
import { startTicker } from '../live/ticker';
import { connectTimerChannel } from '../live/timer-connection';
import { keptClocks } from './kept-clocks';

/** How long 'Synchronising...' shows after a force update. */
const SYNC_BANNER_MS = 3000;
/**
 * After a (re)connection, how long the display waits for the tournament on the socket before reading it
 * itself (a server of an earlier version, or one whose read failed, does not send it).
 */
const STATE_WAIT_MS = 3000;

/**
 * 'missing': no tournament has this id (a 404), so trying again cannot help. 'offline': no network and no
 * copy of this tournament on the device yet (a first visit): it is read as soon as the network returns.
 */
export type Screen = 'loading' | 'error' | 'missing' | 'offline' | 'ready';

export interface DisplayClocks {
  screen: Screen;
  /** Known once the tournament has loaded. */
  tournamentName: string | undefined;
  /** The running and paused clocks, in the server's order. */
  clocks: LiveClock[];
  /**
   * The server time the clocks are shown at. It moves on at each instant a shown second changes
   * (the same instants on every screen) and whenever the clocks or the clock offset change.
   */
  now: number;
  /** For a few seconds after a force update. */
  synchronising: boolean;
  /** The live channel is lost; the clocks keep counting. */
  reconnecting: boolean;
}

/**
 * What a hall's screen shows: the running clocks and the paused ones (a round stopped for an announcement),
 * not those never started or reset to their full time.
 */
const shown = (clocks: LiveClock[]) => clocks.filter((clock) => clock.is_running || clock.ms_remaining < clock.duration_seconds * 1000);

/**
 * The display's clocks (docs/product.md, The display): the tournament's live channel brings them as each
 * (re)connection's first message and keeps them current (a force update refetches); they are read over
 * HTTP only when that message does not come or the channel cannot open. Shown at the server's time. Ticks are scheduled outside React: one state update
 * per second boundary.
 */
export function useDisplayClocks(tournamentId: string): DisplayClocks & { retry: () => void } {
  const [display, setDisplay] = useState<DisplayClocks>(() => ({
    screen: tournamentId ? 'loading' : 'missing',
    tournamentName: undefined,
    clocks: [],
    now: 0,
    synchronising: false,
    reconnecting: false,
  }));
  const retryRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!tournamentId) return;
    // The effect's own copy of what is shown, for the ticker and the live messages.
    let screen: Screen = 'loading';
    let clocks: LiveClock[] = [];
    let loadSequence = 0;
    let bannerTimer: ReturnType<typeof setTimeout> | undefined;
    let stateTimer: ReturnType<typeof setTimeout> | undefined;

    const show = (change: Partial<DisplayClocks>) => {
      const now = serverClock.now();
      setDisplay((before) => ({ ...before, ...change, now }));
    };
    const ticker = startTicker(
      () => (screen === 'ready' ? nextTickDelay(clocks, serverClock.now()) : undefined),
      () => show({}),
    );
    let tournamentName: string | undefined;
    const showClocks = (next: LiveClock[], change: Partial<DisplayClocks> = {}) => {
      clocks = next;
      tournamentName = change.tournamentName ?? tournamentName;
      show({ ...change, screen, clocks: shown(clocks) });
      ticker.realign();
      if (screen === 'ready' && tournamentName !== undefined) keptClocks.save(tournamentId, { tournamentName, clocks });
    };

    const showTournament = (data: TournamentDetails) => {
      screen = 'ready';
      const loaded = data.clocks.map((clock) => toLiveClock(clock, data.server_time));
      showClocks(loaded, { tournamentName: data.tournament_name });
    };

    async function load() {
      const sequence = ++loadSequence;
      try {
        const data = await fetchTimerDisplay(tournamentId);
        if (sequence !== loadSequence) return;
        showTournament(data);
      } catch (error) {
        if (sequence !== loadSequence) return;
        // Offline with clocks on screen: keep counting; the next reconnection refetches.
        const offline = error instanceof ApiError && error.status === 0;
        if (offline && screen === 'ready') return;
        // Offline after a reload: the clocks this screen last showed, counting at the server's time as last known.
        const kept = offline ? keptClocks.read(tournamentId) : null;
        if (kept) {
          screen = 'ready';
          showClocks(kept.clocks, { tournamentName: kept.tournamentName });
          return;
        }
        screen = error instanceof ApiError && error.status === 404 ? 'missing' : offline ? 'offline' : 'error';
        // No such tournament: its channel will never open either; stop asking (and saying 'Reconnecting').
        if (screen === 'missing') {
          keptClocks.forget(tournamentId);
          channel.close();
          show({ reconnecting: false });
        }
        showClocks(clocks);
      }
    }

    const channel = connectTimerChannel(tournamentId, {
      onMessage(message) {
        const next = applyTimerMessage(clocks, message);
        if (next !== 'refetch') return showClocks(next);
        clearTimeout(bannerTimer);
        show({ synchronising: true });
        bannerTimer = setTimeout(() => show({ synchronising: false }), SYNC_BANNER_MS);
        channel.resync();
        void load();
      },
      onOpen() {
        clearTimeout(stateTimer);
        stateTimer = setTimeout(() => void load(), STATE_WAIT_MS);
      },
      onTournament(data) {
        clearTimeout(stateTimer);
        loadSequence += 1; // a read still on its way began before this state was read
        showTournament(data);
      },
      onStateChange: (state) => {
        show({ reconnecting: state === 'reconnecting' });
        // The channel could not open (no network, a server that refuses it): read the tournament (or the
        // copy this device kept) rather than wait.
        if (state === 'reconnecting' && screen === 'loading') {
          clearTimeout(stateTimer);
          void load();
        }
      },
    });
    // A better offset estimate moves the shown time and the instants of the next ticks.
    const unsubscribe = serverClock.subscribe(() => showClocks(clocks));
    retryRef.current = () => {
      screen = 'loading';
      show({ screen });
      void load();
    };
    // The tournament comes as the channel's first message (one read for a hall of screens, not two); read
    // it here only when that does not come in time.
    stateTimer = setTimeout(() => void load(), STATE_WAIT_MS);
    // Back online after a first visit without network: read the tournament at once.
    const online = () => {
      if (screen === 'offline') retryRef.current();
    };
    window.addEventListener('online', online);

    return () => {
      window.removeEventListener('online', online);
      loadSequence += 1; // answers still on their way are dropped
      clearTimeout(bannerTimer);
      clearTimeout(stateTimer);
      unsubscribe();
      ticker.stop();
      channel.close();
    };
  }, [tournamentId]);

  const retry = useCallback(() => retryRef.current(), []);
  return { ...display, retry };
}
