import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

// A Limited event's pools in its exports: the all-decks download (pools, decks against them, the swap's record) and
// the published lists (the sideboard is the rest of the pool).

const TODAY = '2026-11-21'; // the TestClock's day
const DMU_SEALED = { kind: 'sealed', product: [{ set_code: 'dmu', boosters: 6 }] };
const MINUTE = 60_000;
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)} ${new Date(ms).toISOString().slice(11, 16)} UTC`;

describe.each(DATABASE_KINDS)('a Limited event’s exports on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  async function sealedEvent(extra: Record<string, unknown> = {}) {
    const owner = await t.signedIn(nextEmail('owner'));
    const created = await owner.post('/api/events', { event_name: 'Sealed RCQ', format: 'limited', event_date: TODAY, limited: DMU_SEALED, ...extra });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event_id as string;
    const judge = await t.signedIn(nextEmail('judge'));
    const [row] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: row!.email!, role: 'judge' })).statusCode).toBe(200);
    return { owner, judge, eventId };
  }

  const register = (client: TestClient, eventId: string, playerName: string, poolText: string, extra: Record<string, unknown> = {}) =>
    client.post(`/api/events/${eventId}/pool`, { player_name: playerName, pool_text: poolText, ...extra });
  const submit = (client: TestClient, eventId: string, playerName: string, text: string) =>
    client.post(`/api/events/${eventId}/deck`, { player_name: playerName, deck_name: `${playerName}'s deck`, decklist_text: text });

  /** The part of the download from a player's heading to the next heading. */
  const partOf = (text: string, heading: string) => {
    const start = text.indexOf(heading);
    expect(start, heading).toBeGreaterThanOrEqual(0);
    const next = text.indexOf('\n====', text.indexOf('\n====', start) + 5);
    return text.slice(start, next < 0 ? undefined : next);
  };

  it('downloads each player’s pool with the decks, then after the swap each deck against the pool received and the swap’s record', async () => {
    const { owner, judge, eventId } = await sealedEvent();
    const [ann, ben, cid, dee] = await Promise.all(['ann', 'ben', 'cid', 'dee'].map((who) => t.signedIn(nextEmail(who))));
    expect((await register(ann!, eventId, 'Ann', '2 Serra Paragon\n3 Academy Wall')).statusCode).toBe(200);
    expect((await register(ben!, eventId, 'Ben', '1 Sheoldred, the Apocalypse\n4 Battlefly Swarm')).statusCode).toBe(200);
    expect((await register(cid!, eventId, 'Cid', '2 Academy Wall')).statusCode).toBe(200);
    expect((await register(dee!, eventId, 'Dee', '1 Serra Paragon')).statusCode).toBe(200);
    expect((await submit(ann!, eventId, 'Ann', '2 Serra Paragon\n1 Academy Wall\n37 Plains\n\nSideboard\n2 Academy Wall')).statusCode).toBe(200);
    expect((await submit(ben!, eventId, 'Ben', '1 Sheoldred, the Apocalypse\n2 Battlefly Swarm\n37 Swamp')).statusCode).toBe(200);

    // Before the swap: each player's registered pool by the sheet's colours, with its warnings, and the deck against it
    // (the pool a deck is built from until a swap, or for good in a Sealed event that swaps none).
    const before = (await owner.get(`/api/events/${eventId}/decks/all`)).body;
    const annBefore = partOf(before, 'Player: Ann');
    expect(annBefore).toContain('Registered pool: 5 cards (84 expected)\nWhite (2)\n2 Serra Paragon\nBlue (3)\n3 Academy Wall\nPool warnings:\n- The pool has 5 cards; 84 are expected.');
    expect(annBefore).toContain('Deck against the pool registered:\nMain deck from the pool (3)\n2 Serra Paragon\n1 Academy Wall\nBasic lands added (37)\n37 Plains\nSideboard: the rest of the pool (2)\n2 Academy Wall');
    expect(partOf(before, 'Player: Ben')).toContain('Black (5)\n4 Battlefly Swarm\n1 Sheoldred, the Apocalypse');
    // Players without a decklist show their pool too, and are named at the end as before.
    expect(partOf(before, 'Player: Cid')).toContain('No decklist\n================================================================\nRegistered pool: 2 cards (84 expected)\nBlue (2)\n2 Academy Wall');
    expect(before).toContain('Players without a decklist (2): Cid, Dee');
    expect(before).not.toContain('Pool swap');
    // The chosen lists hold their players' pools only.
    const chosen = (await owner.get(`/api/events/${eventId}/decks/all?user_id=${ann!.userId}`)).body;
    expect(chosen).toContain('Registered pool: 5 cards');
    expect(chosen).not.toContain('Cid');

    // The judge swaps by table pairs: Ann and Ben receive each other's, Cid and Dee too.
    t.clock.advance(MINUTE);
    const swappedAt = t.clock.now();
    const pairs = [
      [ann!.userId, ben!.userId],
      [cid!.userId, dee!.userId],
    ];
    expect((await judge.post(`/api/events/${eventId}/pool-swap`, { mode: 'pairs', pairs })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const verifiedAt = t.clock.now();
    // Ann confirms Ben's pool; Ben finds one Serra Paragon missing from Ann's and an extra card; Dee confirms Cid's,
    // which a judge then corrects (so Dee is to verify it again).
    expect((await ann!.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: true })).statusCode).toBe(200);
    const differences = [
      { card_name: 'Serra Paragon', missing: 1 },
      { card_name: 'Llanowar Elves', extra: 1 },
    ];
    expect((await ben!.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: false, differences })).statusCode).toBe(200);
    expect((await dee!.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: true })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const correctedAt = t.clock.now();
    const correction = await register(judge, eventId, 'Cid', '3 Academy Wall', { user_id: cid!.userId, note: 'A third Academy Wall was in the box' });
    expect(correction.statusCode, correction.body).toBe(200);

    const after = (await owner.get(`/api/events/${eventId}/decks/all`)).body;
    // Ann's deck against the pool she received from Ben: none of its cards is there; the sideboard is the rest of Ben's pool.
    const annAfter = partOf(after, 'Player: Ann');
    expect(annAfter).toContain('Registered pool: 5 cards');
    expect(annAfter).toContain(
      [
        'Deck against the pool received from Ben:',
        'Main deck from the pool (3)',
        '2 Serra Paragon',
        '1 Academy Wall',
        'Basic lands added (37)',
        '37 Plains',
        'Sideboard: the rest of the pool (5)',
        '4 Battlefly Swarm',
        '1 Sheoldred, the Apocalypse',
        'Against the pool:',
        '- Serra Paragon (2) is not in the pool.',
        '- Academy Wall (1) is not in the pool.',
      ].join('\n'),
    );
    expect(partOf(after, 'Player: Ben')).toContain(
      'Deck against the pool received from Ann:\nMain deck from the pool (3)\n1 Sheoldred, the Apocalypse\n2 Battlefly Swarm\nBasic lands added (37)\n37 Swamp\nSideboard: the rest of the pool (5)\n2 Serra Paragon\n3 Academy Wall\nAgainst the pool:\n- Sheoldred, the Apocalypse (1) is not in the pool.\n- Battlefly Swarm (2) is not in the pool.',
    );

    // The swap's record: when and by whom, who received whose pool with each verification, the judge's correction.
    const swap = after.slice(after.indexOf('Pool swap'));
    expect(swap).toContain(`Swapped ${utc(swappedAt)} by Jude.`);
    expect(swap).toContain(`- Ann received the pool of Ben (5 cards): confirmed as registered (${utc(verifiedAt)}).`);
    expect(swap).toContain(`- Ben received the pool of Ann (5 cards): differences sent to the judges (${utc(verifiedAt)}): Serra Paragon: 1 missing; Llanowar Elves: 1 extra.`);
    expect(swap).toContain('- Dee received the pool of Cid (3 cards): not verified yet.');
    expect(swap).toContain('- Cid received the pool of Dee (1 card): not verified yet.');
    expect(swap).toContain('1 of 4 confirmed, 1 with differences, 2 not verified yet.');
    expect(swap).toContain(`Corrections by judges since the swap:\n- ${utc(correctedAt)}, pool of Cid corrected by Jude to 3 cards: A third Academy Wall was in the box`);
    // The players without a decklist stay last.
    expect(after.trimEnd().split('\n').at(-1)).toBe('Players without a decklist (2): Cid, Dee');
  });

  it('keeps the download of an event without pools as it was', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const created = await owner.post('/api/events', { event_name: 'Decks only', format: 'limited', event_date: TODAY });
    const eventId = created.json().event_id as string;
    const player = await t.signedIn(nextEmail('player'));
    expect((await submit(player, eventId, 'Pat', '40 Plains')).statusCode).toBe(200);
    const text = (await owner.get(`/api/events/${eventId}/decks/all`)).body;
    expect(text).toContain('Player: Pat');
    expect(text).not.toContain('pool');
  });

  it('publishes a Limited list with its main deck and, as its sideboard, the rest of the pool the player plays', async () => {
    const { owner, judge, eventId } = await sealedEvent({ lists_may_be_published: true });
    const [ann, ben] = await Promise.all(['ann', 'ben'].map((who) => t.signedIn(nextEmail(who))));
    expect((await register(ann!, eventId, 'Ann', '2 Serra Paragon\n3 Academy Wall\n1 Sheoldred, the Apocalypse')).statusCode).toBe(200);
    // Whatever the list says of its sideboard.
    expect((await submit(ann!, eventId, 'Ann', '2 Serra Paragon\n1 Academy Wall\n37 Plains\n\nSideboard\n4 Llanowar Elves')).statusCode).toBe(200);
    // Ben has no pool: his list is published as written.
    expect((await submit(ben!, eventId, 'Ben', '40 Swamp\n\nSideboard\n4 Llanowar Elves')).statusCode).toBe(200);
    const published = await owner.post(`/api/events/${eventId}/publications`, { decks: [{ user_id: ann!.userId, placing: 1 }, { user_id: ben!.userId, placing: 2 }] });
    expect(published.statusCode, published.body).toBe(200);

    const page = async () => {
      const response = await t.anonymous().get(`/e/${eventId}/lists`);
      expect(response.statusCode).toBe(200);
      const [annPart, benPart] = response.body.split('<section class="deck"').slice(1) as [string, string];
      return { annPart, benPart, etag: response.headers.etag };
    };
    const first = await page();
    expect(first.annPart).toContain('Main: 40 · Side: 3');
    expect(first.annPart).toContain('<caption>Lands (37)</caption>');
    expect(first.annPart).toContain('<caption>Sideboard (3)</caption>');
    expect(first.annPart).toMatch(/<td class="qty">2<\/td><td>Academy Wall<\/td><td class="mana"><span class="cost"/);
    expect(first.annPart).toContain('<td class="qty">1</td><td>Sheoldred, the Apocalypse</td>');
    expect(first.annPart).not.toContain('Llanowar Elves');
    expect(first.annPart).toContain('Deck\n2 Serra Paragon\n1 Academy Wall\n37 Plains\n\nSideboard\n2 Academy Wall\n1 Sheoldred, the Apocalypse');
    expect(first.benPart).toContain('<caption>Sideboard (4)</caption>');
    expect(first.benPart).toContain('Llanowar Elves');

    // A judge's correction of the pool shows at once (the page is built again).
    expect((await register(judge, eventId, 'Ann', '2 Serra Paragon\n5 Academy Wall', { user_id: ann!.userId, note: 'Miscounted' })).statusCode).toBe(200);
    const corrected = await page();
    expect(corrected.etag).not.toBe(first.etag);
    expect(corrected.annPart).toContain('Main: 40 · Side: 4');
    expect(corrected.annPart).not.toContain('Sheoldred');
  });

  it('publishes after a swap the rest of the pool the player received', async () => {
    const { owner, eventId } = await sealedEvent({ lists_may_be_published: true });
    const [ann, ben] = await Promise.all(['ann', 'ben'].map((who) => t.signedIn(nextEmail(who))));
    expect((await register(ann!, eventId, 'Ann', '2 Serra Paragon')).statusCode).toBe(200);
    expect((await register(ben!, eventId, 'Ben', '1 Sheoldred, the Apocalypse\n4 Battlefly Swarm')).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).statusCode).toBe(200);
    expect((await submit(ann!, eventId, 'Ann', '1 Sheoldred, the Apocalypse\n1 Battlefly Swarm\n38 Swamp')).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/publications`, { decks: [{ user_id: ann!.userId, placing: 1 }] })).statusCode).toBe(200);
    const body = (await t.anonymous().get(`/e/${eventId}/lists`)).body;
    expect(body).toContain('Main: 40 · Side: 3');
    expect(body).toContain('Sideboard\n3 Battlefly Swarm');
    expect(body).not.toContain('Serra Paragon');
  });
});
