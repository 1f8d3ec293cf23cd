import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Receives every published message: its channel and the message already serialised. */
export type BusListener = (channel: string, data: string) => void;

/**
 * Carries live messages to every server instance. One process: in memory.
 * Several processes on one PostgreSQL: LISTEN/NOTIFY, so a change made through
 * one instance reaches the WebSocket clients of all of them.
 */
export interface LiveBus {
  publish(channel: string, message: object): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<BusListener>();
  add(listener: BusListener) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(channel: string, data: string) {
    for (const listener of this.set) listener(channel, data);
  }
}

export function createMemoryBus(): LiveBus {
  const listeners = new Listeners();
  return {
    async publish(channel, message) {
      listeners.emit(channel, JSON.stringify(message));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}

const PG_CHANNEL = 'decklist_live';
const RECONNECT_MS = 1000;

export async function createPostgresBus(pool: pg.Pool, connectionString: string, log: FastifyBaseLogger): Promise<LiveBus> {
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (note) => {
      if (note.channel !== PG_CHANNEL || !note.payload) return;
      try {
        const { c, d } = JSON.parse(note.payload) as { c: string; d: string };
        listeners.emit(c, d);
      } catch (error) {
        log.warn({ err: error }, 'ignoring a malformed live notification');
      }
    });
    const retry = (error?: unknown) => {
      if (closed || client !== next) return;
      log.warn({ err: error }, 'live bus connection lost; reconnecting');
      client = undefined;
      next.end().catch(() => undefined);
      reconnectTimer = setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    };
    next.on('error', retry);
    next.on('end', () => retry());
    await next.connect();
    await next.query(`LISTEN ${PG_CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    async publish(channel, message) {
      const payload = JSON.stringify({ c: channel, d: JSON.stringify(message) });
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, payload]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
