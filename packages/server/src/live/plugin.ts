import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { LiveBus } from './bus';
import { isValidChannel } from '@decklist/core';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** Sends a message to every subscriber of the channel, on every instance. */
      publish(channel: string, message: object): Promise<void>;
      /** Sockets subscribed on this instance (for tests and metrics). */
      subscriberCount(channel?: string): number;
    };
  }
}

/** How often the server pings each socket; one missed pong and the socket is dropped. */
export const HEARTBEAT_MS = 30_000;

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PING') }),
  z.object({ type: z.literal('TIME'), t0: z.number() }),
]);

export const livePlugin = fp(
  async (app: FastifyInstance, options: { bus: LiveBus; heartbeatMs?: number }) => {
    const { bus } = options;
    const channels = new Map<string, Set<WebSocket>>();
    const alive = new WeakMap<WebSocket, boolean>();

    const unsubscribe = bus.subscribe((channel, data) => {
      const sockets = channels.get(channel);
      if (!sockets) return;
      for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(data);
    });

    const heartbeat = setInterval(() => {
      for (const sockets of channels.values()) {
        for (const socket of sockets) {
          if (alive.get(socket) === false) {
            socket.terminate();
            continue;
          }
          alive.set(socket, false);
          socket.ping();
        }
      }
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('live', {
      publish: (channel: string, message: object) => bus.publish(channel, message),
      subscriberCount: (channel?: string) =>
        channel ? (channels.get(channel)?.size ?? 0) : [...channels.values()].reduce((n, s) => n + s.size, 0),
    });

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      await bus.close();
    });

    await app.register(websocket, { options: { maxPayload: 4096 } });

    app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
      const channel = (request.query as { channel?: unknown }).channel;
      if (typeof channel !== 'string' || !isValidChannel(channel)) {
        socket.close(1008, 'unknown channel');
        return;
      }
      const connectionId = randomUUID();
      let sockets = channels.get(channel);
      if (!sockets) channels.set(channel, (sockets = new Set()));
      sockets.add(socket);
      alive.set(socket, true);

      socket.on('pong', () => alive.set(socket, true));
      socket.on('message', (raw) => {
        alive.set(socket, true);
        let parsed;
        try {
          parsed = clientMessage.safeParse(JSON.parse(raw.toString()));
        } catch {
          return;
        }
        if (!parsed.success) return;
        const server_time = app.now();
        if (parsed.data.type === 'PING') {
          socket.send(JSON.stringify({ message: 'pong', connectionId, requestId: randomUUID(), server_time }));
        } else {
          socket.send(JSON.stringify({ type: 'TIME', t0: parsed.data.t0, server_time }));
        }
      });
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) channels.delete(channel);
      });
    });
  },
  { name: 'live' },
);
