import type { TimerMessage, TournamentDetails } from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import { serverClock } from './server-clock';
import { openLiveSocket, type ConnectionState } from './socket';

export type { ConnectionState };

export interface TimerChannelHandlers {
  onMessage(message: TimerMessage): void;
  /** After every (re)connection (`first` false after a reconnection): the page refetches what it may have missed. */
  onOpen?(first: boolean): void;
  onStateChange?(state: ConnectionState): void;
  /**
   * Given, each connection asks for the tournament as its first message, and this receives it (after
   * `onOpen`): as anyone may read it, at its `server_time`.
   */
  onTournament?(tournament: TournamentDetails): void;
}

/** A TIME exchange this often keeps the offset fresh and proves the connection is alive. */
const RESYNC_MS = 30_000;
/** Nothing heard for this long (a TIME answer is due every RESYNC_MS): the connection is dead. */
const SILENCE_MS = RESYNC_MS + 10_000;
/** TIME exchanges in a burst after connecting; the smallest round trip is kept. */
const BURST = 5;

/**
 * The live channel of one tournament, estimating the clock offset to the server with TIME
 * exchanges after each connection, every 30 s, and when the page becomes visible again.
 */
export function connectTimerChannel(tournamentId: string, handlers: TimerChannelHandlers) {
  let burstLeft = 0;
  const askTime = () => socket.send({ type: 'TIME', t0: serverClock.local() });
  const syncBurst = () => {
    serverClock.reset();
    burstLeft = BURST - 1;
    askTime();
  };

  const socket = openLiveSocket(timersChannel(tournamentId), {
    silenceMs: SILENCE_MS,
    withState: Boolean(handlers.onTournament),
    onStateChange: handlers.onStateChange,
    onOpen(first) {
      syncBurst();
      handlers.onOpen?.(first);
    },
    onMessage(data) {
      if (data.type === 'TIME' && typeof data.t0 === 'number' && typeof data.server_time === 'number') {
        serverClock.addSample(data.t0, serverClock.local(), data.server_time);
        if (burstLeft > 0) {
          burstLeft -= 1;
          askTime();
        }
      } else if (data.type === 'STATE' && typeof data.tournament === 'object' && data.tournament !== null) {
        handlers.onTournament?.(data.tournament as TournamentDetails);
      } else if (typeof data.message_type === 'string') {
        handlers.onMessage(data as unknown as TimerMessage);
      }
    },
  });

  const resync = setInterval(() => {
    if (socket.state === 'open') askTime();
  }, RESYNC_MS);
  // Back from the background (or from sleep): the offset may be stale.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && socket.state === 'open') syncBurst();
  };
  document.addEventListener('visibilitychange', onVisible);

  return {
    get state() {
      return socket.state;
    },
    /** Fresh TIME exchanges now (after a force update). */
    resync: () => syncBurst(),
    close() {
      clearInterval(resync);
      document.removeEventListener('visibilitychange', onVisible);
      socket.close();
    },
  };
}

export type TimerChannel = ReturnType<typeof connectTimerChannel>;
