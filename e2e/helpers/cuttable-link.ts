import net from 'node:net';
import type { BrowserContext } from 'playwright-core';

/**
 * A device's own way to the server, which a journey can cut: a TCP relay on a port of its own. Cut, it drops
 * every connection it carries (a page's live socket too) and every new one, so that nothing on the device
 * reaches the server, its service worker included (Chromium's offline emulation alone does not stop a
 * service worker's fetches). The server must not pin its origin (PUBLIC_URL empty): the device's pages
 * have the relay's.
 */
export interface CuttableLink {
  /** The origin the device uses: http://127.0.0.1:{relay's port}. */
  url: string;
  /** The network drops: Chromium's offline emulation for the device's pages, and the relay cut. */
  down(context: BrowserContext): Promise<void>;
  /** The network returns. */
  up(context: BrowserContext): Promise<void>;
  close(): Promise<void>;
}

export async function cuttableLink(serverUrl: string): Promise<CuttableLink> {
  const target = new URL(serverUrl);
  const open = new Set<net.Socket>();
  let cut = false;
  const relay = net.createServer((device) => {
    if (cut) {
      device.destroy();
      return;
    }
    const server = net.connect(Number(target.port), target.hostname);
    for (const socket of [device, server]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        device.destroy();
        server.destroy();
      });
    }
    device.pipe(server);
    server.pipe(device);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async down(context) {
      await context.setOffline(true);
      cut = true;
      for (const socket of open) socket.destroy();
    },
    async up(context) {
      cut = false;
      await context.setOffline(false);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
