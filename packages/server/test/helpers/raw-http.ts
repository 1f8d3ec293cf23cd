import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the connection until the server closed it. */
  closedAfterMs: number;
}

/**
 * Talks HTTP/1.1 over a plain socket, for what fetch and inject cannot send: oversized or broken
 * headers, bodies that arrive slowly. `send` writes the request (all at once, or in steps over time);
 * the answer is read until the server closes the connection (or `timeoutMs` passes).
 */
export function rawExchange(
  baseUrl: string,
  send: (socket: net.Socket) => void | Promise<void>,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; received so far: ${Buffer.concat(chunks).toString().slice(0, 300)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined); // a reset after the answer is fine
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
    socket.on('connect', () => {
      Promise.resolve(send(socket)).catch((error: unknown) => {
        socket.destroy();
        reject(error as Error);
      });
    });
  });
}
