import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp, type TestClient } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { pdfLines, pdfPageCount, pdfTexts, pdfToText } from './helpers/pdf';

const TODAY = '2026-11-21'; // the TestClock's day
const DMU_SEALED = { kind: 'sealed', product: [{ set_code: 'dmu', boosters: 6 }] };

/** The registered and played counts on a card's row (the two texts left of its name, on its line). */
function countsOf(pdf: Buffer, name: string, page = 1) {
  const texts = pdfTexts(pdf).filter((text) => text.page === page);
  const at = texts.find((text) => text.text === name);
  if (!at) return undefined;
  const counts = texts.filter((text) => text.y === at.y && text.x < at.x && text.x > at.x - 90).sort((a, b) => a.x - b.x);
  return counts.map((text) => text.text).join(' / ');
}

describe.each(DATABASE_KINDS)('Limited registration sheets on %s', (kind) => {
  let t: TestApp;
  let mail = 0;
  const nextEmail = (who: string) => `${who}${++mail}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function sealedEvent() {
    const owner = await t.signedIn(nextEmail('owner'));
    const response = await owner.post('/api/events', { event_name: 'Sealed RCQ', format: 'limited', event_date: TODAY, limited: DMU_SEALED });
    expect(response.statusCode, response.body).toBe(200);
    const eventId = (response.json() as { event_id: string }).event_id;
    const judge = await t.signedIn(nextEmail('judge'));
    const [row] = await t.app.db.select().from(users).where(eq(users.id, judge.userId));
    expect((await owner.post(`/api/events/${eventId}/users`, { player_name: 'Jude', email: row!.email!, role: 'judge' })).statusCode).toBe(200);
    return { owner, judge, eventId };
  }

  const register = (client: TestClient, eventId: string, player_name: string, pool_text: string) =>
    client.post(`/api/events/${eventId}/pool`, { player_name, pool_text });
  const submitDeck = (client: TestClient, eventId: string, player_name: string, decklist_text: string) =>
    client.post(`/api/events/${eventId}/deck`, { player_name, deck_name: '', decklist_text });
  const sheet = async (client: TestClient, eventId: string, query = '') => {
    const response = await client.get(`/api/events/${eventId}/pool/registration-sheet${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
  };

  it('gives a player the sheet of their pool with the counts their deck plays, and the organisers any player’s or every pool’s', async () => {
    const { owner, judge, eventId } = await sealedEvent();
    const [ann, ben, stranger] = await Promise.all([t.signedIn(nextEmail('ann')), t.signedIn(nextEmail('ben')), t.signedIn(nextEmail('stranger'))]);
    expect((await register(ann, eventId, 'Ann Ávila', '2 Serra Paragon\n3 Academy Wall\n1 Sheoldred, the Apocalypse')).statusCode).toBe(200);
    expect((await register(ben, eventId, 'Ben', '4 Battlefly Swarm\n1 Urborg Repossession')).statusCode).toBe(200);
    expect((await submitDeck(ann, eventId, 'Ann Ávila', '2 Serra Paragon\n1 Academy Wall\n20 Plains\n17 Swamp\n\nSideboard\n2 Academy Wall')).statusCode).toBe(200);

    const response = await ann.get(`/api/events/${eventId}/pool/registration-sheet`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="limited-registration-sheet-sealed-rcq-ann-avila-${TODAY}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfLines(pdf);
    expect(lines).toContain('LIMITED REGISTRATION SHEET');
    expect(lines).toContain(`Sealed RCQ | ${TODAY}`);
    expect(lines).toContain('PLAYER NAME | SEALED: SETS AND BOOSTERS');
    expect(lines).toContain('Ann Ávila | 6 × Dominaria United (DMU) · pools of 84 cards');
    expect(lines).toContain('REGISTERED BY | VERIFIED BY');
    expect(lines).toContain('Ann Ávila'); // registered by her; nobody verifies a pool before a swap
    // Each card of the pool under its colour, with what was registered and what the main deck plays (the sideboard is the rest).
    expect(countsOf(pdf, 'Serra Paragon')).toBe('2 / 2');
    expect(countsOf(pdf, 'Academy Wall')).toBe('3 / 1');
    expect(countsOf(pdf, 'Sheoldred, the Apocalypse')).toBe('1');
    expect(countsOf(pdf, 'Plains')).toBe('20');
    expect(countsOf(pdf, 'Swamp')).toBe('17');
    expect(countsOf(pdf, 'Island')).toBe('');
    const texts = pdfTexts(pdf).map((text) => text.text);
    for (const heading of ['White', 'Blue', 'Black', 'Basic lands added']) expect(texts).toContain(heading);
    const totals = lines.indexOf('CARDS REGISTERED | PLAYED FROM THE POOL | BASIC LANDS ADDED | MAIN DECK | SIDEBOARD');
    expect(totals).toBeGreaterThan(0);
    expect(lines[totals + 1]).toBe('6 | 3 | 37 | 40 | 3');
    expect(lines).toContain('FOR JUDGES');

    // A player without a deck yet: the 'played' column is left to write by hand.
    const bens = await sheet(ben, eventId);
    expect(countsOf(bens, 'Battlefly Swarm')).toBe('4');
    expect(pdfLines(bens)).toContain("No deck submitted yet: 'Played' is left to fill in by hand.");

    // Rights: as the pool's own: another player's for the owner and judges only.
    expect(countsOf(await sheet(owner, eventId, `?user_id=${ann.userId}`), 'Academy Wall')).toBe('3 / 1');
    expect(countsOf(await sheet(judge, eventId, `?user_id=${ann.userId}&paper=letter`), 'Academy Wall')).toBe('3 / 1');
    expect((await ben.get(`/api/events/${eventId}/pool/registration-sheet?user_id=${ann.userId}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/pool/registration-sheet?user_id=${ann.userId}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/pool/registration-sheet`)).statusCode).toBe(404);
    expect((await owner.get(`/api/events/${eventId}/pool/registration-sheet?user_id=${stranger.userId}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/events/${eventId}/pool/registration-sheet`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`/api/events/${eventId}/pool/registration-sheet`)).statusCode).toBe(401);
    expect((await ann.get(`/api/events/${eventId}/pool/registration-sheet?paper=a3`)).json()).toMatchObject({ error_codes: { paper: expect.any(Array) } });
    expect((await ann.get(`/api/events/${eventId}/pool/registration-sheet?user_id=nobody`)).statusCode).toBe(400);
    expect((await sheet(ann, eventId, '?paper=letter')).toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);

    // Every pool's, one player after another by name.
    expect((await ann.get(`/api/events/${eventId}/pools/registration-sheets`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/events/${eventId}/pools/registration-sheets`)).statusCode).toBe(403);
    const all = await owner.get(`/api/events/${eventId}/pools/registration-sheets`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="limited-registration-sheets-sealed-rcq-${TODAY}.pdf"`);
    expect(pdfPageCount(all.rawPayload)).toBe(2);
    expect(pdfLines(all.rawPayload, 1)).toContain('Ann Ávila | 6 × Dominaria United (DMU) · pools of 84 cards');
    expect(pdfLines(all.rawPayload, 2)).toContain('Ben | 6 × Dominaria United (DMU) · pools of 84 cards');
    expect(countsOf(all.rawPayload, 'Urborg Repossession', 2)).toBe('1');

    // A name Helvetica cannot show is printed in an embedded font (Noto Sans JP), on its sheet and in every pool's.
    const yuki = await t.signedIn(nextEmail('yuki'));
    expect((await register(yuki, eventId, '山田 由紀', '1 Serra Paragon')).statusCode).toBe(200);
    expect(pdfToText(await sheet(yuki, eventId))).toMatch(/PLAYER NAME[\s\S]*山田 由紀/);
    expect(pdfToText((await owner.get(`/api/events/${eventId}/pools/registration-sheets`)).rawPayload)).toContain('山田 由紀');
  });

  it('after a swap shows each pool with who registered it, who verified it and what they found, and the counts its receiver plays', async () => {
    const { owner, eventId } = await sealedEvent();
    const [ann, ben] = await Promise.all([t.signedIn(nextEmail('ann')), t.signedIn(nextEmail('ben'))]);
    expect((await register(ann, eventId, 'Ann', '2 Serra Paragon\n3 Academy Wall')).statusCode).toBe(200);
    expect((await register(ben, eventId, 'Ben', '4 Battlefly Swarm')).statusCode).toBe(200);
    expect((await owner.post(`/api/events/${eventId}/pool-swap`, { mode: 'pairs', pairs: [[ann.userId, ben.userId]] })).statusCode).toBe(200);
    const verified = await ben.post(`/api/events/${eventId}/pool/received/verification`, { confirmed: false, differences: [{ card_name: 'Serra Paragon', missing: 1 }] });
    expect(verified.statusCode).toBe(200);
    expect((await submitDeck(ben, eventId, 'Ben', '1 Serra Paragon\n2 Academy Wall\n37 Island')).statusCode).toBe(200);
    expect((await submitDeck(ann, eventId, 'Ann', '3 Battlefly Swarm\n2 Serra Paragon\n35 Swamp')).statusCode).toBe(200);

    // Ben's sheet is about the pool he plays: Ann's, verified by him.
    const bens = await sheet(ben, eventId);
    const lines = pdfLines(bens);
    expect(lines).toContain('Ben | 6 × Dominaria United (DMU) · pools of 84 cards');
    expect(lines).toContain('Ann | Ben · differences: Serra Paragon -1');
    expect(countsOf(bens, 'Serra Paragon')).toBe('2 / 1');
    expect(countsOf(bens, 'Academy Wall')).toBe('3 / 2');
    expect(countsOf(bens, 'Island')).toBe('37');
    expect(countsOf(bens, 'Battlefly Swarm')).toBeUndefined();

    // Ann's: Ben's pool, not verified yet; the cards her deck plays that it lacks are listed apart.
    const anns = await sheet(owner, eventId, `?user_id=${ann.userId}`);
    expect(pdfLines(anns)).toContain('Ben | Ann · not verified yet');
    expect(countsOf(anns, 'Battlefly Swarm')).toBe('4 / 3');
    expect(pdfTexts(anns).map((text) => text.text)).toContain('In the deck, not in the pool');
    expect(countsOf(anns, 'Serra Paragon')).toBe('0 / 2');

    const all = (await owner.get(`/api/events/${eventId}/pools/registration-sheets`)).rawPayload;
    expect(pdfPageCount(all)).toBe(2);
    expect(pdfLines(all, 1)).toContain('Ben | Ann · not verified yet');
    expect(pdfLines(all, 2)).toContain('Ann | Ben · differences: Serra Paragon -1');

    // Ann leaves: her sheet goes; the pool she registered stays on Ben's.
    expect((await owner.delete(`/api/events/${eventId}/users`, { user_id: ann.userId })).statusCode).toBe(200);
    expect((await ann.get(`/api/events/${eventId}/pool/registration-sheet`)).statusCode).toBe(404);
    expect(pdfLines(await sheet(ben, eventId))).toContain('Ann | Ben · differences: Serra Paragon -1');
    const left = (await owner.get(`/api/events/${eventId}/pools/registration-sheets`)).rawPayload;
    expect(pdfLines(left, 1)).toContain('Ann | Ben · differences: Serra Paragon -1');
    expect(pdfLines(left, 2)).toContain('(left the event) | 6 × Dominaria United (DMU) · pools of 84 cards');
  });

  it('has no sheets in an event that registers no pools', async () => {
    const owner = await t.signedIn(nextEmail('owner'));
    const plain = (await owner.post('/api/events', { event_name: 'Draft night', format: 'limited', event_date: TODAY })).json() as { event_id: string };
    const player = await t.signedIn(nextEmail('player'));
    expect((await player.get(`/api/events/${plain.event_id}/pool/registration-sheet`)).statusCode).toBe(404);
    expect((await owner.get(`/api/events/${plain.event_id}/pools/registration-sheets`)).json()).toMatchObject({ code: 'no_pools_here' });
    expect((await owner.get('/api/events/zzzzzz/pools/registration-sheets')).statusCode).toBe(404);
  });
});
