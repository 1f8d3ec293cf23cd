import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { problem, type HttpProblem } from './problem';

/** The problem for an error the HTTP parser or the server's timeouts raise before Fastify sees a request. */
export function clientErrorProblem(error: Error & { code?: string }): HttpProblem {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return problem('headers_too_large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problem('request_timeout');
    default:
      return problem('invalid_http');
  }
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refuses (oversized headers, bytes
 * that are not HTTP) and requests cut off by the server's timeouts with a problem+json instead of a
 * bare status line, then closes the connection. `headers` are added to every such answer (HSTS).
 */
export function createClientErrorHandler(headers: Record<string, string> = {}) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has gone: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Like Node itself: write only if no answer to a request on this socket has started.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const problem = clientErrorProblem(error);
      const body = JSON.stringify(problem.toBody());
      const lines = [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? 'Error'}`,
        'Content-Type: application/problem+json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
      // Whatever the client does next, the socket goes soon.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    socket.destroy(error);
  };
}
