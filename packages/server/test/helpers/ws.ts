import WebSocket from 'ws';

export interface WsOptions {
  /** A signed-in client's cookies (a TestClient's `cookies`). */
  cookies?: Map<string, string>;
  /** The page's origin; none by default (like a non-browser client). */
  origin?: string;
  /** An `Authorization` header, as an app with a bearer token sends it. */
  authorization?: string;
  /** Asks for the channel's state as the first message (`state=1`). */
  withState?: boolean;
  /** Says the page updates from the rows of event messages (`rows=1`), as our web client does. */
  updatesFromRows?: boolean;
  /** The page the socket belongs to (`page=`), as our web client names it. */
  page?: string;
  /** When the server read what the page shows (`since=`, its `read_at`): the messages since then follow on opening. */
  since?: number;
}

const wsUrl = (baseUrl: string, channel: string, options: WsOptions = {}) =>
  `${baseUrl.replace(/^http/, 'ws')}/ws?channel=${encodeURIComponent(channel)}${options.withState ? '&state=1' : ''}${options.updatesFromRows ? '&rows=1' : ''}${options.page ? `&page=${options.page}` : ''}${options.since === undefined ? '' : `&since=${options.since}`}`;

const headersOf = (options: WsOptions) => {
  const headers: Record<string, string> = {};
  if (options.cookies?.size) headers.cookie = [...options.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (options.origin) headers.origin = options.origin;
  if (options.authorization) headers.authorization = options.authorization;
  return headers;
};

/** The HTTP status an upgrade is refused with, or 101 when it is accepted. */
export async function upgradeStatus(baseUrl: string, channel: string, options: WsOptions = {}): Promise<number> {
  const socket = new WebSocket(wsUrl(baseUrl, channel, options), { headers: headersOf(options) });
  return new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(101);
      socket.close();
    });
    socket.once('error', () => resolve(0));
  });
}

/** A WebSocket client that queues what it receives, for tests. */
export async function connectWs(baseUrl: string, channel: string, options: WsOptions = {}) {
  const socket = new WebSocket(wsUrl(baseUrl, channel, options), { headers: headersOf(options) });
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    /** Resolves with the close code once the connection is closed. */
    closed,
    get closeCode() {
      return closeCode;
    },
    send: (message: object) => socket.send(JSON.stringify(message)),
    /** The first message (after `from`) that matches, waiting up to `timeoutMs`. */
    async next<T = Record<string, unknown>>(match: (m: T) => boolean = () => true, timeoutMs = 5000, from = 0): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (received.slice(from) as T[]).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => socket.close(),
  };
}

export type WsClient = Awaited<ReturnType<typeof connectWs>>;
