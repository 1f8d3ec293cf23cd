import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { DATABASE_KINDS } from './helpers/databases';
import { arenaCardsExport, flawedExport, weaponsLineExport } from './helpers/fab-lists';
import { pdfTexts } from './helpers/pdf';

/** As a deck builder exports it ('Weapons:' and 'Equipment:' lines), and the same with a typo and a Wizard card. */
const LEGAL = weaponsLineExport();
const FLAWED = flawedExport(LEGAL);

type Card = { quantity: number; card_name: string; warnings: string[]; warning_details: { code: string }[]; suggestions?: string[] };
type Check = { groups: { group_name: string; cards: Card[] }[]; deck_warnings: string[]; has_warnings: boolean };
const warned = (check: Check) =>
  check.groups.flatMap((group) => group.cards.filter((card) => card.warnings.length > 0).map((card) => [card.card_name, card.warning_details.map((d) => d.code)]));

describe.each(DATABASE_KINDS)('a Flesh and Blood event on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);

  it('lists Magic’s formats first as before, then Flesh and Blood’s, each with its game', async () => {
    const { formats } = (await t.anonymous().get('/api/events/formats')).json() as { formats: { format: string; game: string; decklist_style: string }[] };
    expect(formats.filter((f) => f.game === 'magic').map((f) => f.format)).toEqual(formats.slice(0, 11).map((f) => f.format));
    expect(formats.slice(0, 11).every((f) => f.decklist_style !== 'fab')).toBe(true);
    expect(formats.slice(11).map((f) => [f.format, f.game, f.decklist_style])).toEqual([
      ['fab-cc', 'fab', 'fab'],
      ['fab-sage', 'fab', 'fab'],
      ['fab-ll', 'fab', 'fab'],
      ['fab-sealed', 'fab', 'fab'],
      ['fab-draft', 'fab', 'fab'],
    ]);
  });

  it('a player submits a list with a typo and a card their hero cannot play, fixes both; the organiser reviews, downloads and prints it', async () => {
    const owner = await t.signedIn('fab.owner@example.com');
    const player = await t.signedIn('fab.player@example.com');
    const created = await owner.post('/api/events', { event_name: 'Road to Nationals', format: 'fab-cc', event_date: today() });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event_id as string;
    expect((await player.get(`/api/events/${eventId}`)).json()).toMatchObject({ format: 'fab-cc', format_name: 'Flesh and Blood · Classic Constructed', decklist_style: 'fab' });

    const submit = async (decklist_text: string) => {
      const saved = await player.post(`/api/events/${eventId}/deck`, { player_name: 'Fay Blood', deck_name: 'Dori', decklist_text });
      expect(saved.statusCode, saved.body).toBe(200);
      return (await player.get(`/api/events/${eventId}/deck`)).json() as Check;
    };
    const first = await submit(FLAWED);
    expect(first.groups.map((group) => group.group_name)).toEqual(['Hero', 'Weapons', 'Equipment', 'Red (pitch 1)', 'Yellow (pitch 2)', 'Blue (pitch 3)', 'Name or pitch unclear']);
    expect(warned(first)).toEqual([
      ['Aether Spindle (red)', ['not_for_hero']],
      ['Sink Belw (blue)', ['unknown_card']],
    ]);
    const typo = first.groups.flatMap((group) => group.cards).find((card) => card.card_name === 'Sink Belw (blue)')!;
    expect(typo.suggestions).toEqual(['Sink Below (blue)']);
    expect(first.has_warnings).toBe(true);

    expect(await submit(LEGAL)).toMatchObject({ has_warnings: false, deck_warnings: [] });

    // The organiser's list and review read the stored check.
    const decks = (await owner.get(`/api/events/${eventId}/decks`)).json() as { decks: { player_name: string; has_warnings: boolean }[] };
    expect(decks.decks).toEqual([expect.objectContaining({ player_name: 'Fay Blood', has_warnings: false })]);
    const review = (await owner.get(`/api/events/${eventId}/deck?user_id=${player.userId}`)).json() as Check;
    expect(review.groups[0]!.cards[0]).toMatchObject({ card_name: 'Dorinthea Ironsong', quantity: 1 });

    const download = await owner.get(`/api/events/${eventId}/decks/all`);
    expect(download.statusCode).toBe(200);
    // Written as the deck builders export a list (and read back as such).
    expect(download.body).toContain('Hero: Dorinthea Ironsong\n\nArena cards\n1x Dawnblade\n');
    expect(download.body).toContain('\n3x Sink Below (red)\n');

    const sheet = await owner.get(`/api/events/${eventId}/deck/registration-sheet?user_id=${player.userId}`);
    expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
    // The game's sheet: the hero and a GEM ID field, deck cards in the columns, arena cards where a sideboard would be.
    const texts = pdfTexts(sheet.rawPayload).map((piece) => piece.text);
    expect(texts).toEqual(expect.arrayContaining(['Fay Blood', 'HERO', 'Dorinthea Ironsong', 'GEM ID', 'Deck Cards:', 'Arena Cards (Weapons and Equipment):', 'Dawnblade', 'Sink Below (red)']));
    expect(texts).toEqual(expect.arrayContaining(['Total Number of Deck Cards:', '60', 'Total Number of Arena Cards:', '3']));
    expect(texts).not.toContain('Sideboard:');
  });

  it('publishes the lists on a page in the game’s words: its groups and counts, no mana cost, the deck builders’ export', async () => {
    const owner = await t.signedIn('fab.pub.owner@example.com');
    const created = await owner.post('/api/events', { event_name: 'Battle Hardened', format: 'fab-cc', event_date: today(), lists_may_be_published: true });
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().event_id as string;
    const chosen = [];
    for (const [i, decklist_text] of [arenaCardsExport(), LEGAL].entries()) {
      const player = await t.signedIn(`fab.pub.player${i}@example.com`);
      const saved = await player.post(`/api/events/${eventId}/deck`, { player_name: `Fay ${i + 1}`, deck_name: 'Dori', decklist_text });
      expect(saved.statusCode, saved.body).toBe(200);
      chosen.push({ user_id: player.userId, placing: i + 1 });
    }
    expect((await owner.post(`/api/events/${eventId}/publications`, { decks: chosen })).statusCode).toBe(200);

    const page = await t.anonymous().get(`/e/${eventId}/lists`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('a Flesh and Blood · Classic Constructed tournament');
    for (const caption of ['Hero (1)', 'Weapons (1)', 'Equipment (2)', 'Red (pitch 1) (24)', 'Yellow (pitch 2) (18)', 'Blue (pitch 3) (18)']) {
      expect(html.split(`<caption>${caption}</caption>`)).toHaveLength(3);
    }
    expect(html.split('Deck: 60 · Arena cards: 3')).toHaveLength(3);
    expect(html).toContain('<thead><tr><th scope="col" class="qty">Qty</th><th scope="col">Card</th></tr></thead>');
    expect(html).not.toMatch(/Mana cost|class="mana"|Arena and MTGO|Sideboard|Main:|Side:/);
    expect(html.split('<summary>Text export (Fabrary and FaBDB)</summary>')).toHaveLength(3);
    expect(html).toContain('Hero: Dorinthea Ironsong\n\nArena cards\n1x Dawnblade\n');

    const german = (await t.anonymous().get(`/e/${eventId}/lists?lang=de`)).body;
    expect(german).toContain('<caption>Held (1)</caption>');
    expect(german).toContain('<caption>Rot (Pitch 1) (24)</caption>');
    expect(german).toContain('Deck: 60 · Arenakarten: 3');
    expect(german).toContain('<summary>Textexport (Fabrary und FaBDB)</summary>');
    expect(german).not.toMatch(/Manakosten|Arena und MTGO/);
  });

  it('library decks are checked by their format’s game, and a deck is offered for import only in events of its format', async () => {
    const owner = await t.signedIn('fab.lib.owner@example.com');
    const player = await t.signedIn('fab.lib.player@example.com');
    const saved = await player.post('/api/decks/library', { deck_name: 'Dori', format: 'fab-cc', decklist_text: FLAWED });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ format: 'fab-cc', format_name: 'Flesh and Blood · Classic Constructed' });
    expect(warned(saved.json() as Check)).toEqual([
      ['Aether Spindle (red)', ['not_for_hero']],
      ['Sink Belw (blue)', ['unknown_card']],
    ]);

    const made = async (format: string) => (await owner.post('/api/events', { event_name: format, format, event_date: today() })).json().event_id as string;
    const [earlier, fab, modern] = [await made('fab-cc'), await made('fab-cc'), await made('modern')];
    await player.post(`/api/events/${earlier}/deck`, { player_name: 'Fay Blood', decklist_text: LEGAL });
    const importable = async (eventId: string) => ((await player.get(`/api/events/${eventId}/deck/imports`)).json() as { decks: { event_id: string }[] }).decks;
    expect((await importable(fab)).map((deck) => deck.event_id)).toEqual([earlier]);
    expect(await importable(modern)).toEqual([]);
  });
});
