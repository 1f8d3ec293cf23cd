import { and, eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decklistRevisions, events, users } from '../src/db/schema';
import { joinEvent } from './helpers/join';
import { eventChannel } from '@decklist/core/live';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { pdfFonts, pdfLines, pdfPageCount, pdfTexts, pdfToText } from './helpers/pdf';
import { connectWs } from './helpers/ws';

const TODAY = '2026-11-21'; // the TestClock's day
const LEGAL = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';
const BANNED = '4 Lightning Bolt\n4 Fury\n52 Mountain\n\nSideboard\n4 Blood Moon';

type Client = TestClient & { userId: string; sessionId: string };

describe.each(DATABASE_KINDS)('decklists in an event on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who = 'user') => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function createEvent(owner: TestClient, body: Record<string, unknown> = {}) {
    const response = await owner.post('/api/events', { event_name: 'Friday Modern', format: 'modern', event_date: TODAY, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { event_id: string }).event_id;
  }

  /** An event with an owner, a judge, a player (who has not submitted yet) and a signed-in stranger. */
  async function eventWithRoles(body: Record<string, unknown> = {}) {
    const owner = await t.signedIn(nextEmail('owner'));
    const judge = await t.signedIn(nextEmail('judge'));
    const player = await t.signedIn(nextEmail('player'));
    const stranger = await t.signedIn(nextEmail('stranger'));
    const eventId = await createEvent(owner, body);
    const [judgeUser] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    const added = await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judgeUser!.email!, role: 'judge' });
    expect(added.statusCode).toBe(200);
    await joinEvent(t.app.db, { eventId, userId: player.userId, playerName: 'Pat' });
    return { owner, judge, player, stranger, anonymous: t.anonymous(), eventId };
  }

  const submit = (client: TestClient, eventId: string, body: Record<string, unknown> = {}) =>
    client.post(`/api/events/${eventId}/deck`, { player_name: 'Pat', deck_name: 'Burn', decklist_text: LEGAL, ...body });
  const close = async (owner: TestClient, eventId: string) =>
    expect((await owner.post(`/api/events/${eventId}`, { event_status: 'closed' })).statusCode).toBe(200);
  const participant = async (organiser: TestClient, eventId: string, userId: string) =>
    ((await organiser.get(`/api/events/${eventId}`)).json().participants as { user_id: string }[]).find((p) => p.user_id === userId);

  it('answers a submission with the saved deck, as GET answers it, when asked (Prefer: return=representation); empty otherwise', async () => {
    const { owner, player, eventId } = await eventWithRoles();
    const path = `/api/events/${eventId}/deck`;
    const plain = await submit(player, eventId);
    expect([plain.statusCode, plain.body, plain.headers['preference-applied']]).toEqual([200, '', undefined]);

    const body = { player_name: 'Pat', deck_name: 'Burn', decklist_text: BANNED };
    const asked = await player.request('POST', path, body, { prefer: 'return=representation' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['preference-applied']).toBe('return=representation');
    expect(asked.headers['content-type']).toMatch(/^application\/json/);
    expect(asked.json()).toEqual((await player.get(path)).json());
    expect(asked.json()).toMatchObject({ player_name: 'Pat', decklist_text: BANNED });
    expect(asked.json().groups.length).toBeGreaterThan(0);

    // An organiser entering a player's list gets that player's deck; other preferences change nothing.
    const forPlayer = await owner.request('POST', path, { ...body, user_id: player.userId, decklist_text: LEGAL }, { prefer: 'respond-async, return=representation' });
    expect(forPlayer.json()).toEqual((await owner.get(`${path}?user_id=${player.userId}`)).json());
    const other = await player.request('POST', path, body, { prefer: 'return=minimal' });
    expect([other.statusCode, other.body]).toEqual([200, '']);
    // A refused submission is the same problem either way.
    const refused = await player.request('POST', path, { ...body, decklist_text: '' }, { prefer: 'return=representation' });
    expect(refused.statusCode).toBe(400);
  });

  it('takes a first submission, which makes the caller a player, and reads back the checked list', async () => {
    const { owner, stranger, eventId } = await eventWithRoles();
    const response = await submit(stranger, eventId, { player_name: '  Sam Stone  ', deck_name: '  Fury Burn ', decklist_text: BANNED });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(''); // the contract's empty answer
    const deck = (await stranger.get(`/api/events/${eventId}/deck`)).json();
    expect(deck).toMatchObject({
      event_id: eventId,
      user_id: stranger.userId,
      player_name: 'Sam Stone',
      deck_name: 'Fury Burn',
      decklist_text: BANNED,
      is_deck_checked: false,
      has_warnings: true,
      deck_warnings: [],
      updated_at: new Date(t.clock.now()).toISOString(),
    });
    expect(deck.groups.map((g: { group_name: string }) => g.group_name)).toEqual(['Creatures', 'Instants', 'Lands', 'Sideboard']);
    expect(deck.groups[0].cards[0]).toEqual({
      quantity: 4,
      card_name: 'Fury',
      mana_cost: '{3}{R}{R}',
      mana_value: 5,
      type: 'Creature — Elemental Incarnation',
      warnings: ['Banned in Modern.'],
      warning_details: [{ code: 'banned', params: { format_name: 'Modern' } }],
    });

    expect(await participant(owner, eventId, stranger.userId)).toEqual({
      user_id: stranger.userId,
      player_name: 'Sam Stone',
      role: 'player',
      is_deck_checked: false,
      has_deck: true,
      has_deck_warning: true,
      deck_submitted_at: new Date(t.clock.now()).toISOString(),
      checked_at: null,
      changed_since_checked_at: null,
    });
    expect((await owner.get(`/api/events/${eventId}`)).json().player_count).toBe(2);
    expect((await stranger.get('/api/events')).json()).toMatchObject([{ event_id: eventId, role: 'player' }]);

    // Fixed, the warning marker goes.
    expect((await submit(stranger, eventId, { player_name: 'Sam Stone', decklist_text: LEGAL })).statusCode).toBe(200);
    expect((await stranger.get(`/api/events/${eventId}/deck`)).json().has_warnings).toBe(false);
    expect(await participant(owner, eventId, stranger.userId)).toMatchObject({ has_deck_warning: false, has_deck: true });
  });

  it('refuses bad input with field errors, and oversized lists with a clear 400 or 413', async () => {
    const { player, eventId } = await eventWithRoles();
    const missing = await player.post(`/api/events/${eventId}/deck`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json().errors).toEqual({ player_name: ['Player name is required'], decklist_text: ['Decklist is required'] });
    const blank = await submit(player, eventId, { player_name: '   ', decklist_text: ' \n\t\n ' });
    expect(blank.json().errors).toEqual({ player_name: ['Player name is required'], decklist_text: ['Decklist is required'] });
    expect((await submit(player, eventId, { user_id: 'nobody' })).json().errors).toEqual({ user_id: ['Not a user id'] });
    expect((await submit(player, eventId, { deck_name: 'x'.repeat(101) })).json().errors).toEqual({
      deck_name: ['Deck name must be at most 100 characters'],
    });

    const long = await submit(player, eventId, { decklist_text: `${'4 Lightning Bolt\n'.repeat(1177)}` }); // 20,009 characters
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ decklist_text: ['Decklist must be at most 20000 characters'] });
    const huge = await submit(player, eventId, { decklist_text: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413, title: 'Request too large', detail: 'The request body is too large: this call accepts at most 96 KiB.' });
    // 20,000 characters of three-byte letters are accepted.
    const wide = await submit(player, eventId, { decklist_text: `1 ${'語'.repeat(19_998)}` });
    expect(wide.statusCode, wide.body).toBe(200);
    expect(await t.app.db.select().from(decklistRevisions).where(eq(decklistRevisions.userId, player.userId))).toHaveLength(1);
  });

  it('lets each role do what docs/product.md (Permissions) says with decks, and nothing more', async () => {
    const { owner, judge, player, stranger, anonymous, eventId } = await eventWithRoles();
    const deckOf = (userId: string) => `/api/events/${eventId}/deck?user_id=${userId}`;

    // Not signed in: 401 everywhere; unknown event: 404.
    expect((await anonymous.get(`/api/events/${eventId}/deck`)).statusCode).toBe(401);
    expect((await submit(anonymous, eventId)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/events/${eventId}/deck/revisions`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/events/${eventId}/decks/all`)).statusCode).toBe(401);
    expect((await submit(player, 'nosuchevent')).statusCode).toBe(404);
    expect((await player.get('/api/events/nosuchevent/deck')).statusCode).toBe(404);

    // No deck yet: an empty 404 for the player, an empty deck for an organiser asking (so they can enter
    // one for a walk-in player), and no revisions.
    const none = await player.get(`/api/events/${eventId}/deck`);
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe('');
    const emptyForJudge = await judge.get(deckOf(player.userId));
    expect(emptyForJudge.statusCode).toBe(200);
    expect(emptyForJudge.json()).toMatchObject({ user_id: player.userId, has_deck: false, updated_at: null, deck_warnings: [], deck_warning_details: [] });
    const noRevisions = await player.get(`/api/events/${eventId}/deck/revisions`);
    expect([noRevisions.statusCode, noRevisions.body]).toEqual([404, '']);
    // An organiser looking at that player (a walk-in, as the original client does) gets an empty history,
    // and marking the missing list checked changes nothing (the next read shows the mark unset); someone
    // who is not a player stays a 404.
    const walkInHistory = await judge.get(`/api/events/${eventId}/deck/revisions?user_id=${player.userId}`);
    expect(walkInHistory.statusCode).toBe(200);
    expect(walkInHistory.json()).toMatchObject({ event_id: eventId, revisions: [] });
    expect((await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true })).statusCode).toBe(200);
    expect((await judge.get(deckOf(player.userId))).json()).toMatchObject({ has_deck: false, is_deck_checked: false });
    expect((await judge.get(`/api/events/${eventId}/deck/revisions?user_id=${stranger.userId}`)).statusCode).toBe(404);
    expect((await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: stranger.userId, is_checked: true })).statusCode).toBe(404);

    expect((await submit(player, eventId)).statusCode).toBe(200);
    expect((await submit(player, eventId, { user_id: player.userId, deck_name: 'Burn 2' })).statusCode).toBe(200);
    // Organisers read any player's deck; players and strangers only their own.
    expect((await owner.get(deckOf(player.userId))).json().deck_name).toBe('Burn 2');
    expect((await judge.get(deckOf(player.userId))).json().deck_name).toBe('Burn 2');
    expect((await stranger.get(deckOf(player.userId))).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/deck/revisions?user_id=${player.userId}`)).statusCode).toBe(403);
    expect((await player.get(deckOf(player.userId))).statusCode).toBe(200);
    // Organisers cannot submit a deck of their own; a player cannot write another's.
    const ownerOwn = await submit(owner, eventId);
    expect(ownerOwn.statusCode).toBe(403);
    expect(ownerOwn.json().detail).toBe('The owner and judges of an event cannot submit a deck of their own to it.');
    expect((await submit(judge, eventId, { user_id: judge.userId })).statusCode).toBe(403);
    expect((await submit(stranger, eventId, { user_id: player.userId })).statusCode).toBe(403);
    expect((await stranger.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true })).statusCode).toBe(403);
    expect((await player.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true })).statusCode).toBe(403);
    // An organiser writing for someone who is not a player: 404.
    const notPlayer = await submit(owner, eventId, { user_id: stranger.userId });
    expect(notPlayer.statusCode).toBe(404);
    expect((await submit(owner, eventId, { user_id: judge.userId })).statusCode).toBe(404);
    // Downloads and the print list are for organisers.
    for (const path of ['decks', 'decks/all', 'decks/registration-sheets']) {
      expect((await player.get(`/api/events/${eventId}/${path}`)).statusCode, path).toBe(403);
      expect((await judge.get(`/api/events/${eventId}/${path}`)).statusCode, path).toBe(200);
      expect((await owner.get(`/api/events/${eventId}/${path}`)).statusCode, path).toBe(200);
    }
    // Deleting is for one's own deck: an organiser has none, a stranger none either.
    expect((await owner.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
    expect((await player.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(200);
    expect((await player.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
  });

  it('locks decks when the event is closed, except for the owner and judges', async () => {
    const { owner, judge, player, stranger, eventId } = await eventWithRoles();
    expect((await submit(player, eventId)).statusCode).toBe(200);
    expect((await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true })).statusCode).toBe(200);
    await close(judge, eventId);

    const locked = await submit(player, eventId, { deck_name: 'Late change' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('The organiser has closed this tournament: decklists can no longer be submitted or changed.');
    expect((await player.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(403);
    const late = await submit(stranger, eventId);
    expect(late.statusCode).toBe(403);
    expect((await owner.get(`/api/events/${eventId}`)).json().player_count).toBe(1);
    expect((await player.get(`/api/events/${eventId}/deck`)).json()).toMatchObject({ deck_name: 'Burn', is_deck_checked: true });

    // Judges and the owner still edit (the checked mark stays: the organisers changed it themselves).
    const edited = await submit(judge, eventId, { user_id: player.userId, deck_name: 'Burn (fixed by judge)' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await judge.get(`/api/events/${eventId}/deck?user_id=${player.userId}`)).json()).toMatchObject({
      deck_name: 'Burn (fixed by judge)',
      is_deck_checked: true,
      user_id: player.userId,
    });
    expect((await submit(owner, eventId, { user_id: player.userId, player_name: 'Pat Smith' })).statusCode).toBe(200);
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ player_name: 'Pat Smith', is_deck_checked: true });
    const unchecked = await owner.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: false });
    expect([unchecked.statusCode, unchecked.body]).toEqual([200, '']);
    const revisions = (await player.get(`/api/events/${eventId}/deck/revisions`)).json().revisions;
    // The owner signed up without a name: the role stands in for it. Names only, never ids.
    expect(revisions.map((r: { revised_by: string }) => r.revised_by)).toEqual(['Owner', 'Jude', 'Pat Smith']); // names as they are now
    // The nameless owner is called by their role, which a page says in its reader's language.
    expect(revisions.map((r: { reviser_role: string | null }) => r.reviser_role)).toEqual(['owner', 'judge', 'player']);

    // Reopened, the player's own resubmission clears the checked mark: the checked list changed.
    await owner.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true });
    expect((await owner.post(`/api/events/${eventId}`, { event_status: 'open' })).statusCode).toBe(200);
    expect((await submit(player, eventId, { player_name: 'Pat Smith' })).statusCode).toBe(200);
    expect((await player.get(`/api/events/${eventId}/deck`)).json().is_deck_checked).toBe(false);
  });

  it('keeps a full event closed to new players but open to its players, and lets organisers enter a deck for anyone on the list', async () => {
    const { owner, judge, player, stranger, eventId } = await eventWithRoles();
    const byName = await owner.post(`/api/events/${eventId}/players`, { player_name: 'Paper Player' });
    const paperId = byName.json().user_id as string;
    await t.app.db.update(events).set({ maxPlayers: 2 }).where(eq(events.id, eventId));

    const full = await submit(stranger, eventId);
    expect(full.statusCode).toBe(409);
    expect(full.json().title).toBe('Event is Full');
    expect((await stranger.get(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
    expect((await stranger.get('/api/events')).json()).toEqual([]);
    expect((await submit(player, eventId)).statusCode).toBe(200);
    expect((await submit(player, eventId, { deck_name: 'Again' })).statusCode).toBe(200);

    // A judge types in the paper list of a player added by name.
    const entered = await submit(judge, eventId, { user_id: paperId, player_name: 'Paper Player', decklist_text: BANNED });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(await participant(owner, eventId, paperId)).toMatchObject({ has_deck: true, has_deck_warning: true, is_deck_checked: false });
    const { revisions, player_email_hash } = (await owner.get(`/api/events/${eventId}/deck/revisions?user_id=${paperId}`)).json();
    expect(revisions[0]).toMatchObject({ revised_by: 'Jude', revision_type: 'submitted', is_current: true });
    expect(player_email_hash).toBe(''); // added by name, without an address
  });

  it('writes a revision for each submission, resubmission, judge edit and deletion, and lists the newest 20', async () => {
    const { judge, player, eventId } = await eventWithRoles();
    const revisionsOf = async (client: TestClient, query = '') => {
      const response = await client.get(`/api/events/${eventId}/deck/revisions${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().revisions as { revision_type: string; revised_by: string; is_current: boolean; created_at: string; decklist: Record<string, unknown> }[];
    };
    await submit(player, eventId, { deck_name: 'First' });
    t.clock.advance(60_000);
    await submit(player, eventId, { deck_name: 'Second', decklist_text: BANNED });
    t.clock.advance(60_000);
    await submit(judge, eventId, { user_id: player.userId, deck_name: 'Judged' });
    t.clock.advance(60_000);
    expect((await player.delete(`/api/events/${eventId}/deck`)).body).toBe('');

    const revisions = await revisionsOf(judge, `?user_id=${player.userId}`);
    expect(revisions.map((r) => [r.revision_type, r.decklist.deck_name, r.revised_by, r.is_current])).toEqual([
      ['deleted', 'Judged', 'Pat', false],
      ['submitted', 'Judged', 'Jude', false],
      ['submitted', 'Second', 'Pat', false],
      ['submitted', 'First', 'Pat', false],
    ]);
    expect(revisions.map((r) => r.created_at)).toEqual([0, 1, 2, 3].map((i) => new Date(t.clock.now() - i * 60_000).toISOString()));
    expect(revisions[2]!.decklist).toMatchObject({ decklist_text: BANNED, deck_warnings: [] });
    expect((revisions[2]!.decklist.groups as { group_name: string }[])[0]!.group_name).toBe('Creatures');
    expect(await revisionsOf(player)).toEqual(revisions);
    expect((await player.get(`/api/events/${eventId}/deck`)).statusCode).toBe(404);
    expect(await participant(judge, eventId, player.userId)).toMatchObject({ has_deck: false, has_deck_warning: false });

    // Submitted again: the newest is current. 23 submissions in all: the newest 20 are listed.
    for (let i = 0; i < 19; i++) await submit(player, eventId, { deck_name: `Version ${i}` });
    const listed = await revisionsOf(player);
    expect(listed).toHaveLength(20);
    expect(listed[0]).toMatchObject({ is_current: true, decklist: { deck_name: 'Version 18' } });
    expect(listed.filter((r) => r.is_current)).toHaveLength(1);
    expect(listed.at(-1)).toMatchObject({ revision_type: 'deleted', decklist: { deck_name: 'Judged' } });
    expect(await t.app.db.select().from(decklistRevisions).where(eq(decklistRevisions.userId, player.userId))).toHaveLength(20);
  });

  it('keeps both revisions when two sessions of one player submit at the same moment; the deck is the last one written', async () => {
    const { owner, eventId } = await eventWithRoles();
    const email = nextEmail('twice');
    const phone = await t.signedIn(email);
    const laptop = await t.signedIn(email);
    expect(laptop.userId).toBe(phone.userId);
    expect(laptop.sessionId).not.toBe(phone.sessionId);

    // The first submission of both at once: one player, one deck, two revisions.
    const [a, b] = await Promise.all([
      submit(phone, eventId, { deck_name: 'From phone' }),
      submit(laptop, eventId, { deck_name: 'From laptop', decklist_text: BANNED }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const revisions = (await phone.get(`/api/events/${eventId}/deck/revisions`)).json().revisions as { is_current: boolean; decklist: { deck_name: string } }[];
    expect(revisions.map((r) => r.decklist.deck_name).sort()).toEqual(['From laptop', 'From phone']);
    const deck = (await phone.get(`/api/events/${eventId}/deck`)).json();
    expect(revisions[0]).toMatchObject({ is_current: true, decklist: { deck_name: deck.deck_name } });
    expect((await owner.get(`/api/events/${eventId}`)).json().player_count).toBe(2);

    // Ten more racing resubmissions: all kept, in the order they were applied.
    await Promise.all(Array.from({ length: 10 }, (_, i) => submit(i % 2 ? phone : laptop, eventId, { deck_name: `Race ${i}` })));
    const raced = (await phone.get(`/api/events/${eventId}/deck/revisions`)).json().revisions as { decklist: { deck_name: string } }[];
    expect(raced).toHaveLength(12);
    expect(new Set(raced.map((r) => r.decklist.deck_name)).size).toBe(12);
    expect((await phone.get(`/api/events/${eventId}/deck`)).json().deck_name).toBe(raced[0]!.decklist.deck_name);
    const stored = await t.app.db
      .select()
      .from(decklistRevisions)
      .where(and(eq(decklistRevisions.eventId, eventId), eq(decklistRevisions.userId, phone.userId)));
    expect(stored).toHaveLength(12);
  });

  it('marks decks checked and unchecked for organisers, in any event state', async () => {
    const { owner, judge, player, eventId } = await eventWithRoles();
    const setChecked = (client: TestClient, is_checked: unknown, user_id = player.userId) =>
      client.post(`/api/events/${eventId}/deck/set-checked`, { user_id, is_checked });
    // A player without a list has nothing to mark: an empty 200 that changes nothing.
    const noDeck = await setChecked(judge, true);
    expect([noDeck.statusCode, noDeck.body]).toEqual([200, '']);
    expect((await judge.get(`/api/events/${eventId}/deck?user_id=${player.userId}`)).json().is_deck_checked).toBe(false);
    await submit(player, eventId);
    expect((await setChecked(judge, 'yes')).json().errors).toEqual({ is_checked: ['is_checked must be true or false'] });
    expect((await setChecked(judge, true)).body).toBe('');
    expect((await player.get(`/api/events/${eventId}/deck`)).json().is_deck_checked).toBe(true);
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: true });
    await close(owner, eventId);
    expect((await setChecked(owner, false)).statusCode).toBe(200);
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: false });
    expect((await setChecked(owner, true, judge.userId)).statusCode).toBe(404);
  });

  it("keeps the last check when the player changes a checked list: when, which revision, and when it changed since", async () => {
    const { owner, judge, player, eventId } = await eventWithRoles();
    const setChecked = (is_checked: boolean) => judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked });
    const deckOf = async () => (await judge.get(`/api/events/${eventId}/deck?user_id=${player.userId}`)).json();
    const newestRevision = async () => (await judge.get(`/api/events/${eventId}/deck/revisions?user_id=${player.userId}`)).json().revisions[0].revision_id as number;
    const at = () => new Date(t.clock.now()).toISOString();
    const none = { checked_at: null, changed_since_checked_at: null };

    await submit(player, eventId, { deck_name: 'Checked Burn' });
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: false, ...none });
    expect(await deckOf()).toMatchObject({ is_deck_checked: false, ...none, checked_revision_id: null });

    t.clock.advance(60_000);
    const checkedAt = at();
    const checkedRevision = await newestRevision();
    expect((await setChecked(true)).statusCode).toBe(200);
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: true, checked_at: checkedAt, changed_since_checked_at: null });
    expect(await deckOf()).toMatchObject({ is_deck_checked: true, checked_at: checkedAt, changed_since_checked_at: null, checked_revision_id: checkedRevision });

    // The player changes it twice: the mark goes, the check stays, and the latest change's time is kept.
    t.clock.advance(60_000);
    await submit(player, eventId, { deck_name: 'Changed Burn', decklist_text: BANNED });
    t.clock.advance(60_000);
    await submit(player, eventId, { deck_name: 'Changed Again' });
    const changedAt = at();
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: false, checked_at: checkedAt, changed_since_checked_at: changedAt });
    expect(await deckOf()).toMatchObject({ deck_name: 'Changed Again', checked_at: checkedAt, changed_since_checked_at: changedAt, checked_revision_id: checkedRevision });
    // The player sees the same on their own deck.
    expect((await player.get(`/api/events/${eventId}/deck`)).json()).toMatchObject({ changed_since_checked_at: changedAt, checked_revision_id: checkedRevision });

    // The checked revision stays readable after 20 more submissions, though only the newest 20 are listed.
    for (let i = 0; i < 20; i++) await submit(player, eventId, { deck_name: `Version ${i}` });
    const listed = (await judge.get(`/api/events/${eventId}/deck/revisions?user_id=${player.userId}`)).json().revisions as { revision_id: number }[];
    expect(listed).toHaveLength(20);
    expect(listed.map((r) => r.revision_id)).not.toContain(checkedRevision);
    const checked = await judge.get(`/api/events/${eventId}/deck/revisions/${checkedRevision}?user_id=${player.userId}`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ deck_name: 'Checked Burn', decklist_text: LEGAL, is_deck_checked: false });
    expect(await t.app.db.select().from(decklistRevisions).where(eq(decklistRevisions.userId, player.userId))).toHaveLength(21);

    // Checked again: the check moves to the deck as it is, nothing changed since.
    t.clock.advance(60_000);
    const recheckedAt = at();
    const newest = await newestRevision();
    await setChecked(true);
    expect(await deckOf()).toMatchObject({ is_deck_checked: true, checked_at: recheckedAt, changed_since_checked_at: null, checked_revision_id: newest });
    // The old checked revision is no longer kept beyond the newest 20.
    await submit(judge, eventId, { user_id: player.userId, deck_name: 'Judge Fix' });
    expect((await judge.get(`/api/events/${eventId}/deck/revisions/${checkedRevision}?user_id=${player.userId}`)).statusCode).toBe(404);
    // That organiser's edit keeps the mark, and it is the edit that counts as checked.
    const edited = await newestRevision();
    expect(await deckOf()).toMatchObject({ deck_name: 'Judge Fix', is_deck_checked: true, checked_at: recheckedAt, changed_since_checked_at: null, checked_revision_id: edited });

    // The player deletes the checked list: that is a change since the check too.
    t.clock.advance(60_000);
    expect((await player.delete(`/api/events/${eventId}/deck`)).statusCode).toBe(200);
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ has_deck: false, is_deck_checked: false, checked_at: recheckedAt, changed_since_checked_at: at() });
    const kept = await judge.get(`/api/events/${eventId}/deck/revisions/${edited}?user_id=${player.userId}`);
    expect(kept.json()).toMatchObject({ deck_name: 'Judge Fix' });

    // Unmarked by an organiser, the check is forgotten: a later change is only a change.
    await submit(player, eventId, { deck_name: 'Back' });
    await setChecked(true);
    await setChecked(false);
    expect(await deckOf()).toMatchObject({ is_deck_checked: false, ...none, checked_revision_id: null });
    await submit(player, eventId, { deck_name: 'Later' });
    expect(await participant(owner, eventId, player.userId)).toMatchObject({ is_deck_checked: false, ...none });
  });

  it('downloads every decklist as one text file with the player and deck names as headings', async () => {
    const { owner, judge, player, stranger, eventId } = await eventWithRoles({ event_name: 'Friday Modern: Ñ Cup' });
    await submit(player, eventId, { player_name: 'Pat Zed', deck_name: 'Burn', decklist_text: '4 lightning bolt\n4 Monastery Swiftspear\n52 Mountain\n\n4 Blood Moon (M10) 133' });
    await submit(stranger, eventId, { player_name: 'Alex Avery', deck_name: '', decklist_text: BANNED });
    await owner.post(`/api/events/${eventId}/players`, { player_name: 'Nora No-Deck' });

    const response = await judge.get(`/api/events/${eventId}/decks/all`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="decklists-friday-modern-n-cup-${TODAY}.txt"`);
    const rule = '='.repeat(64);
    expect(response.body).toBe(
      [
        'Friday Modern: Ñ Cup: decklists',
        `Modern · ${TODAY} · 2 decklists`,
        '',
        rule,
        'Player: Alex Avery',
        'Deck: (no name)',
        rule,
        'Deck',
        '4 Fury',
        '4 Lightning Bolt',
        '52 Mountain',
        '',
        'Sideboard',
        '4 Blood Moon',
        '',
        'Warnings:',
        '- Fury: Banned in Modern.',
        '',
        rule,
        'Player: Pat Zed',
        'Deck: Burn',
        rule,
        'Deck',
        '4 Monastery Swiftspear',
        '4 Lightning Bolt',
        '52 Mountain',
        '',
        'Sideboard',
        '4 Blood Moon',
        '',
        rule,
        'Players without a decklist (1): Nora No-Deck',
        '',
      ].join('\n'),
    );
  });

  it('carries each warning as data beside its English sentence, in every answer with the deck', async () => {
    const { owner, judge, player, eventId } = await eventWithRoles();
    const path = `/api/events/${eventId}/deck`;
    const text = '4 Fury\n4 Lightning Bolt\n1 Lightning Bolt\n40 Mountain\nShock\n\nSideboard\n16 Blood Moon';
    const english = [
      'Line 5 has no count, so “Shock” is counted as 1 copy.',
      'The main deck has 50 cards; a Modern deck needs at least 60.',
      'The sideboard has 16 cards; at most 15 are allowed.',
    ];
    const details = [
      { code: 'no_count', params: { line: 5, card_name: 'Shock' } },
      { code: 'main_too_small', params: { count: 50, min: 60, format_name: 'Modern' } },
      { code: 'sideboard_too_big', params: { count: 16, max: 15, companion_included: false } },
    ];
    const cardsOf = (deck: { groups: { cards: { card_name: string; warnings: string[]; warning_details: unknown[] }[] }[] }) =>
      Object.fromEntries(deck.groups.flatMap((group) => group.cards.map((card) => [card.card_name, [card.warnings, card.warning_details]])));
    const cards = {
      Fury: [['Banned in Modern.'], [{ code: 'banned', params: { format_name: 'Modern' } }]],
      'Lightning Bolt': [
        ['Too many copies: a deck may have at most 4, and this one has 5.'],
        [{ code: 'too_many_copies', params: { format_name: 'Modern', copies: 5, limit: 4 } }],
      ],
      Shock: [[], []],
      Mountain: [[], []],
      'Blood Moon': [
        ['Too many copies: a deck may have at most 4, and this one has 16.'],
        [{ code: 'too_many_copies', params: { format_name: 'Modern', copies: 16, limit: 4 } }],
      ],
    };
    const expectWarnings = (deck: Parameters<typeof cardsOf>[0] & { deck_warnings: string[]; deck_warning_details: unknown[] }) => {
      expect(deck.deck_warnings).toEqual(english);
      expect(deck.deck_warning_details).toEqual(details);
      expect(cardsOf(deck)).toEqual(cards);
    };

    const submitted = await player.request('POST', path, { player_name: 'Pat', deck_name: 'Burn', decklist_text: text }, { prefer: 'return=representation' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expectWarnings(submitted.json());
    expectWarnings((await player.get(path)).json());
    expectWarnings((await judge.get(`${path}?user_id=${player.userId}`)).json());
    expectWarnings((await owner.get(`/api/events/${eventId}/decks`)).json().decks[0]);
    const [revision] = (await player.get(`${path}/revisions`)).json().revisions;
    expectWarnings(revision.decklist);
    expectWarnings((await player.get(`${path}/revisions/${revision.revision_id}`)).json());
  });

  it('lists every deck with its groups for the print view', async () => {
    const { owner, player, stranger, eventId } = await eventWithRoles();
    await submit(player, eventId, { player_name: 'Zoe' });
    await submit(stranger, eventId, { player_name: 'Abe', decklist_text: BANNED });
    const { decks } = (await owner.get(`/api/events/${eventId}/decks`)).json();
    expect(decks.map((d: { player_name: string; has_warnings: boolean }) => [d.player_name, d.has_warnings])).toEqual([
      ['Abe', true],
      ['Zoe', false],
    ]);
    expect(decks[1].groups.at(-1)).toMatchObject({ group_name: 'Sideboard', cards: [{ quantity: 4, card_name: 'Blood Moon' }] });
  });

  it('makes a registration sheet PDF laid out like the paper one, for a player and for the whole event', async () => {
    const { owner, player, stranger, eventId } = await eventWithRoles({ event_name: 'Friday Modern' });
    const rakdos = [
      'Deck',
      '4 Thoughtseize (THS) 107',
      '4 Fatal Push (AER) 57',
      '4 Bloodtithe Harvester (VOW) 232',
      '4 Fable of the Mirror-Breaker (NEO) 141',
      '20 Swamp',
      '24 Blood Crypt',
      '',
      'Sideboard',
      '2 Duress (M21) 96',
      '13 Damping Sphere',
    ].join('\n');
    await submit(player, eventId, { player_name: 'José Ñúñez', deck_name: 'Rakdos “Midrange”', decklist_text: rakdos });

    const response = await player.get(`/api/events/${eventId}/deck/registration-sheet`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="decklist-friday-modern-jose-nunez-${TODAY}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(pdf);
    expect(lines.slice(0, 2).sort()).toEqual(['DECK REGISTRATION SHEET', 'PRINT CLEARLY USING ENGLISH CARD NAMES']);
    expect(lines).toContain('PLAYER NAME | DATE');
    expect(lines).toContain(`José Ñúñez | ${TODAY}`);
    expect(lines).toContain('Friday Modern | Modern');
    expect(lines).toContain('Rakdos “Midrange”');
    expect(lines).toContain('Main Deck: | Main Deck Continued:');
    const texts = pdfTexts(pdf).map((text) => text.text);
    for (const card of ['Bloodtithe Harvester', 'Fable of the Mirror-Breaker', 'Fatal Push', 'Thoughtseize', 'Swamp', 'Blood Crypt', 'Duress', 'Damping Sphere']) {
      expect(texts, card).toContain(card);
    }
    // Counts sit on the card's row; the sideboard is in the second column, below the main deck's rows.
    const at = (name: string) => pdfTexts(pdf).find((text) => text.text === name)!;
    const countOf = (name: string) => pdfTexts(pdf).find((text) => text.y === at(name).y && text.x < at(name).x && text.x > at(name).x - 50)?.text;
    expect([countOf('Swamp'), countOf('Blood Crypt'), countOf('Duress'), countOf('Damping Sphere')]).toEqual(['20', '24', '2', '13']);
    expect(at('Duress').x).toBeGreaterThan(300);
    expect(at('Swamp').x).toBeLessThan(300);
    const totals = lines.indexOf('Total Number of Cards in Main Deck: | Total Number of Cards in Sideboard:');
    expect(lines[totals + 1]).toBe('60 | 15');
    expect(lines).toContain('FOR EVENT USE ONLY');
    // Names Helvetica can show embed no font.
    expect(new Set(pdfFonts(pdf))).toEqual(new Set(['Helvetica', 'Helvetica-Bold']));

    // Organisers: any player's sheet, or every deck's, one page each.
    expect((await owner.get(`/api/events/${eventId}/deck/registration-sheet?user_id=${player.userId}`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/events/${eventId}/deck/registration-sheet?user_id=${player.userId}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/deck/registration-sheet`)).statusCode).toBe(404);
    await submit(stranger, eventId, { player_name: 'Abe' });
    const all = await owner.get(`/api/events/${eventId}/decks/registration-sheets`);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="registration-sheets-friday-modern-${TODAY}.pdf"`);
    expect(pdfPageCount(all.rawPayload)).toBe(2);
    expect(pdfLines(all.rawPayload, 1)).toContain(`Abe | ${TODAY}`);
    expect(pdfLines(all.rawPayload, 2)).toContain(`José Ñúñez | ${TODAY}`);
  });

  it('prints names in any of Japanese, Polish, Czech, Russian or Greek on the sheet, in embedded fonts; Helvetica alone for the rest', async () => {
    const { owner, player, stranger, eventId } = await eventWithRoles({ event_name: 'Łódź Open · 東京' });
    await submit(player, eventId, { player_name: '山田 太郎', deck_name: 'Řízek Жёлтый Ωmega' });
    await submit(stranger, eventId, { player_name: 'Abe' });
    const response = await player.get(`/api/events/${eventId}/deck/registration-sheet`);
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.rawPayload;
    const text = pdfToText(mine);
    for (const name of ['山田 太郎', 'Łódź Open · 東京', 'Řízek Жёлтый Ωmega']) expect(text, name).toContain(name);
    // The card names and the sheet's own words stay in Helvetica; only the glyphs used are embedded.
    expect(text).toContain('Lightning Bolt');
    const fonts = pdfFonts(mine);
    expect(fonts).toEqual(expect.arrayContaining(['Helvetica', 'Helvetica-Bold']));
    expect(fonts.some((font) => font.startsWith('NotoSansJP'))).toBe(true);
    expect(mine.length).toBeLessThan(150_000);
    const all = (await owner.get(`/api/events/${eventId}/decks/registration-sheets`)).rawPayload;
    expect(pdfToText(all)).toMatch(/Abe[\s\S]*山田 太郎/);
  });

  it('fits a 100-card singleton list on one sheet in smaller print', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const player = await t.signedIn(nextEmail('player'));
    const eventId = await createEvent(owner, { format: 'commander', event_name: 'Commander Night' });
    const search = async (q: string) =>
      ((await t.anonymous().get(`/api/cards/search?q=${q}&limit=20`)).json() as { card_name: string }[]).map((c) => c.card_name);
    const cards = [...(await search('goblin')), ...(await search('dragon')), ...(await search('elf'))];
    const text = ['Commander', '1 Krenko, Mob Boss', '', ...cards.map((n: string) => `1 ${n}`), `${99 - cards.length} Mountain`].join('\n');
    expect((await submit(player, eventId, { decklist_text: text })).statusCode).toBe(200);
    const pdf = (await player.get(`/api/events/${eventId}/deck/registration-sheet`)).rawPayload;
    expect(pdfPageCount(pdf)).toBe(1);
    const texts = pdfTexts(pdf).map((x) => x.text);
    expect(texts).toContain('Krenko, Mob Boss (Commander)');
    for (const name of cards) expect(texts.some((x) => x === name || (x.endsWith('...') && name.startsWith(x.slice(0, -3))))).toBe(true);
  });

  /** The first page drawn by poppler's pdftoppm at 72 dpi (1 px a point, rounded up): the PNG's width and height. */
  function renderFirstPage(pdf: Buffer) {
    const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
    try {
      writeFileSync(join(dir, 'sheet.pdf'), pdf);
      execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', join(dir, 'sheet.pdf'), join(dir, 'page')], { stdio: 'pipe' });
      const png = readFileSync(join(dir, 'page.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('prints registration sheets on A4 unless US Letter is asked for, and poppler renders both', async () => {
    const { owner, player, eventId } = await eventWithRoles();
    await submit(player, eventId);
    const mediaBox = (pdf: Buffer) => /\/MediaBox \[([^\]]*)\]/.exec(pdf.toString('latin1'))?.[1];
    const sheets = {
      default: (await player.get(`/api/events/${eventId}/deck/registration-sheet`)).rawPayload,
      a4: (await player.get(`/api/events/${eventId}/deck/registration-sheet?paper=a4`)).rawPayload,
      letter: (await player.get(`/api/events/${eventId}/deck/registration-sheet?paper=letter`)).rawPayload,
      allLetter: (await owner.get(`/api/events/${eventId}/decks/registration-sheets?paper=letter`)).rawPayload,
      allDefault: (await owner.get(`/api/events/${eventId}/decks/registration-sheets`)).rawPayload,
    };
    expect(mediaBox(sheets.default)).toBe('0 0 595.28 841.89');
    expect(mediaBox(sheets.a4)).toBe('0 0 595.28 841.89');
    expect(mediaBox(sheets.allDefault)).toBe('0 0 595.28 841.89');
    expect(mediaBox(sheets.letter)).toBe('0 0 612 792');
    expect(mediaBox(sheets.allLetter)).toBe('0 0 612 792');
    expect(renderFirstPage(sheets.a4)).toEqual({ width: 596, height: 842 });
    expect(renderFirstPage(sheets.letter)).toEqual({ width: 612, height: 792 });
    // The whole sheet is on the narrower A4 page too: the second column and the last box end inside it.
    const a4 = pdfTexts(sheets.a4);
    expect(Math.max(...a4.map((text) => text.x))).toBeLessThan(595.28 - 36);
    expect(pdfLines(sheets.a4)).toContain('FOR EVENT USE ONLY');

    for (const url of [
      `/api/events/${eventId}/deck/registration-sheet?paper=a3`,
      `/api/events/${eventId}/decks/registration-sheets?paper=LETTER`,
      `/api/events/${eventId}/decks/registration-sheets?paper=`,
    ]) {
      const refused = await owner.get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().errors.paper).toEqual(['Paper must be a4 or letter']);
    }
  });

  it('offers the caller’s decks from other events of the same format for import', async () => {
    const { player, eventId } = await eventWithRoles();
    const owner = await t.signedIn(nextEmail('owner'));
    const earlier = await createEvent(owner, { event_name: 'Last Week Modern', event_date: '2026-11-20' });
    const pauper = await createEvent(owner, { event_name: 'Pauper Night', format: 'pauper' });
    expect((await player.get(`/api/events/${eventId}/deck/imports`)).json()).toEqual({ decks: [], last_player_name: null });
    await submit(player, earlier, { player_name: 'Pat', deck_name: 'Old Burn' });
    t.clock.advance(60_000);
    // The name last used, in any format, fills in the next list.
    await submit(player, pauper, { player_name: 'Pat Q. Player', deck_name: 'Pauper Burn' });
    expect((await player.get(`/api/events/${eventId}/deck/imports`)).json()).toEqual({
      decks: [{ event_id: earlier, event_name: 'Last Week Modern', event_date: '2026-11-20', player_name: 'Pat', deck_name: 'Old Burn', decklist_text: LEGAL }],
      last_player_name: 'Pat Q. Player',
    });
    // Only the caller's own lists count.
    expect((await owner.get(`/api/events/${eventId}/deck/imports`)).json()).toEqual({ decks: [], last_player_name: null });
    t.clock.advance(60_000);
    await submit(player, eventId, { deck_name: 'This event' });
    expect((await player.get(`/api/events/${eventId}/deck/imports`)).json()).toEqual({
      decks: [{ event_id: earlier, event_name: 'Last Week Modern', event_date: '2026-11-20', player_name: 'Pat', deck_name: 'Old Burn', decklist_text: LEGAL }],
      last_player_name: 'Pat',
    });
    expect((await t.anonymous().get(`/api/events/${eventId}/deck/imports`)).statusCode).toBe(401);
  });

  it('publishes a refresh on the event channel after each deck change', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const { owner, judge, player, eventId } = await eventWithRoles();
    // The owner's other session (another tab or device) hears every deck change.
    const [ownerUser] = await t.app.db.select().from(users).where(eq(users.id, owner.userId));
    const watcher = await t.signedIn(ownerUser!.email!);
    const ws = await connectWs(`http://127.0.0.1:${port}`, eventChannel(eventId), { cookies: watcher.cookies });
    // Each carries the player's row as the organisers' list shows it after the change.
    const expectRefresh = async (by: Client, from: number, row: Record<string, unknown>) =>
      expect(await ws.next(() => true, 5000, from)).toEqual({
        refresh: true,
        updated_by_session_id: t.app.liveEchoId(by.sessionId),
        updated_by_user_id: by.userId,
        scope: 'deck',
        user_id: player.userId,
        participants: [expect.objectContaining({ user_id: player.userId, role: 'player', ...row })],
      });
    await submit(player, eventId);
    await expectRefresh(player, 0, { has_deck: true, is_deck_checked: false });
    await judge.post(`/api/events/${eventId}/deck/set-checked`, { user_id: player.userId, is_checked: true });
    await expectRefresh(judge, 1, { has_deck: true, is_deck_checked: true });
    await submit(judge, eventId, { user_id: player.userId, deck_name: 'Edited' });
    await expectRefresh(judge, 2, { has_deck: true });
    await player.delete(`/api/events/${eventId}/deck`);
    await expectRefresh(player, 3, { has_deck: false, deck_submitted_at: null });
    ws.close();
  });
});
