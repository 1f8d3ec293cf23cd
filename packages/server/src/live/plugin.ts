import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { serviceBusy, tooManyRequests } from '../http/problem';
import { addressKey } from '../http/rate-limit';
import { channelCaller } from './access';
import { EVERY_CHANNEL, type CloseOrder, type LiveBus, type LiveEnvelope } from './bus';
import { ChannelKinds, type Caller, type ChannelKind, type ChannelKindName } from './channels';
import { startHeartbeat } from './heartbeat';
import { Hub } from './hub';
import { createSocketErrorHandler } from './socket-errors';
import { RecentMessages } from './recent';
import { LIVE_LIMITS, Subscriber, type LiveLimits, type SentCount } from './subscriber';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** Sends a message to the sockets of the channel that should hear it, on every instance. */
      publish(channel: string, message: object, options?: Pick<LiveEnvelope, 'to' | 'roles' | 'close'>): Promise<void>;
      /** Closes the sockets that lost their rights, on every instance (`channel` '*' for every channel). */
      close(channel: string, order: CloseOrder): Promise<void>;
      /** Sockets subscribed on this instance (for tests and metrics). */
      subscriberCount(channel?: string): number;
      /** Whether messages from other instances arrive (false while the bus is reconnecting). */
      isUp(): boolean;
      /** Lets sockets subscribe to the channels of a kind, which decides who may listen and who hears what. */
      registerChannelKind<K extends ChannelKindName, Role, To, Message extends object>(kind: ChannelKind<K, Role, To, Message>): void;
      /** Figures for the metrics (system/metrics.ts). */
      stats(): LiveStats;
      /** Called with the channel of every message that reaches this instance, before its sockets hear it. */
      onMessage(listener: (channel: string) => void): void;
    };
  }
}

export interface LiveStats {
  /** Open sockets on this instance by kind of channel. */
  socketsByKind: Map<ChannelKindName, number>;
  /** Messages sent to sockets since the start. */
  messagesSent: number;
  busUp: boolean;
  busReconnects: number;
}

/** The close of every socket when the instance leaves: pages reconnect at once, through the load balancer, to another. */
export const GOING_AWAY = { code: 1001, reason: 'server restarting' } as const;

/** How often the server pings each socket; one missed pong and the socket is dropped. */
export const HEARTBEAT_MS = 30_000;

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PING') }),
  z.object({ type: z.literal('TIME'), t0: z.number() }),
]);

/** `since=` on /ws: when the server read what the page shows (its `read_at`, ms); undefined when absent or not such a number. */
function readSince(request: FastifyRequest): number | undefined {
  const since = (request.query as { since?: unknown }).since;
  return typeof since === 'string' && /^\d{1,15}$/.test(since) ? Number(since) : undefined;
}

export interface LivePluginOptions {
  bus: LiveBus;
  heartbeatMs?: number;
  limits?: Partial<LiveLimits>;
}

