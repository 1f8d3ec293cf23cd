// A bare `ws` broadcast server, the baseline of the fan-out benchmark: no framework, no database, no
// per-socket rules. POST /broadcast sends the body, with server_time filled in, to every client.
// Run as its own process (like the real server): node --import tsx bench/bare-broadcast.ts <port>
import http from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2] ?? 0);
const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/broadcast') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = { ...(JSON.parse(Buffer.concat(chunks).toString()) as object), server_time: Date.now() };
    const data = JSON.stringify(message);
    for (const client of wss.clients) client.send(data);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (socket) => {
  // Answers TIME like the real server, so clients can sync the same way.
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type?: string; t0?: number };
    if (message.type === 'TIME') socket.send(JSON.stringify({ type: 'TIME', t0: message.t0, server_time: Date.now() }));
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
