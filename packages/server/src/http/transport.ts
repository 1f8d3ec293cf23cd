import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Strict-Transport-Security for an https site: a year (browsers then refuse plain http for it). */
export const HSTS_HEADER = 'max-age=31536000';

/** The `strict-transport-security` header to send on every answer, or none when the site is not https. */
export const hstsHeaders = (publicUrl: string | undefined): Record<string, string> =>
  publicUrl?.startsWith('https://') ? { 'strict-transport-security': HSTS_HEADER } : {};

/** Adds the headers of `hstsHeaders` to every answer that goes through Fastify (errors and 404s included). */
export const hstsPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
  const headers = hstsHeaders(options.publicUrl);
  if (Object.keys(headers).length === 0) return;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
});

export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this time; then 408 and the connection closes. */
  requestMs: number;
  /** The request line and headers must arrive within this time. */
  headersMs: number;
  /** How often Node checks connections against the two timeouts above (so they are kept to this precision). */
  checkIntervalMs: number;
  /** An idle kept-alive connection closes after this time. */
  keepAliveMs: number;
}

/**
 * Short by default: a client sending its body a byte at a time holds a connection for 30 s at most
 * (Node's own default is 300 s), its headers for 10 s. The largest request (a 96 KiB deck) needs
 * well under a second even on a poor mobile link.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 10_000, checkIntervalMs: 1_000, keepAliveMs: 72_000 };

/** Fastify's `serverFactory`: the HTTP server, created with the timeouts (the checking interval can only be set here). */
export function timedServerFactory(timeouts: ServerTimeouts) {
  return (handler: http.RequestListener) =>
    http.createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
        connectionsCheckingInterval: timeouts.checkIntervalMs,
        keepAliveTimeout: timeouts.keepAliveMs,
      },
      handler,
    );
}
