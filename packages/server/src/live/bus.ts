import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Which sockets lose their rights: the sessions' on every channel (`channel` '*': signed out), the users'
 * on this channel (removed), or everyone on it (deleted). Closed with `code` (4xxx: the page should not
 * reconnect as it was).
 */
export interface CloseOrder {
  sessions?: string[];
  users?: string[];
  everyone?: boolean;
  code: number;
  reason: string;
}

/** The channel of a close order for sockets on every channel. */
export const EVERY_CHANNEL = '*';

/** A live message on its way to the sockets of every instance. */
export interface LiveEnvelope {
  channel: string;
  message: object;
  /** Who hears it, in the terms of the channel's kind (its `audience`); everyone on the channel when unset. */
  to?: unknown;
  /** Roles on the channel changed by this change, by user (null: none left), applied before delivery. */
  roles?: Record<string, unknown>;
  /** Sockets to close once the message is delivered: their caller's rights are gone. */
  close?: CloseOrder;
}

export type BusListener = (envelope: LiveEnvelope) => void;

/**
 * Carries live messages to every server instance. One process: in memory. Several processes on one
 * PostgreSQL: LISTEN/NOTIFY, so a change made through one instance reaches the sockets of all.
 */
export interface LiveBus {
  publish(envelope: LiveEnvelope): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Whether messages from other instances can arrive now. */
  isUp(): boolean;
  /** Called with false when the bus goes down and true when it is back (messages may have been missed). */
  onStatus(listener: (up: boolean) => void): () => void;
  /** How many times the bus came back after being down since it started (for the metrics). */
  reconnects(): number;
  close(): Promise<void>;
}

class Listeners<T extends unknown[]> {
  private readonly set = new Set<(...args: T) => void>();
  add(listener: (...args: T) => void) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(...args: T) {
    for (const listener of this.set) listener(...args);
  }
}

export function createMemoryBus(): LiveBus {
  const listeners = new Listeners<[LiveEnvelope]>();
  return {
    async publish(envelope) {
      listeners.emit(envelope);
    },
    subscribe: (listener) => listeners.add(listener),
    isUp: () => true,
    onStatus: () => () => undefined,
    reconnects: () => 0,
    async close() {},
  };
}

const PG_CHANNEL = 'decklist_live';

/** Reconnection delays of the LISTEN connection: doubling from the first to the last, with jitter, for ever. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}
export const BUS_BACKOFF: Backoff = { firstMs: 250, maxMs: 5000 };

export const backoffDelay = (attempt: number, backoff: Backoff, random = Math.random) =>
  Math.min(backoff.maxMs, backoff.firstMs * 2 ** attempt) * (0.75 + random() / 2);

export async function createPostgresBus(
  pool: pg.Pool,
  connectionString: string,
  log: FastifyBaseLogger,
  backoff: Backoff = BUS_BACKOFF,
): Promise<LiveBus> {
  const listeners = new Listeners<[LiveEnvelope]>();
  const statusListeners = new Listeners<[boolean]>();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let reconnects = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const setClient = (next: pg.Client | undefined) => {
    const wasUp = client !== undefined;
    client = next;
    if (wasUp !== (next !== undefined)) statusListeners.emit(next !== undefined);
  };

  const retryLater = () => {
    if (closed || retryTimer) return;
    const delay = backoffDelay(attempt++, backoff);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          reconnects += 1;
          log.info('live bus reconnected');
        },
        (error: unknown) => {
          log.warn({ err: error, attempt }, 'live bus still unreachable; retrying');
          retryLater();
        },
      );
    }, delay);
  };

  async function connect() {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (note) => {
      if (note.channel !== PG_CHANNEL || !note.payload) return;
      try {
        listeners.emit(JSON.parse(note.payload) as LiveEnvelope);
      } catch (error) {
        log.warn({ err: error }, 'ignoring a malformed live notification');
      }
    });
    const lost = (error?: unknown) => {
      next.end().catch(() => undefined);
      if (closed || client !== next) return;
      log.warn({ err: error }, 'live bus connection lost; reconnecting');
      setClient(undefined);
      retryLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    setClient(next);
  }
  await connect();

  return {
    async publish(envelope) {
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(envelope)]);
    },
    subscribe: (listener) => listeners.add(listener),
    isUp: () => client !== undefined,
    onStatus: (listener) => statusListeners.add(listener),
    reconnects: () => reconnects,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
