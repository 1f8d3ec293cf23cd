import { PAGE_ID } from '../lib/page-id';

/** Where a live channel is: connecting for the first time, open, or waiting to reconnect. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

/** Clients send a PING every 2 minutes (docs/product.md, Live updates). */
export const PING_MS = 120_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 15_000;
/** The close code of a server that is stopping (RFC 6455): reconnect without waiting. */
const GOING_AWAY = 1001;

export interface LiveSocketOptions {
  /** Every message but the server's PING answer ({message, connectionId, requestId}), which clients ignore. */
  onMessage(message: Record<string, unknown>): void;
  /** After each connection; `first` is false after a reconnection, when messages may have been missed. */
  onOpen?(first: boolean): void;
  onStateChange?(state: ConnectionState): void;
  /** A connection that heard nothing for this long is taken as dead and replaced. */
  silenceMs: number;
  /** Asks the server for the channel's current state as each connection's first message (timers channels). */
  withState?: boolean;
  /** Tells the server the page updates from the rows its messages carry (event channels): its messages may come sooner. */
  updatesFromRows?: boolean;
  /**
   * When the server read what the page shows (an answer's `read_at`, the server's clock), told on the first
   * connection as `since=`: the server sends the messages since then, which the socket was not yet there to hear.
   */
  readAt?: () => number | undefined;
}

export interface LiveSocket {
  readonly state: ConnectionState;
  send(message: object): void;
  close(): void;
}

export function liveChannelUrl(channel: string, { withState = false, updatesFromRows = false, since = undefined as number | undefined } = {}): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const asks = `${withState ? '&state=1' : ''}${updatesFromRows ? '&rows=1' : ''}${since === undefined ? '' : `&since=${since}`}`;
  return `${scheme}://${location.host}/ws?channel=${encodeURIComponent(channel)}&page=${PAGE_ID}${asks}`;
}

const isPingAnswer = (m: Record<string, unknown>) => 'message' in m && 'connectionId' in m && 'requestId' in m;

/**
 * A WebSocket on one live channel that always reconnects: with jittered back-off (so a hall of
 * screens does not reconnect in lockstep), at once when the server closes it because it is restarting
 * (1001: another instance takes it), when the page comes back to the foreground or the network
 * returns, and when the connection stays silent too long. It PINGs every 2 minutes.
 */
export function openLiveSocket(channel: string, options: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | undefined;
  let state: ConnectionState = 'connecting';
  let attempt = 0;
  let openedBefore = false;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };
  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const drop = () => {
    clearTimeout(silenceTimer);
    const dead = socket;
    socket = undefined;
    if (dead) {
      dead.onopen = dead.onmessage = dead.onclose = dead.onerror = null;
      dead.close();
    }
  };
  const reconnectSoon = () => {
    if (closed || reconnectTimer) return;
    setState('reconnecting');
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt) * (0.5 + Math.random());
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  };
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      drop();
      reconnectSoon();
    }, options.silenceMs);
  };

  function connect() {
    drop();
    // A reconnection refetches everything anyway (onOpen): only the first says when the page read.
    const since = openedBefore ? undefined : options.readAt?.();
    const ws = new WebSocket(liveChannelUrl(channel, { ...options, since }));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      heard();
      setState('open');
      options.onOpen?.(!openedBefore);
      openedBefore = true;
    };
    ws.onmessage = (event) => {
      heard();
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message && typeof message === 'object' && !isPingAnswer(message as Record<string, unknown>)) {
        options.onMessage(message as Record<string, unknown>);
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      drop();
      if (event.code === GOING_AWAY) {
        // The server is restarting: the load balancer sends the new connection to another one at once.
        setState('reconnecting');
        connect();
        return;
      }
      reconnectSoon();
    };
    ws.onerror = () => ws.close();
  }

  const reconnectNow = () => {
    if (closed || state === 'open') return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  const ping = setInterval(() => send({ type: 'PING' }), PING_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', reconnectNow);
  connect();

  return {
    get state() {
      return state;
    },
    send,
    close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(reconnectTimer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', reconnectNow);
      drop();
    },
  };
}
