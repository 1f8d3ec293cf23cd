import WebSocket from 'ws';

/** A WebSocket client that queues what it receives, for tests. */
export async function connectWs(baseUrl: string, channel: string) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?channel=${encodeURIComponent(channel)}`);
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
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
