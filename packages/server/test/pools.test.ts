import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolRevisions, users } from '../src/db/schema';
import { setCatalogue } from '../src/sets';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';

const TODAY = '2026-11-21'; // the TestClock's day
const DMU_SEALED = { kind: 'sealed', product: [{ set_code: 'dmu', boosters: 6 }] };

/** A plausible Dominaria United pool: 6 rares, 18 uncommons and 60 commons, none a basic land. */
async function dmuPool(): Promise<{ text: string; names: string[] }> {
  const dmu = (await setCatalogue()).byCode.get('DMU')!;
  const distinct = (rarity: string) => [...new Set(dmu.cards.filter((card) => card.rarity === rarity && card.colour !== 'L').map((card) => card.name))];
  const rares = distinct('R').slice(0, 6);
  const uncommons = distinct('U').slice(0, 18);
  const commons = distinct('C').slice(0, 30); // two of each
  const lines = [...rares.map((name) => `1 ${name}`), ...uncommons.map((name) => `1 ${name}`), ...commons.map((name) => `2 ${name}`)];
  return { text: lines.join('\n'), names: [...rares, ...uncommons, ...commons] };
}

describe.each(DATABASE_KINDS)('Limited events: set-up and registered pools on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function limitedEvent(limited: unknown = DMU_SEALED) {
    const owner = await t.signedIn(nextEmail('owner'));
    const response = await owner.post('/api/events', { event_name: 'Sealed RCQ', format: 'limited', event_date: TODAY, limited });
    expect(response.statusCode, response.body).toBe(200);
    return { owner, event: response.json() as { event_id: string; limited: Record<string, unknown> | null } };
  }

  async function addJudge(owner: TestClient, eventId: string) {
    const judge = await t.signedIn(nextEmail('judge'));
    const [row] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: row!.email!, role: 'judge' })).statusCode).toBe(200);
    return judge;
  }

  const register = (client: TestClient, eventId: string, pool_text: string, extra: Record<string, unknown> = {}) =>
    client.post(`/api/events/${eventId}/pool`, { player_name: 'Pat', pool_text, ...extra });

  it('keeps a Limited event’s kind and product, with the pool size its boosters give, and the organiser’s own size when given', async () => {
    const { event } = await limitedEvent();
    expect(event.limited).toEqual({
      kind: 'sealed',
      product: [{ set_code: 'DMU', set_name: 'Dominaria United', boosters: 6 }],
      expected_pool_size: 84,
      boosters_pool_size: 84,
      most_rares: 6,
      pool_size_set_by_organiser: false,
      first_pool_at: null,
    });
    const draft = await limitedEvent({ kind: 'draft', product: [{ set_code: 'EOE', boosters: 2 }, { set_code: 'XYZ', boosters: 1 }], expected_pool_size: 42 });
    expect(draft.event.limited).toMatchObject({
      kind: 'draft',
      product: [
        { set_code: 'EOE', set_name: 'Edge of Eternities', boosters: 2 },
        { set_code: 'XYZ', set_name: null, boosters: 1 },
      ],
      expected_pool_size: 42,
      boosters_pool_size: null,
      most_rares: null,
      pool_size_set_by_organiser: true,
    });
  });

  it('refuses a set-up on an event that is not Limited, and a product that cannot be, naming the field', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const modern = await owner.post('/api/events', { event_name: 'Modern', format: 'modern', event_date: TODAY, limited: DMU_SEALED });
    expect(modern.statusCode).toBe(400);
    expect(modern.json()).toMatchObject({ code: 'validation', error_codes: { limited: [{ code: 'not_limited_event' }] } });
    const noSets = await owner.post('/api/events', { event_name: 'Sealed', format: 'limited', event_date: TODAY, limited: { kind: 'sealed', product: [] } });
    expect(noSets.statusCode).toBe(400);
    expect(noSets.json().errors).toHaveProperty(['limited.product']);
    const tooMany = await owner.post('/api/events', { event_name: 'Sealed', format: 'limited', event_date: TODAY, limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 500 }] } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lets the owner change the set-up until the first pool is registered, and never a judge', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const judge = await addJudge(owner, eventId);
    expect((await judge.post(`/api/events/${eventId}`, { limited: { kind: 'draft', product: [{ set_code: 'DMU', boosters: 3 }] } })).json()).toMatchObject({ code: 'owner_only' });
    expect((await owner.post(`/api/events/${eventId}`, { limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }], expected_pool_size: 90 } })).statusCode).toBe(200);
    expect((await owner.get(`/api/events/${eventId}`)).json().limited).toMatchObject({ expected_pool_size: 90, pool_size_set_by_organiser: true });

    const player = await t.signedIn(nextEmail('player'));
    expect((await register(player, eventId, '1 Serra Paragon')).statusCode).toBe(200);
    const fixed = await owner.post(`/api/events/${eventId}`, { limited: DMU_SEALED });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({ code: 'limited_setup_fixed' });
    expect((await owner.get(`/api/events/${eventId}`)).json().limited.first_pool_at).toEqual(expect.any(String));
  });

  it('registers a player’s pool, counted against the event’s set, and makes them a player as a first decklist does', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const player = await t.signedIn(nextEmail('player'));
    const { text } = await dmuPool();
    const saved = await register(player, eventId, text);
    expect(saved.statusCode, saved.body).toBe(200);
    const pool = saved.json();
    expect(pool).toMatchObject({ event_id: eventId, user_id: player.userId, player_name: 'Pat', total: 84, expected_size: 84, warnings: [], warning_details: [] });
    expect(pool.groups.map((group: { colour: string }) => group.colour)).toEqual(expect.arrayContaining(['W', 'U']));
    expect(pool.groups[0].cards[0]).toMatchObject({ set_code: 'DMU', number: expect.any(String), rarity: expect.stringMatching(/^[CURM]$/) });
    const participants = (await owner.get(`/api/events/${eventId}`)).json().participants as { user_id: string; role: string }[];
    expect(participants).toContainEqual(expect.objectContaining({ user_id: player.userId, role: 'player' }));
    expect((await player.get(`/api/events/${eventId}/pool`)).json()).toEqual(pool);
  });

  it('warns a judge of what looks wrong: a card of another set, an unknown card, the size, too many rares, basic lands left out', async () => {
    const { event } = await limitedEvent();
    const player = await t.signedIn(nextEmail('player'));
    const { text } = await dmuPool();
    const odd = `${text}\n1 Lightning Bolt\n1 Sheoldred, the Apocalypse\n1 Liliana of the Veil\n1 Karn, Living Legacy\n1 Wrenn and Seven\n1 Notacard Atall\n3 Plains`;
    const pool = (await register(player, event.event_id, odd)).json();
    const codes = pool.warning_details.map((warning: { code: string }) => warning.code);
    expect(codes).toEqual(['unknown_card', 'not_in_sets', 'not_in_sets', 'pool_size', 'too_many_rares', 'basic_lands_left_out']);
    expect(pool.warning_details).toContainEqual({ code: 'not_in_sets', params: { card_name: 'Lightning Bolt', sets: ['DMU'] } });
    expect(pool.warning_details).toContainEqual({ code: 'pool_size', params: { count: 90, expected: 84 } });
    expect(pool.warning_details).toContainEqual({ code: 'too_many_rares', params: { count: 9, max: 6 } });
    expect(pool.warnings).toContain('3 basic lands were left out: they are not part of the pool.');
    expect(pool.total).toBe(90);
  });

  it('lets only the player and the organisers read a pool; an organiser registers one for a player, and each change is a revision', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const judge = await addJudge(owner, eventId);
    const player = await t.signedIn(nextEmail('player'));
    const stranger = await t.signedIn(nextEmail('stranger'));
    expect((await register(player, eventId, '2 Serra Paragon')).statusCode).toBe(200);

    expect((await stranger.get(`/api/events/${eventId}/pool?user_id=${player.userId}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/pool`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`/api/events/${eventId}/pool`)).statusCode).toBe(401);
    expect((await judge.get(`/api/events/${eventId}/pool?user_id=${player.userId}`)).json()).toMatchObject({ total: 2 });

    const corrected = await register(judge, eventId, '1 Serra Paragon', { user_id: player.userId });
    expect(corrected.statusCode).toBe(200);
    const pool = (await player.get(`/api/events/${eventId}/pool`)).json();
    expect(pool.total).toBe(1);
    expect(pool.revisions).toEqual([
      { created_at: expect.any(String), total: 1, by_organiser: true, note: '' },
      { created_at: expect.any(String), total: 2, by_organiser: false, note: '' },
    ]);
    // An organiser registers no pool of their own, nor one for someone who is not a player.
    expect((await register(owner, eventId, '1 Serra Paragon')).json()).toMatchObject({ code: 'organiser_cannot_submit' });
    expect((await register(owner, eventId, '1 Serra Paragon', { user_id: stranger.userId })).statusCode).toBe(404);
  });

  it('refuses a pool in an event that registers none, and a player’s own once the event is closed', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const plain = (await owner.post('/api/events', { event_name: 'Draft night', format: 'limited', event_date: TODAY })).json();
    expect(plain.limited).toBeNull();
    const player = await t.signedIn(nextEmail('player'));
    const none = await register(player, plain.event_id, '1 Serra Paragon');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_pools_here' });

    const { owner: sealedOwner, event } = await limitedEvent();
    expect((await sealedOwner.post(`/api/events/${event.event_id}`, { event_status: 'closed' })).statusCode).toBe(200);
    expect((await register(player, event.event_id, '1 Serra Paragon')).json()).toMatchObject({ code: 'event_closed' });
  });

  it('takes a removed player’s pool and its revisions away with them', async () => {
    const { owner, event } = await limitedEvent();
    const player = await t.signedIn(nextEmail('player'));
    expect((await register(player, event.event_id, '1 Serra Paragon')).statusCode).toBe(200);
    expect((await owner.delete(`/api/events/${event.event_id}/users`, { user_id: player.userId })).statusCode).toBe(200);
    expect((await owner.get(`/api/events/${event.event_id}/pool?user_id=${player.userId}`)).statusCode).toBe(404);
    expect(await t.app.db.select().from(poolRevisions).where(eq(poolRevisions.userId, player.userId))).toEqual([]);
  });

  it('fixes the set-up once, whichever of many registrations at once comes first, and keeps every pool', async () => {
    const { owner, event } = await limitedEvent();
    const players = await Promise.all(Array.from({ length: 8 }, () => t.signedIn(nextEmail('player'))));
    const results = await Promise.all([
      ...players.map((player, i) => register(player, event.event_id, `${i + 1} Serra Paragon`)),
      owner.post(`/api/events/${event.event_id}`, { limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 5 }] } }),
    ]);
    expect(results.slice(0, 8).map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const setupChange = results[8]!.statusCode;
    expect([200, 409]).toContain(setupChange);
    const details = (await owner.get(`/api/events/${event.event_id}`)).json();
    expect(details.player_count).toBe(8);
    // Every pool was counted against the set-up that stands.
    for (const [i, player] of players.entries()) {
      const pool = (await player.get(`/api/events/${event.event_id}/pool`)).json();
      expect(pool.total).toBe(i + 1);
      expect(pool.expected_size).toBe(details.limited.expected_pool_size);
    }
  });

  it('starts a stage’s clock of its standard time on the linked round timer, for the owner and judges only', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const judge = await addJudge(owner, eventId);
    const player = await t.signedIn(nextEmail('player'));
    const start = (client: TestClient, stage: string) => client.post(`/api/events/${eventId}/stage-clocks`, { stage, clock_name: 'Pool registration' });

    const unlinked = await start(owner, 'pool_registration');
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json()).toMatchObject({ error_codes: { stage: [{ code: 'no_timer_linked' }] } });

    const tournament = (await owner.post('/api/timers', { tournament_name: 'Sealed RCQ clocks' })).json() as { tournament_id: string };
    expect((await owner.post(`/api/events/${eventId}`, { timer_tournament_id: tournament.tournament_id })).statusCode).toBe(200);
    const started = await start(judge, 'pool_registration');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ clock_name: 'Pool registration', duration_seconds: 1200, is_running: true, ms_remaining: 1_200_000 });
    expect((await start(owner, 'deck_building')).json()).toMatchObject({ duration_seconds: 1800, is_running: true });
    const clocks = (await owner.get(`/api/timers/${tournament.tournament_id}`)).json().clocks as { clock_name: string }[];
    expect(clocks.map((clock) => clock.clock_name)).toEqual(['Pool registration', 'Pool registration']);

    expect((await start(player, 'deck_building')).statusCode).toBe(403);
    expect((await start(owner, 'lunch')).statusCode).toBe(400);
  });

  it('gives a Draft one stage of 25 minutes to register and build', async () => {
    const { owner, event } = await limitedEvent({ kind: 'draft', product: [{ set_code: 'DMU', boosters: 3 }] });
    const tournament = (await owner.post('/api/timers', { tournament_name: 'Draft clocks' })).json() as { tournament_id: string };
    await owner.post(`/api/events/${event.event_id}`, { timer_tournament_id: tournament.tournament_id });
    const start = (stage: string) => owner.post(`/api/events/${event.event_id}/stage-clocks`, { stage, clock_name: 'Deck building' });
    expect((await start('pool_registration')).json()).toMatchObject({ error_codes: { stage: [{ code: 'invalid_choice' }] } });
    expect((await start('deck_building')).json()).toMatchObject({ duration_seconds: 1500, is_running: true });
  });

  describe('the swap', () => {
    async function sealedWithPools(players: number) {
      const { owner, event } = await limitedEvent();
      const eventId = event.event_id;
      const judge = await addJudge(owner, eventId);
      const clients = await Promise.all(Array.from({ length: players }, () => t.signedIn(nextEmail('player'))));
      for (const [i, client] of clients.entries()) expect((await register(client, eventId, `${i + 1} Serra Paragon`, { player_name: `Player ${i + 1}` })).statusCode).toBe(200);
      return { owner, judge, eventId, clients };
    }

    it('gives every pool to another player, refuses the owners’ changes after it, and lets each receiver verify theirs', async () => {
      const { owner, judge, eventId, clients } = await sealedWithPools(4);
      const stranger = await t.signedIn(nextEmail('stranger'));
      expect((await clients[0]!.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).statusCode).toBe(403);
      expect((await clients[0]!.get(`/api/events/${eventId}/pool/received`)).statusCode).toBe(404);

      const swapped = await judge.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' });
      expect(swapped.statusCode, swapped.body).toBe(200);
      const { entries, swapped_at } = swapped.json() as { swapped_at: string; entries: { owner_id: string; receiver_id: string }[] };
      expect(swapped_at).toEqual(expect.any(String));
      expect(entries).toHaveLength(4);
      expect(entries.every((entry) => entry.owner_id !== entry.receiver_id)).toBe(true);
      expect(new Set(entries.map((entry) => entry.receiver_id)).size).toBe(4);
      expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).json()).toMatchObject({ code: 'pool_swap_started' });

      // A player's own pool is now fixed; a judge corrects it with a note.
      const own = await register(clients[0]!, eventId, '9 Serra Paragon');
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ code: 'pools_swapped' });
      expect((await register(judge, eventId, '2 Serra Paragon', { user_id: clients[0]!.userId, player_name: 'Player 1', note: 'One more found in the box' })).statusCode).toBe(200);
      expect((await clients[0]!.get(`/api/events/${eventId}/pool`)).json()).toMatchObject({
        total: 2,
        swapped: true,
        revisions: [{ by_organiser: true, note: 'One more found in the box' }, { by_organiser: false, note: '' }],
      });

      // Each receiver sees the pool they received, and verifies it.
      const receiverOf = new Map(entries.map((entry) => [entry.owner_id, entry.receiver_id]));
      const receiving = clients.find((client) => client.userId === receiverOf.get(clients[1]!.userId))!;
      const received = (await receiving.get(`/api/events/${eventId}/pool/received`)).json();
      expect(received).toMatchObject({ user_id: clients[1]!.userId, owner_name: 'Player 2', total: 2, verification: null });
      expect((await stranger.get(`/api/events/${eventId}/pool/received?user_id=${receiving.userId}`)).statusCode).toBe(403);
      const verify = await receiving.post(`/api/events/${eventId}/pool/received/verification`, {
        confirmed: false,
        differences: [{ card_name: 'Serra Paragon', missing: 1 }, { card_name: 'Nothing', missing: 0, extra: 0 }],
      });
      expect(verify.statusCode, verify.body).toBe(200);
      const overview = (await owner.get(`/api/events/${eventId}/pool-swap`)).json() as { entries: { owner_id: string; receiver_name: string; verification: unknown }[] };
      expect(overview.entries.find((entry) => entry.owner_id === clients[1]!.userId)).toMatchObject({
        receiver_name: expect.stringMatching(/^Player \d$/),
        verification: { confirmed: false, differences: [{ card_name: 'Serra Paragon', missing: 1, extra: 0 }], verified_at: expect.any(String) },
      });
      expect((await stranger.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: true })).statusCode).toBe(404);
      expect((await clients[0]!.get(`/api/events/${eventId}/pool-swap`)).statusCode).toBe(403);
    });

    it('swaps by table pairs, the others among themselves, and refuses pairs that cannot be', async () => {
      const { owner, eventId, clients } = await sealedWithPools(4);
      const [a, b, c, d] = clients.map((client) => client.userId) as [string, string, string, string];
      const bad = await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'pairs', pairs: [[a, b], [b, c]] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error_codes: { pairs: [{ code: 'pairs_invalid' }] } });
      const swapped = (await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'pairs', pairs: [[a, c]] })).json() as { entries: { owner_id: string; receiver_id: string }[] };
      const receiver = new Map(swapped.entries.map((entry) => [entry.owner_id, entry.receiver_id]));
      expect([receiver.get(a), receiver.get(c), receiver.get(b), receiver.get(d)]).toEqual([c, a, d, b]);
    });

    it('is refused in a Draft and with fewer than two pools', async () => {
      const draft = await limitedEvent({ kind: 'draft', product: [{ set_code: 'DMU', boosters: 3 }] });
      expect((await draft.owner.post(`/api/events/${draft.event.event_id}/pool-swap`, { mode: 'random' })).json()).toMatchObject({ code: 'no_swap_in_draft' });
      const { owner, eventId } = await sealedWithPools(1);
      expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).json()).toMatchObject({ code: 'too_few_pools' });
    });

    it('swaps every pool registered before it and refuses those after, with registrations racing it', async () => {
      const { owner, eventId } = await sealedWithPools(2);
      const late = await Promise.all(Array.from({ length: 10 }, () => t.signedIn(nextEmail('late'))));
      const results = await Promise.all([
        ...late.map((client, i) => register(client, eventId, `${i + 1} Academy Wall`)),
        owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' }),
      ]);
      const swap = results.at(-1)!;
      expect(swap.statusCode, swap.body).toBe(200);
      const registered = results.slice(0, -1).filter((response) => response.statusCode === 200).length;
      expect(results.slice(0, -1).every((response) => response.statusCode === 200 || response.json().code === 'pools_swapped')).toBe(true);
      const entries = (swap.json() as { entries: { receiver_id: string | null }[] }).entries;
      // Every pool that was registered is in the swap, with a receiver; none registered after it.
      expect(entries).toHaveLength(2 + registered);
      expect(entries.every((entry) => entry.receiver_id !== null)).toBe(true);
    });
  });

  it('checks a deck against the pool it is built from: the own one, and after a swap the received one', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const [ann, ben] = await Promise.all([t.signedIn(nextEmail('ann')), t.signedIn(nextEmail('ben'))]);
    const stranger = await t.signedIn(nextEmail('stranger'));
    await register(ann, eventId, '2 Serra Paragon\n3 Academy Wall', { player_name: 'Ann' });
    await register(ben, eventId, '1 Sheoldred, the Apocalypse\n4 Battlefly Swarm', { player_name: 'Ben' });
    const deck = (client: TestClient, text: string) =>
      client.post(`/api/events/${eventId}/deck`, { player_name: client === ann ? 'Ann' : 'Ben', deck_name: '', decklist_text: text });
    expect((await deck(ann, '2 Serra Paragon\n1 Academy Wall\n37 Plains')).statusCode).toBe(200);

    const own = (await ann.get(`/api/events/${eventId}/pool/deck-check`)).json();
    expect(own).toMatchObject({ pool_owner_name: 'Ann', received: false, main_total: 40, warnings: [], sideboard: [{ card_name: 'Academy Wall', count: 2 }] });
    expect((await owner.get(`/api/events/${eventId}/pool/deck-check?user_id=${ann.userId}`)).json()).toEqual(own);
    expect((await stranger.get(`/api/events/${eventId}/pool/deck-check?user_id=${ann.userId}`)).statusCode).toBe(403);
    expect((await ben.get(`/api/events/${eventId}/pool/deck-check`)).statusCode).toBe(404); // no deck yet

    // After the swap Ann plays Ben's pool: her deck's cards are not in it.
    expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).statusCode).toBe(200);
    const received = (await ann.get(`/api/events/${eventId}/pool/deck-check`)).json();
    expect(received).toMatchObject({ pool_owner_name: 'Ben', received: true });
    expect(received.warning_details).toEqual([
      { code: 'not_in_pool', params: { card_name: 'Serra Paragon', count: 2 } },
      { code: 'not_in_pool', params: { card_name: 'Academy Wall', count: 1 } },
    ]);
    expect(received.warnings).toContain('Serra Paragon (2) is not in the pool.');
    expect((await ann.get(`/api/events/${eventId}/deck`)).json().deck_warning_details).toEqual(received.warning_details);
  });

  it('adds the pool’s checks to a Limited deck’s own warnings, in every deck answer and for every client', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const [ann, ben] = await Promise.all([t.signedIn(nextEmail('ann')), t.signedIn(nextEmail('ben'))]);
    await register(ann, eventId, '2 Serra Paragon\n3 Academy Wall', { player_name: 'Ann' });
    const text = '3 Serra Paragon\n1 Academy Wall\n1 Sheoldred, the Apocalypse\n30 Plains';
    const saved = await ann.request('POST', `/api/events/${eventId}/deck`, { player_name: 'Ann', deck_name: '', decklist_text: text }, { prefer: 'return=representation' });
    const poolDetails = [
      { code: 'more_than_pool', params: { card_name: 'Serra Paragon', copies: 3, in_pool: 2 } },
      { code: 'not_in_pool', params: { card_name: 'Sheoldred, the Apocalypse', count: 1 } },
    ];
    // The format's size warning first, then the pool's; English sentences at the same places.
    expect(saved.json()).toMatchObject({ has_warnings: true, deck_warning_details: [{ code: 'main_too_small' }, ...poolDetails] });
    expect(saved.json().deck_warnings.slice(1)).toEqual(['Serra Paragon: 3 in the deck, 2 in the pool.', 'Sheoldred, the Apocalypse (1) is not in the pool.']);
    const own = (await ann.get(`/api/events/${eventId}/deck`)).json();
    expect(own.deck_warning_details).toEqual(saved.json().deck_warning_details);
    expect((await owner.get(`/api/events/${eventId}/deck?user_id=${ann.userId}`)).json().deck_warnings).toEqual(own.deck_warnings);
    const listed = (await owner.get(`/api/events/${eventId}/decks`)).json().decks;
    expect(listed.find((d: { user_id: string }) => d.user_id === ann.userId).deck_warning_details.slice(1)).toEqual(poolDetails);

    // A deck that keeps to its pool has only the format's warnings; one without a pool (Ben's) is as before.
    await ann.post(`/api/events/${eventId}/deck`, { player_name: 'Ann', deck_name: '', decklist_text: '2 Serra Paragon\n3 Academy Wall\n35 Plains' });
    expect((await ann.get(`/api/events/${eventId}/deck`)).json()).toMatchObject({ has_warnings: false, deck_warnings: [] });
    await ben.post(`/api/events/${eventId}/deck`, { player_name: 'Ben', deck_name: '', decklist_text: '40 Serra Paragon' });
    expect((await ben.get(`/api/events/${eventId}/deck`)).json().deck_warning_details).toEqual([]);
  });

  it('after a swap keeps a removed player’s pool for the one who plays it, and shuts the removed player out of theirs', async () => {
    const { owner, event } = await limitedEvent();
    const eventId = event.event_id;
    const [ann, ben] = await Promise.all([t.signedIn(nextEmail('ann')), t.signedIn(nextEmail('ben'))]);
    await register(ann, eventId, '2 Serra Paragon', { player_name: 'Ann' });
    await register(ben, eventId, '3 Academy Wall', { player_name: 'Ben' });
    expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'random' })).statusCode).toBe(200);
    expect((await ben.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: true })).statusCode).toBe(200);

    // A judge's correction asks the receiver to verify again.
    expect((await register(owner, eventId, '1 Serra Paragon', { user_id: ann.userId, player_name: 'Ann', note: 'One was a token' })).statusCode).toBe(200);
    expect((await ben.get(`/api/events/${eventId}/pool/received`)).json()).toMatchObject({ owner_name: 'Ann', total: 1, verification: null });

    // Ann drops: Ben still plays her pool; Ann no longer sees the one she received.
    expect((await owner.delete(`/api/events/${eventId}/users`, { user_id: ann.userId })).statusCode).toBe(200);
    expect((await ben.get(`/api/events/${eventId}/pool/received`)).json()).toMatchObject({ owner_name: 'Ann', total: 1 });
    expect((await ann.get(`/api/events/${eventId}/pool/received`)).statusCode).toBe(404);
    expect((await ann.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: true })).statusCode).toBe(404);
    const overview = (await owner.get(`/api/events/${eventId}/pool-swap`)).json() as { entries: { owner_name: string }[] };
    expect(overview.entries.map((entry) => entry.owner_name).sort()).toEqual(['Ann', 'Ben']);
  });

  it('starts no stage clock on a round timer its owner no longer manages', async () => {
    const { owner, event } = await limitedEvent();
    const timerOwner = await t.signedIn(nextEmail('timer'));
    const tournament = (await timerOwner.post('/api/timers', { tournament_name: 'Somebody else’s clocks' })).json() as { tournament_id: string };
    const [ownerUser] = await t.app.db.select().from(users).where(eq(users.id, owner.userId));
    expect((await timerOwner.post(`/api/timers/${tournament.tournament_id}/managers`, { user_email: ownerUser!.email!, user_name: 'Owner' })).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${event.event_id}`, { timer_tournament_id: tournament.tournament_id })).statusCode).toBe(200);
    expect((await timerOwner.delete(`/api/timers/${tournament.tournament_id}/managers/${owner.userId}`)).statusCode).toBe(200);
    const refused = await owner.post(`/api/events/${event.event_id}/stage-clocks`, { stage: 'deck_building', clock_name: 'Deck building' });
    expect(refused.json()).toMatchObject({ error_codes: { stage: [{ code: 'no_timer_linked' }] } });
    expect((await timerOwner.get(`/api/timers/${tournament.tournament_id}`)).json().clocks).toEqual([]);
  });
});
