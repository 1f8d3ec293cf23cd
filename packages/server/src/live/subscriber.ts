import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import type { AnyChannelKind, Caller } from './channels';

/** What a socket may do (docs/decisions/0002-live-channels.md); tests lower them. */
export interface LiveLimits {
  /** Messages a client may send per window (a burst up to this, then this many per window); beyond, 1008. */
  messagesPerWindow: number;
  windowMs: number;
  /** A socket with more than this waiting to be sent does not read: it is dropped. */
  maxBufferedBytes: number;
  /** A paced socket (an owner's or judge's on an event) gets at most one message per this many ms, the last always. */
  coalesceMs: number;
  /**
   * The same for a paced socket whose client updates its page from the messages themselves (`rows=1` on
   * /ws, our web client): a message costs it no read, so it may come sooner.
   */
  rowsCoalesceMs: number;
  /**
   * Open sockets per client address on one instance; beyond, the upgrade gets a 429. A venue's players
   * may all share one address: a 2,000-player hall with a page or two open each fits the default, and
   * LIVE_SOCKETS_PER_ADDRESS raises it for a bigger one.
   */
  socketsPerAddress: number;
}

export const LIVE_LIMITS: LiveLimits = {
  messagesPerWindow: 20,
  windowMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  coalesceMs: 500,
  rowsCoalesceMs: 100,
  socketsPerAddress: 5000,
};

/** Time for a polite close (its close frame) before the connection is cut. */
const CLOSE_GRACE_MS = 2000;

/** Messages sent to the sockets of an instance, counted for the metrics. */
export interface SentCount {
  messages: number;
}

/** One open socket on one channel: who it is, what it may send, and the pacing of what it hears. */
export class Subscriber {
  /** Cleared by each heartbeat, set by any sign of life; a socket still silent at the next one is dead. */
  alive = true;
  private tokens: number;
  private readonly pacedMs: number;
  private refilledAt = performance.now();
  private closing = false;
  private pending: object | undefined;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  /** What the socket was sent while its first message was being read (`hold`). */
  private held: (Buffer | string)[] | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly channel: string,
    readonly caller: Caller,
    private readonly limits: LiveLimits,
    private readonly pacing?: AnyChannelKind['pacing'],
    private readonly sent?: SentCount,
    /** The client updates from the messages' rows: paced by `rowsCoalesceMs` instead of `coalesceMs`. */
    updatesFromRows = false,
  ) {
    this.tokens = limits.messagesPerWindow;
    this.pacedMs = updatesFromRows ? limits.rowsCoalesceMs : limits.coalesceMs;
  }

  /** Sends a serialised text message, or drops a socket that has stopped reading. */
  send(data: Buffer | string) {
    if (this.held) {
      this.held.push(data);
      return;
    }
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(data, { binary: false });
    if (this.sent) this.sent.messages += 1;
  }

  /** A message (`data` serialised): at once, except that a paced caller gets at most one per its period (merged, the last kept). */
  hear(message: object, data: Buffer) {
    if (!this.pacing?.applies(this.caller)) return this.send(data);
    if (this.pending) {
      this.pending = this.pacing.merge(this.pending, message);
      return;
    }
    const wait = this.lastRefreshAt + this.pacedMs - performance.now();
    if (wait <= 0) {
      this.lastRefreshAt = performance.now();
      return this.send(data);
    }
    this.pending = message;
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Keeps everything the socket is sent until `release`, while the message that must come first is read. */
  hold() {
    this.held ??= [];
  }

  /** Sends `first` (when there is one), then what was kept since `hold`, in order. */
  release(first?: string) {
    const held = this.held ?? [];
    this.held = undefined;
    if (first !== undefined) this.send(first);
    for (const data of held) this.send(data);
  }

  /** Sends a message still held back by the pacing now (before the socket closes). */
  flushNow() {
    if (!this.pending) return;
    clearTimeout(this.timer);
    this.flush();
  }

  private flush() {
    const message = this.pending;
    this.pending = undefined;
    this.timer = undefined;
    this.lastRefreshAt = performance.now();
    if (message) this.send(JSON.stringify(message));
  }

  /**
   * Counts a message from the client (a token bucket); over the limit the socket is closed with
   * 1008, stops being read, and is cut after a grace period. False when the message must be ignored.
   */
  takeIncoming(): boolean {
    if (this.closing) return false;
    const now = performance.now();
    const { messagesPerWindow, windowMs } = this.limits;
    this.tokens = Math.min(messagesPerWindow, this.tokens + ((now - this.refilledAt) * messagesPerWindow) / windowMs);
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.closing = true;
    this.socket.close(1008, 'too many messages');
    this.socket.pause();
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    return false;
  }

  dispose() {
    clearTimeout(this.timer);
    this.pending = undefined;
    this.held = undefined;
  }
}