export const livePlugin = fp(
  async (app: FastifyInstance, options: LivePluginOptions) => {
    const { bus } = options;
    const limits: LiveLimits = { ...LIVE_LIMITS, ...options.limits };
    const kinds = new ChannelKinds();
    const hub = new Hub(kinds);
    const callers = new WeakMap<FastifyRequest, Caller>();
    /** Open sockets by client address (an IPv6 /64), for the per-address cap. */
    const openByAddress = new Map<string, number>();
    const sent: SentCount = { messages: 0 };
    const recent = new RecentMessages();

    const messageListeners: ((channel: string) => void)[] = [];
    const deliver = (envelope: LiveEnvelope) => {
      for (const listener of messageListeners) listener(envelope.channel);
      if (envelope.channel !== EVERY_CHANNEL && Object.keys(envelope.message).length > 0) recent.record(envelope, app.now());
      hub.deliver(envelope);
    };
    const unsubscribe = bus.subscribe(deliver);
    const unwatch = bus.onStatus((up) => {
      if (!up) return;
      // Messages may have been missed: every page is told to refetch.
      for (const name of hub.channelNames()) {
        const found = kinds.of(name);
        if (found) deliver({ channel: name, message: found.kind.missedMessages(found.channel, app.now()) });
      }
    });

    const stopHeartbeat = startHeartbeat(() => hub.subscribers(), options.heartbeatMs ?? HEARTBEAT_MS);

    app.decorate('live', {
      publish: (channel: string, message: object, extra: Pick<LiveEnvelope, 'to' | 'roles' | 'close'> = {}) =>
        bus.publish({ channel, message, ...extra }),
      close: (channel: string, order: CloseOrder) => bus.publish({ channel, message: {}, close: order }),
      subscriberCount: (channel?: string) => hub.count(channel),
      isUp: () => bus.isUp(),
      registerChannelKind: (kind) => kinds.register(kind),
      onMessage: (listener) => void messageListeners.push(listener),
      stats: () => {
        const socketsByKind = new Map<ChannelKindName, number>();
        for (const name of hub.channelNames()) {
          const kind = kinds.of(name)?.channel.kind;
          if (kind) socketsByKind.set(kind, (socketsByKind.get(kind) ?? 0) + hub.count(name));
        }
        return { socketsByKind, messagesSent: sent.messages, busUp: bus.isUp(), busReconnects: bus.reconnects() };
      },
    });

    app.lifecycle.onDrain(() => {
      for (const subscriber of [...hub.subscribers()]) {
        subscriber.flushNow();
        hub.remove(subscriber);
        subscriber.socket.close(GOING_AWAY.code, GOING_AWAY.reason);
      }
    });

    app.addHook('onClose', async () => {
      stopHeartbeat();
      unsubscribe();
      unwatch();
      await bus.close();
    });

    const socketError = createSocketErrorHandler();
    await app.register(websocket, {
      options: { maxPayload: 4096 },
      errorHandler: (error, socket, request) => socketError(error, socket, request.log),
    });

    const channelOf = (request: FastifyRequest) => {
      const channel = (request.query as { channel?: unknown }).channel;
      return typeof channel === 'string' ? { name: channel, found: kinds.of(channel) } : undefined;
    };

    app.get(
      '/ws',
      {
        websocket: true,
        schema: { hide: true },
        // Before the upgrade, so that a refusal is a plain HTTP answer (403 foreign page, 401 signed out).
        preValidation: async (request) => {
          // A leaving instance takes no new sockets; a load balancer retries the upgrade on another one.
          if (app.lifecycle.draining) {
            throw serviceBusy('restarting', 1);
          }
          if ((openByAddress.get(addressKey(request.ip)) ?? 0) >= limits.socketsPerAddress) {
            throw tooManyRequests('live_connection_limit', 60);
          }
          const found = channelOf(request)?.found;
          if (!found) return; // answered with a 1008 close below
          callers.set(request, await channelCaller(request, found.kind, found.channel, app.config.publicUrl, app.liveEchoId));
        },
      },
      (socket, request) => {
        const channel = channelOf(request);
        const caller = callers.get(request);
        if (!channel?.found || !caller) {
          socket.close(1008, 'unknown channel');
          return;
        }
        if (app.lifecycle.draining) {
          // Upgraded while the drain began: it goes the way of the others.
          socket.close(GOING_AWAY.code, GOING_AWAY.reason);
          return;
        }
        const { kind } = channel.found;
        const updatesFromRows = (request.query as { rows?: unknown }).rows === '1';
        const subscriber = new Subscriber(socket, channel.name, caller, limits, kind.pacing, sent, updatesFromRows);
        const connectionId = randomUUID();
        const wantsState = Boolean(kind.currentState) && (request.query as { state?: unknown }).state === '1';
        if (wantsState) subscriber.hold();
        hub.add(subscriber);
        const since = readSince(request);
        if (since !== undefined) {
          // What changed after the page's read and before this socket joined reaches it now.
          const now = app.now();
          const missed = recent.since(channel.name, since, now);
          hub.catchUp(
            subscriber,
            missed === 'unknown' ? [{ channel: channel.name, message: kind.missedMessages(channel.found.channel, now) }] : missed,
          );
        }
        if (wantsState) {
          kind.currentState!(channel.found.channel, caller, app.now).then(
            (state) => subscriber.release(state ? JSON.stringify(state) : undefined),
            (error: unknown) => {
              // The client reads the state itself when it does not come.
              request.log.warn({ err: error }, "a live channel's state could not be read");
              subscriber.release();
            },
          );
        }
        const address = addressKey(request.ip);
        openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
        socket.once('close', () => {
          const left = (openByAddress.get(address) ?? 1) - 1;
          if (left > 0) openByAddress.set(address, left);
          else openByAddress.delete(address);
        });

        socket.on('pong', () => (subscriber.alive = true));
        socket.on('message', (raw) => {
          if (!subscriber.takeIncoming()) {
            hub.remove(subscriber); // closing: it hears nothing more
            return;
          }
          subscriber.alive = true;
          let parsed;
          try {
            parsed = clientMessage.safeParse(JSON.parse(raw.toString()));
          } catch {
            return;
          }
          if (!parsed.success) return;
          const server_time = app.now();
          if (parsed.data.type === 'PING') {
            subscriber.send(JSON.stringify({ message: 'pong', connectionId, requestId: randomUUID(), server_time }));
          } else {
            subscriber.send(JSON.stringify({ type: 'TIME', t0: parsed.data.t0, server_time }));
          }
        });
        socket.on('close', () => hub.remove(subscriber));
      },
    );
  },
  { name: 'live' },
);
