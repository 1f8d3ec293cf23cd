import type { EventDetails, MeResponse } from '@decklist/core/api';
import { EVENT_RECONCILE_MS, type EventLiveUpdate } from '@decklist/core/events';
import { screen, waitFor } from '@testing-library/react';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { apiRequest } from '../src/api/client';
import { useEvent } from '../src/api/events';
import { useEventLive } from '../src/api/live';
import { PAGE_ID } from '../src/lib/page-id';
import { aPlayer, anEvent, deferred, json, renderWithApp, stubServer } from './helpers';

const ME: MeResponse = { authorized: true, email: 'olga@example.com', user_id: 'owner-1', userId: 'owner-1', session_id: 's1', sessionId: 's1', name: 'Olga' };

/** The organiser's list as the page keeps it: the players, each with whether they have a deck. */
function Players() {
  const event = useEvent('fnm42');
  useEventLive(event.data?.event_id);
  if (!event.data) return null;
  return (
    <>
      <p>{event.data.player_count} players</p>
      <ul>
        {event.data.participants.map((p) => (
          <li key={p.user_id}>{`${p.player_name}: ${p.has_deck ? 'deck' : 'no deck'}`}</li>
        ))}
      </ul>
    </>
  );
}

let server: WebSocketServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  for (const client of server?.clients ?? []) client.terminate();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function organiserPage(event: EventDetails) {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server!.once('listening', resolve));
  const sockets: ServerSocket[] = [];
  const urls: string[] = [];
  server.on('connection', (socket, request) => {
    sockets.push(socket);
    urls.push(request.url ?? '');
  });
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/e/fnm42`);
  const api = stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', '/api/events/fnm42', () => json(event));
  renderWithApp(<Players />);
  await waitFor(() => expect(sockets).toHaveLength(1));
  const reads = () => api.received('GET', '/api/events/fnm42').length;
  return { send: (message: EventLiveUpdate) => sockets[0]!.send(JSON.stringify(message)), reads, urls, api };
}

const deckMessage = (userId: string): EventLiveUpdate => ({
  refresh: true,
  updated_by_session_id: 'another-session',
  updated_by_user_id: userId,
  scope: 'deck',
  user_id: userId,
});

describe('an organiser’s page on the event’s live channel', () => {
  it('puts the rows a deck message carries into its list without reading the event again', async () => {
    const ann = aPlayer(1, { player_name: 'Ann', has_deck: false });
    const { send, reads, urls } = await organiserPage(anEvent({ role: 'owner', player_count: 1, participants: [ann], read_at: 1_764_480_000_000 }));
    expect(await screen.findByText('Ann: no deck')).toBeInTheDocument();
    // It tells the server so, which may then send them sooner, names its page (the server keeps its echo from it),
    // and says when the server read the event it shows (the changes since then come on opening).
    expect(urls).toEqual([`/ws?channel=${encodeURIComponent('decklist.lol:event:fnm42')}&page=${PAGE_ID}&rows=1&since=1764480000000`]);
    expect(reads()).toBe(1);

    const bob = aPlayer(2, { player_name: 'Bob' });
    send({ ...deckMessage(bob.user_id), participants: [bob] });
    expect(await screen.findByText('Bob: deck')).toBeInTheDocument();
    expect(screen.getByText('2 players')).toBeInTheDocument();
    send({ ...deckMessage(ann.user_id), participants: [{ ...ann, has_deck: true }] });
    expect(await screen.findByText('Ann: deck')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ann: deck', 'Bob: deck']);
    expect(reads()).toBe(1);
  });

  it('still reads the whole event once, a while after the first update from rows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { send, reads } = await organiserPage(anEvent({ role: 'owner', player_count: 0, participants: [] }));
    await screen.findByText('0 players');
    send({ ...deckMessage(aPlayer(1).user_id), participants: [aPlayer(1)] });
    send({ ...deckMessage(aPlayer(2).user_id), participants: [aPlayer(2)] });
    await screen.findByText('2 players');
    vi.advanceTimersByTime(EVENT_RECONCILE_MS - 1000);
    expect(reads()).toBe(1);
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('keeps rows that came while the event was being read, which the read may predate', async () => {
    const ann = aPlayer(1, { player_name: 'Ann', has_deck: false });
    const before = anEvent({ role: 'owner', player_count: 1, participants: [ann] });
    const { send, reads, api } = await organiserPage(before);
    await screen.findByText('Ann: no deck');
    const slowRead = deferred<Response>();
    api.on('GET', '/api/events/fnm42', () => slowRead.promise);
    send(deckMessage('someone')); // no rows: the page reads the event
    await waitFor(() => expect(reads()).toBe(2));
    send({ ...deckMessage(ann.user_id), participants: [{ ...ann, has_deck: true }] });
    expect(await screen.findByText('Ann: deck')).toBeInTheDocument();
    slowRead.resolve(json(before)); // read before Ann's submission
    await waitFor(() => expect(reads()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Ann: deck')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('follows a change its own session made elsewhere (another tab, a script with its cookie): the server keeps the echo from the page that made it', async () => {
    const { send, reads } = await organiserPage(anEvent({ role: 'owner', player_count: 1, participants: [aPlayer(1)] }));
    await screen.findByText('Player 1: deck');
    send({ refresh: true, updated_by_session_id: ME.session_id, updated_by_user_id: ME.user_id, scope: 'people', user_id: 'walk-in' });
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('names its page on every change it sends, never on a read', async () => {
    const api = stubServer()
      .on('GET', '/api/events/fnm42', () => json(anEvent()))
      .on('POST', '/api/events/fnm42/users', () => json({}));
    await apiRequest('GET', '/api/events/fnm42');
    await apiRequest('POST', '/api/events/fnm42/users', { player_name: 'Walk-in' });
    expect(PAGE_ID).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(api.received('GET')[0]!.headers.get('x-decklist-page')).toBeNull();
    expect(api.received('POST')[0]!.headers.get('x-decklist-page')).toBe(PAGE_ID);
    expect(api.received('POST')[0]!.headers.get('accept-language')).toBe('en');
  });

  it('reads the event again for a deck message without rows', async () => {
    const { send, reads } = await organiserPage(anEvent({ role: 'owner', player_count: 1, participants: [aPlayer(1)] }));
    await screen.findByText('Player 1: deck');
    send(deckMessage(aPlayer(1).user_id));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
