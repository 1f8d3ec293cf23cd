import type { TimerMessage } from '@decklist/core';
import { serverClock } from './server-clock';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

export interface TimerChannelHandlers {
  onMessage(message: TimerMessage): void;
  /** After every (re)connection: the page refetches what it may have missed. */
  onOpen?(): void;
  onStateChange?(state: ConnectionState): void;
}

/** The client PINGs every 2 minutes (spec section 9). */
const PING_MS = 120_000;
/** A TIME exchange this often keeps the offset fresh and proves the connection is alive. */
const RESYNC_MS = 30_000;
/** Nothing heard for this long (a TIME answer is due every RESYNC_MS): the connection is dead. */
const SILENCE_MS = RESYNC_MS + 10_000;
/** TIME exchanges in a burst after connecting; the smallest round trip is kept. */
const BURST = 5;
const MAX_BACKOFF_MS = 10_000;

export const timersChannelName = (tournamentId: string) => `decklist:timers:tournament:${tournamentId}`;

function channelUrl(tournamentId: string) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?channel=${encodeURIComponent(timersChannelName(tournamentId))}`;
}

/**
 * The live channel of one tournament: always reconnecting (with jittered back-off, so a hall of
 * screens does not reconnect in lockstep), estimating the clock offset with TIME exchanges after
 * each connection and when the page becomes visible again, and PINGing as the spec asks.
 */
export function connectTimerChannel(tournamentId: string, handlers: TimerChannelHandlers) {
  let socket: WebSocket | undefined;
  let state: ConnectionState = 'connecting';
  let attempt = 0;
  let closed = false;
  let lastHeard = 0;
  let burstLeft = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    handlers.onStateChange?.(next);
  };
  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const askTime = () => send({ type: 'TIME', t0: serverClock.local() });
  const syncBurst = () => {
    serverClock.reset();
    burstLeft = BURST - 1;
    askTime();
  };

  const reconnectSoon = () => {
    if (closed || reconnectTimer) return;
    setState('reconnecting');
    const backoff = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt) * (0.5 + Math.random());
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, backoff);
  };

  const drop = () => {
    const dead = socket;
    socket = undefined;
    if (dead) {
      dead.onopen = dead.onmessage = dead.onclose = dead.onerror = null;
      dead.close();
    }
  };

  function open() {
    drop();
    const ws = new WebSocket(channelUrl(tournamentId));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      setState('open');
      syncBurst();
      handlers.onOpen?.();
    };
    ws.onmessage = (event) => {
      lastHeard = Date.now();
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(String(event.data)) as Record<string, unknown>;
      } catch {
        return;
      }
      if (data.type === 'TIME' && typeof data.t0 === 'number' && typeof data.server_time === 'number') {
        serverClock.addSample(data.t0, serverClock.local(), data.server_time);
        if (burstLeft > 0) {
          burstLeft -= 1;
          askTime();
        }
      } else if (typeof data.message_type === 'string') {
        handlers.onMessage(data as unknown as TimerMessage);
      }
      // Anything else is the PING answer ({message, connectionId, requestId}), ignored.
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      drop();
      reconnectSoon();
    };
    ws.onerror = () => ws.close();
  }

  const ping = setInterval(() => send({ type: 'PING' }), PING_MS);
  const watchdog = setInterval(() => {
    if (state !== 'open') return;
    if (Date.now() - lastHeard > SILENCE_MS) {
      drop();
      reconnectSoon();
    } else {
      askTime();
    }
  }, RESYNC_MS);

  // Back from the background (or from sleep): the offset may be stale and the socket dead.
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || closed) return;
    if (state === 'open') syncBurst();
    else reconnectNow();
  };
  const reconnectNow = () => {
    if (closed || state === 'open') return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    open();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', reconnectNow);

  open();

  return {
    get state() {
      return state;
    },
    /** Fresh TIME exchanges now (after a force update). */
    resync: () => syncBurst(),
    close() {
      closed = true;
      clearInterval(ping);
      clearInterval(watchdog);
      clearTimeout(reconnectTimer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', reconnectNow);
      drop();
    },
  };
}

export type TimerChannel = ReturnType<typeof connectTimerChannel>;
