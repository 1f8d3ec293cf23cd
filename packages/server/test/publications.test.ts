import { parseDecklist, decklistToText } from '@decklist/core/decklist';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { pdfPageCount } from './helpers/pdf';

const TODAY = '2026-11-21'; // the TestClock's day
const LIST = '4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n\nSideboard\n4 Blood Moon';

type Client = TestClient & { userId: string };
interface Candidate {
  user_id: string;
  player_name: string;
  has_consent: boolean;
  is_published: boolean;
  placing: number | null;
  label: string;
}

describe.each(DATABASE_KINDS)('published decklists on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const submit = (client: TestClient, eventId: string, playerName: string, text = LIST) =>
    client.post(`/api/events/${eventId}/deck`, { player_name: playerName, deck_name: `${playerName}'s deck`, decklist_text: text });

  /** An event (marked or not at creation) with a judge and `players` players who submitted. */
  async function event(options: { marked: boolean; players: number; eventName?: string }) {
    const owner = await t.signedIn(nextEmail('owner'));
    const judgeEmail = nextEmail('judge');
    const judge = await t.signedIn(judgeEmail);
    const created = await owner.post('/api/events', {
      event_name: options.eventName ?? 'Friday Modern',
      format: 'modern',
      event_date: TODAY,
      lists_may_be_published: options.marked,
    });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event_id as string;
    expect(created.json().lists_may_be_published).toBe(options.marked);
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: judgeEmail })).statusCode).toBe(200);
    const players: Client[] = [];
    for (let i = 0; i < options.players; i++) {
      const player = await t.signedIn(nextEmail('player'));
      expect((await submit(player, eventId, `Player ${i + 1}`)).statusCode).toBe(200);
      players.push(player);
    }
    return { owner, judge, players, eventId, stranger: await t.signedIn(nextEmail('stranger')) };
  }

  const publish = (client: TestClient, eventId: string, decks: { user_id: string; placing?: number | null; label?: string }[]) =>
    client.post(`/api/events/${eventId}/publications`, { decks });
  const candidates = async (client: TestClient, eventId: string) =>
    (await client.get(`/api/events/${eventId}/publications`)).json().players as Candidate[];

  it('lets the owner alone publish, and the owner and judges alone see what can be published', async () => {
    const { owner, judge, players, stranger, eventId } = await event({ marked: true, players: 2 });
    const chosen = [{ user_id: players[0]!.userId, placing: 1 }];
    for (const client of [judge, players[0]!, stranger]) {
      expect((await publish(client, eventId, chosen)).statusCode).toBe(403);
    }
    expect((await publish(t.anonymous(), eventId, chosen)).statusCode).toBe(401);
    expect((await players[0]!.get(`/api/events/${eventId}/publications`)).statusCode).toBe(403);
    expect((await t.anonymous().get(`/e/${eventId}/lists`)).statusCode).toBe(404);

    const published = await publish(owner, eventId, chosen);
    expect(published.statusCode, published.body).toBe(200);
    const seenByJudge = await candidates(judge, eventId);
    expect(seenByJudge.map((c) => [c.player_name, c.is_published, c.placing, c.has_consent])).toEqual([
      ['Player 1', true, 1, true],
      ['Player 2', false, null, true],
    ]);
    // Only the owner marks the event, too.
    expect((await judge.post(`/api/events/${eventId}`, { lists_may_be_published: false })).statusCode).toBe(403);
  });

  it('lets the owner and judges download or print a chosen set of lists, and nobody else', async () => {
    const { owner, judge, players, stranger, eventId } = await event({ marked: false, players: 3 });
    const query = `user_id=${players[2]!.userId}&user_id=${players[0]!.userId}`;
    for (const client of [owner, judge]) {
      const text = await client.get(`/api/events/${eventId}/decks/all?${query}`);
      expect(text.statusCode).toBe(200);
      expect(text.headers['content-disposition']).toBe(`attachment; filename="chosen-decklists-friday-modern-${TODAY}.txt"`);
      expect(text.body).toContain('Player: Player 1');
      expect(text.body).toContain('Player: Player 3');
      expect(text.body).not.toContain('Player: Player 2');
      expect(text.body).toContain('2 decklists');
      const sheets = await client.get(`/api/events/${eventId}/decks/registration-sheets?${query}&paper=letter`);
      expect(sheets.statusCode).toBe(200);
      expect(pdfPageCount(sheets.rawPayload)).toBe(2);
    }
    for (const client of [players[0]!, stranger]) {
      expect((await client.get(`/api/events/${eventId}/decks/all?${query}`)).statusCode).toBe(403);
      expect((await client.get(`/api/events/${eventId}/decks/registration-sheets?${query}`)).statusCode).toBe(403);
    }
    const bad = await owner.get(`/api/events/${eventId}/decks/all?user_id=not-a-user`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ user_id: ['Not a user id'] });
  }, 30_000);

  it('refuses to publish in an event not marked, and lists submitted before the mark until each player agrees', async () => {
    const { owner, players, eventId } = await event({ marked: false, players: 3 });
    const refused = await publish(owner, eventId, [{ user_id: players[0]!.userId, placing: 1 }]);
    expect(refused.statusCode).toBe(409);

    expect((await owner.post(`/api/events/${eventId}`, { lists_may_be_published: true })).statusCode).toBe(200);
    expect((await owner.get(`/api/events/${eventId}`)).json().lists_may_be_published).toBe(true);
    // They submitted before the event said so: nobody has agreed yet.
    expect((await players[0]!.get(`/api/events/${eventId}/deck`)).json().publication_consent).toBe(false);
    const noConsent = await publish(owner, eventId, [
      { user_id: players[0]!.userId, placing: 1 },
      { user_id: players[1]!.userId, placing: 2 },
    ]);
    expect(noConsent.statusCode).toBe(400);
    expect(Object.keys(noConsent.json().errors).sort()).toEqual(['decks.0.user_id', 'decks.1.user_id']);

    // Player 1 agrees on their deck page; player 2 resubmits, now told before submitting.
    expect((await players[0]!.post(`/api/events/${eventId}/deck/publication-consent`, { agreed: true })).statusCode).toBe(200);
    expect((await players[0]!.get(`/api/events/${eventId}/deck`)).json().publication_consent).toBe(true);
    expect((await submit(players[1]!, eventId, 'Player 2')).statusCode).toBe(200);
    const ok = await publish(owner, eventId, [
      { user_id: players[1]!.userId, placing: 2 },
      { user_id: players[0]!.userId, placing: 1 },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().players as Candidate[]).map((c) => [c.player_name, c.is_published])).toEqual([
      ['Player 2', true],
      ['Player 1', true],
      ['Player 3', false],
    ]);
    // Player 3 still has not agreed; an organiser's edit of their list is not their agreement.
    expect((await owner.post(`/api/events/${eventId}/deck`, { user_id: players[2]!.userId, player_name: 'Player 3', decklist_text: LIST })).statusCode).toBe(200);
    expect((await publish(owner, eventId, [{ user_id: players[2]!.userId, label: 'Top 8' }])).statusCode).toBe(400);

    // Taking the agreement back unpublishes the list.
    expect((await players[0]!.post(`/api/events/${eventId}/deck/publication-consent`, { agreed: false })).statusCode).toBe(200);
    expect((await candidates(owner, eventId)).filter((c) => c.is_published).map((c) => c.player_name)).toEqual(['Player 2']);
    const page = await t.anonymous().get(`/e/${eventId}/lists`);
    expect(page.body).toContain('Player 2');
    expect(page.body).not.toContain('Player 1');

    // Someone who is not a player has nothing to agree to.
    expect((await owner.post(`/api/events/${eventId}/deck/publication-consent`, { agreed: true })).statusCode).toBe(404);
  });

  it('lets the owner and judges record an agreement a player gave on paper (a walk-in typed in by a judge), and nobody else', async () => {
    const { owner, judge, players, eventId, stranger } = await event({ marked: false, players: 2 });
    expect((await owner.post(`/api/events/${eventId}`, { lists_may_be_published: true })).statusCode).toBe(200);
    const walkIn = await judge.post(`/api/events/${eventId}/players`, { player_name: 'Walk In' });
    const walkInId = walkIn.json().user_id as string;
    expect((await judge.post(`/api/events/${eventId}/deck`, { user_id: walkInId, player_name: 'Walk In', decklist_text: LIST })).statusCode).toBe(200);
    const record = (client: TestClient, userId: string, agreed = true) => client.post(`/api/events/${eventId}/publications/consent`, { user_id: userId, agreed });

    expect((await record(players[0]!, walkInId)).statusCode).toBe(403);
    expect((await record(stranger, walkInId)).statusCode).toBe(403);
    expect((await t.anonymous().post(`/api/events/${eventId}/publications/consent`, { user_id: walkInId, agreed: true })).statusCode).toBe(401);
    expect((await record(owner, judge.userId)).statusCode).toBe(404);

    const recorded = await record(judge, walkInId);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const walkInRow = (recorded.json().players as Candidate[]).find((c) => c.user_id === walkInId);
    expect(walkInRow).toMatchObject({ has_consent: true, consent_on_paper: true });
    // A player who agrees on their own page is not 'on paper'.
    expect((await players[0]!.post(`/api/events/${eventId}/deck/publication-consent`, { agreed: true })).statusCode).toBe(200);
    expect((await candidates(owner, eventId)).find((c) => c.user_id === players[0]!.userId)).toMatchObject({ has_consent: true, consent_on_paper: false });

    const published = await publish(owner, eventId, [
      { user_id: walkInId, placing: 1 },
      { user_id: players[0]!.userId, placing: 2 },
    ]);
    expect(published.statusCode, published.body).toBe(200);
    expect((await t.anonymous().get(`/e/${eventId}/lists`)).body).toContain('Walk In');

    // Taken back: the list is unpublished with it.
    expect((await record(owner, walkInId, false)).statusCode).toBe(200);
    expect((await candidates(owner, eventId)).filter((c) => c.is_published).map((c) => c.player_name)).toEqual(['Player 1']);
  });

  it('checks the chosen lists: a placing or a label, each player once, players with a deck', async () => {
    const { owner, players, eventId } = await event({ marked: true, players: 1 });
    const playerId = players[0]!.userId;
    const bad = await publish(owner, eventId, [{ user_id: playerId }, { user_id: playerId, placing: 0, label: 'x'.repeat(41) }]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['decks.0.placing', 'decks.1.label', 'decks.1.placing', 'decks.1.user_id']);
    const stranger = await t.signedIn(nextEmail('nodeck'));
    const noDeck = await publish(owner, eventId, [{ user_id: stranger.userId, placing: 1 }]);
    expect(noDeck.statusCode).toBe(400);
    expect(noDeck.json().errors['decks.0.user_id']).toEqual(['This player has no decklist in this event.']);
    const tooMany = await publish(owner, eventId, Array.from({ length: 301 }, () => ({ user_id: playerId, placing: 1 })));
    expect(tooMany.statusCode).toBe(400);
  });

  it('shows the published lists to anyone, in the chosen order, with groups, counts, mana costs and an export', async () => {
    const { owner, players, eventId } = await event({ marked: true, players: 3, eventName: 'Modern <Cup> & "Friends"' });
    const chosen = [
      { user_id: players[2]!.userId, placing: 1 },
      { user_id: players[0]!.userId, placing: 2, label: 'Finalist' },
      { user_id: players[1]!.userId, label: 'Top 8' },
    ];
    expect((await publish(owner, eventId, chosen)).statusCode).toBe(200);
    const page = await t.anonymous().get(`/e/${eventId}/lists`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBeDefined();
    const html = page.body;
    expect(html).toContain('<title>Modern &lt;Cup&gt; &amp; &quot;Friends&quot;: decklists</title>');
    expect(html).toMatch(/<meta name="description" content="3 published decklists of Modern &lt;Cup&gt; &amp; &quot;Friends&quot;, a Modern tournament on November 21, 2026\.">/);
    expect(html).not.toContain('noindex');
    const order = ['1st</span> Player 3', '2nd · Finalist</span> Player 1', 'Top 8</span> Player 2'].map((text) => html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('Main: 60 · Side: 4');
    expect(html).toContain('<caption>Instants (4)</caption>');
    expect(html).toContain('aria-label="Mana cost: red"');
    expect(html).toContain('Decklist of Player 3 as text');
    expect(html).toContain('Copy decklist of Player 3');

    // The page for a signed-in stranger is the same; an unknown or unpublished event is an empty 404.
    expect((await (await t.signedIn(nextEmail('reader'))).get(`/e/${eventId}/lists`)).statusCode).toBe(200);
    const unknown = await t.anonymous().get('/e/nosuchevent/lists');
    expect([unknown.statusCode, unknown.body]).toEqual([404, '']);
    expect((await publish(owner, eventId, [])).statusCode).toBe(200);
    const unpublished = await t.anonymous().get(`/e/${eventId}/lists`);
    expect([unpublished.statusCode, unpublished.body]).toEqual([404, '']);

    // Taking the mark back unpublishes every list.
    expect((await publish(owner, eventId, chosen)).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}`, { lists_may_be_published: false })).statusCode).toBe(200);
    expect((await t.anonymous().get(`/e/${eventId}/lists`)).statusCode).toBe(404);
    expect((await candidates(owner, eventId)).some((c) => c.is_published)).toBe(false);
  });

  it('builds the page once per version and language in a worker, answers 304 to its tag, and never serves a version gone', async () => {
    const { owner, players, eventId } = await event({ marked: true, players: 2 });
    const built: string[] = [];
    const run = t.app.workers.run.bind(t.app.workers);
    t.app.workers.run = ((task) => {
      built.push(task.kind);
      return run(task);
    }) as typeof run;
    try {
      expect((await publish(owner, eventId, [{ user_id: players[0]!.userId, placing: 1 }])).statusCode).toBe(200);
      const reads = await Promise.all(Array.from({ length: 8 }, () => t.anonymous().request('GET', `/e/${eventId}/lists`, undefined, { 'accept-encoding': 'br' })));
      expect(new Set(reads.map((read) => `${read.statusCode} ${read.headers['etag']} ${read.headers['content-encoding']}`)).size).toBe(1);
      expect(reads[0]!.headers['content-encoding']).toBe('br');
      const plain = await t.anonymous().get(`/e/${eventId}/lists`);
      const zipped = await t.anonymous().request('GET', `/e/${eventId}/lists`, undefined, { 'accept-encoding': 'gzip' });
      expect(plain.body).toContain('Player 1');
      expect(brotliDecompressSync(reads[0]!.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(built).toEqual(['lists-page']);
      const tag = String(reads[0]!.headers['etag']);
      // Any cache must ask again each time; the same tag is a 304 without a build.
      expect(reads[0]!.headers['cache-control']).toBe('public, no-cache');
      const again = await t.anonymous().request('GET', `/e/${eventId}/lists`, undefined, { 'if-none-match': tag });
      expect([again.statusCode, again.body]).toEqual([304, '']);
      // Another language is another page, built once.
      const german = await t.anonymous().get(`/e/${eventId}/lists?lang=de`);
      expect(german.headers['etag']).not.toBe(tag);
      expect(german.body).toContain('<html lang="de">');
      expect(built).toEqual(['lists-page', 'lists-page']);

      // The player changes their list (a deck's version is its time of change): a new tag, and the old tag is no 304.
      t.clock.advance(1);
      expect((await submit(players[0]!, eventId, 'Player 1', LIST.replace('4 Blood Moon', '3 Blood Moon'))).statusCode).toBe(200);
      const changed = await t.anonymous().request('GET', `/e/${eventId}/lists`, undefined, { 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(tag);
      expect(changed.body).toContain('Side: 3');
      // Taken back: gone at once, also for a reader holding the old tag.
      expect((await publish(owner, eventId, [])).statusCode).toBe(200);
      const gone = await t.anonymous().request('GET', `/e/${eventId}/lists`, undefined, { 'if-none-match': String(changed.headers['etag']) });
      expect(gone.statusCode).toBe(404);
    } finally {
      t.app.workers.run = run;
    }
  });

  it('escapes every name on the public page', async () => {
    const { owner, eventId } = await event({ marked: true, players: 0 });
    const player = await t.signedIn(nextEmail('player'));
    const name = '<script>alert(1)</script>';
    const submitted = await player.post(`/api/events/${eventId}/deck`, { player_name: name, deck_name: '"><img src=x>', decklist_text: '4 Lightning Bolt\n1 <b>Card</b>' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await publish(owner, eventId, [{ user_id: player.userId, label: '<i>Top</i>' }])).statusCode).toBe(200);
    const html = (await t.anonymous().get(`/e/${eventId}/lists`)).body;
    expect(html).not.toMatch(/<script>alert|<img src=x|<b>Card|<i>Top/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;i&gt;Top&lt;/i&gt;');
  });

  it("gives a text export that our parser reads back to the same list", async () => {
    const { owner, players, eventId } = await event({ marked: true, players: 0 });
    const player = await t.signedIn(nextEmail('player'));
    const list = 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n52 Mountain\n\nSideboard\n1 Lurrus of the Dream-Den\n3 Blood Moon';
    expect((await submit(player, eventId, 'Pat', list)).statusCode).toBe(200);
    expect(players).toHaveLength(0);
    expect((await publish(owner, eventId, [{ user_id: player.userId, placing: 1 }])).statusCode).toBe(200);
    const html = (await t.anonymous().get(`/e/${eventId}/lists`)).body;
    const exported = /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)![1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const again = parseDecklist(exported, 'sixty');
    const original = parseDecklist(list, 'sixty');
    const entries = (parsed: typeof again) => parsed.entries.map((e) => [e.section, e.quantity, e.name]);
    expect(again.problems).toEqual([]);
    expect(entries(again).sort()).toEqual(entries(original).sort());
    // And written out again, it is the same text.
    const deck = (await player.get(`/api/events/${eventId}/deck`)).json();
    expect(decklistToText(deck.groups)).toBe(exported);
  });
});
