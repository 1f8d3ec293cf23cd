import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

/** Warnings about misbehaving sockets per window: a flood of bad frames cannot flood the log. */
const LINES_PER_WINDOW = 10;
const WINDOW_MS = 60_000;

/**
 * Handles an error on a live socket (an oversized frame, invalid UTF-8, a protocol violation): the socket
 * is cut, and one warning line says why, without a stack trace (it is the client's fault, not ours). At
 * most 10 such lines a minute; the next line says how many were left out.
 */
export function createSocketErrorHandler(now: () => number = Date.now) {
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;
  return (error: Error & { code?: string }, socket: WebSocket, log: FastifyBaseLogger) => {
    socket.terminate();
    const at = now();
    if (at - windowStart >= WINDOW_MS) {
      windowStart = at;
      logged = 0;
    }
    if (logged >= LINES_PER_WINDOW) {
      suppressed++;
      return;
    }
    logged++;
    log.warn({ code: error.code ?? null, ...(suppressed > 0 ? { suppressed } : {}) }, `live socket cut: ${error.message}`);
    suppressed = 0;
  };
}
