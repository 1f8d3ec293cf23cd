import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decklists, eventUsers } from '../src/db/schema';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { API_DATABASE_KINDS } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n56 Mountain';
const FORGED = 'Bob\r\n\r\nPlayers without a decklist (1): Alice';
const UNSAFE: [string, RegExp][] = [
  [FORGED, /must be one line/],
  ['Alice\u202e', /direction/],
  ['Al\u2067ice', /direction/],
  ['Al\u200bice', /invisible/],
];

describe.each(API_DATABASE_KINDS)('names that could forge a line or another name, on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let player: TestClient & { userId: string };
  let eventId: string;
  let tournamentId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signedIn('owner@example.com');
    player = await t.signedIn('player@example.com');
    eventId = (await owner.post('/api/events', { event_name: 'Friday', format: 'modern', event_date: TODAY })).json().event_id;
    tournamentId = (await owner.post('/api/timers', { tournament_name: 'Friday' })).json().tournament_id;
  });
  afterAll(() => t.close());

  it('refuses control characters, line breaks, direction overrides and invisible characters in every name, naming the field', async () => {
    const fields: [string, (value: string) => Promise<{ statusCode: number; json(): { errors?: Record<string, string[]> } }>][] = [
      ['player_name', (v) => player.post(`/api/events/${eventId}/deck`, { player_name: v, deck_name: '', decklist_text: LEGAL })],
      ['deck_name', (v) => player.post(`/api/events/${eventId}/deck`, { player_name: 'P', deck_name: v, decklist_text: LEGAL })],
      ['event_name', (v) => owner.post('/api/events', { event_name: v, format: 'modern', event_date: TODAY })],
      ['player_name', (v) => owner.post(`/api/events/${eventId}/players`, { player_name: v })],
      ['player_name', (v) => owner.post(`/api/events/${eventId}/users`, { player_name: v, email: 'judge@example.com', role: 'judge' })],
      ['tournament_name', (v) => owner.post('/api/timers', { tournament_name: v })],
      ['clock_name', (v) => owner.post(`/api/timers/${tournamentId}/clocks`, { clock_name: v, duration_seconds: 600 })],
      ['user_name', (v) => owner.post(`/api/timers/${tournamentId}/managers`, { user_email: 'm@example.com', user_name: v })],
      ['deck_name', (v) => player.post('/api/decks/library', { deck_name: v, format: 'modern', decklist_text: LEGAL })],
    ];
    for (const [field, send] of fields) {
      for (const [value, message] of UNSAFE) {
        const response = await send(value);
        expect(response.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
        expect(response.json().errors?.[field]?.join(' '), `${field} ${JSON.stringify(value)}`).toMatch(message);
      }
    }
  });

  it('keeps line breaks in a decklist but refuses other control and direction characters in it', async () => {
    const bad = await player.post(`/api/events/${eventId}/deck`, { player_name: 'P', deck_name: '', decklist_text: '4 Lightning Bolt\u202e\n56 Mountain' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.decklist_text[0]).toMatch(/direction/);
    const good = await player.post(`/api/events/${eventId}/deck`, { player_name: 'P', deck_name: '', decklist_text: '4 Lightning Bolt\r\n\t56 Mountain' });
    expect(good.statusCode).toBe(200);
  });

  it('stores names in NFC and trimmed', async () => {
    expect((await player.post(`/api/events/${eventId}/deck`, { player_name: ' Jose\u0301 ', deck_name: '', decklist_text: LEGAL })).statusCode).toBe(200);
    const [row] = await t.app.db.select({ name: decklists.playerName }).from(decklists).where(eq(decklists.userId, player.userId));
    expect(row!.name).toBe('José');
  });

  it('writes one record per line in the download, whatever names stored before these checks hold', async () => {
    // As stored before names were checked: written straight to the database.
    await t.app.db.update(decklists).set({ playerName: FORGED, deckName: 'Burn\u202e' }).where(eq(decklists.userId, player.userId));
    const absent = (await owner.post(`/api/events/${eventId}/players`, { player_name: 'Carol' })).json().user_id as string;
    await t.app.db.update(eventUsers).set({ playerName: 'Carol\nDave' }).where(eq(eventUsers.userId, absent));
    const download = (await owner.get(`/api/events/${eventId}/decks/all`)).body;
    const lines = download.split('\n');
    expect(lines.filter((line) => line.startsWith('Players without a decklist'))).toEqual(['Players without a decklist (1): Carol Dave']);
    expect(lines).toContain('Player: Bob Players without a decklist (1): Alice');
    expect(lines).toContain('Deck: Burn');
    expect(download).not.toMatch(/[\r\u202e]/);
  });
});
