import { countLines, countTotals, differences } from '@decklist/core/deck-checks';
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
const groupNames = (check: Check) => check.groups.map((group) => group.group_name);
const CHECKED_GROUPS = ['Hero', 'Weapons', 'Equipment', 'Red (pitch 1)', 'Yellow (pitch 2)', 'Blue (pitch 3)'];
const MINUTE = 60_000;

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
    expect(groupNames(first)).toEqual([...CHECKED_GROUPS, 'Name or pitch unclear']);
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

  it('a Road to Nationals player joins by the code, revises the list until the deadline refuses a late change, and both revisions read as the game’s', async () => {
    const owner = await t.signedIn('fab.rtn.owner@example.com');
    const player = await t.signedIn('fab.rtn.player@example.com');
    const eventId = (await owner.post('/api/events', { event_name: 'Road to Nationals', format: 'fab-cc', event_date: today() })).json().event_id as string;

    // The code as the organiser's badge shows it: the player looks the event up and joins by their first list.
    const byCode = `/api/events/${eventId.toUpperCase()}`;
    expect((await player.get(byCode)).json()).toMatchObject({ event_id: eventId, format_name: 'Flesh and Blood · Classic Constructed', role: null, player_count: 0 });
    const submit = (decklist_text: string) => player.post(`${byCode}/deck`, { player_name: 'Fay Blood', deck_name: 'Dori', decklist_text });
    expect((await submit(FLAWED)).statusCode).toBe(200);
    expect((await player.get(byCode)).json()).toMatchObject({ role: 'player', player_count: 1 });

    // A deadline half an hour away: the fixed list goes in before it, a change after it is refused.
    const deadline = new Date(t.clock.now() + 30 * MINUTE).toISOString();
    expect((await owner.post(`/api/events/${eventId}`, { submission_deadline: deadline })).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await submit(LEGAL)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    const late = await submit(arenaCardsExport());
    expect(late.statusCode).toBe(403);
    expect(late.json().detail).toContain(`Submissions closed at the submission deadline (${deadline})`);

    // Both submissions are revisions, newest first, each checked by the game's rules.
    type Revisions = { revisions: { revision_type: string; is_current: boolean; decklist: Check & { decklist_text: string } }[] };
    const { revisions } = (await player.get(`/api/events/${eventId}/deck/revisions`)).json() as Revisions;
    expect(revisions.map((r) => [r.revision_type, r.is_current, r.decklist.decklist_text])).toEqual([
      ['submitted', true, LEGAL],
      ['submitted', false, FLAWED],
    ]);
    expect(groupNames(revisions[0]!.decklist)).toEqual(CHECKED_GROUPS);
    expect(warned(revisions[0]!.decklist)).toEqual([]);
    expect(groupNames(revisions[1]!.decklist)).toEqual([...CHECKED_GROUPS, 'Name or pitch unclear']);
    expect(warned(revisions[1]!.decklist)).toEqual([
      ['Aether Spindle (red)', ['not_for_hero']],
      ['Sink Belw (blue)', ['unknown_card']],
    ]);
    expect((await owner.get(`/api/events/${eventId}/deck/revisions?user_id=${player.userId}`)).body).toBe(
      (await player.get(`/api/events/${eventId}/deck/revisions`)).body,
    );
  });

  it('in round 3 a judge draws the player for a deck check, counts the game’s list, and gives the table time on a round clock of the format’s length', async () => {
    const owner = await t.signedIn('fab.round.owner@example.com');
    const judge = await t.signedIn('fab.round.judge@example.com');
    const player = await t.signedIn('fab.round.player@example.com');
    const event = `/api/events/${(await owner.post('/api/events', { event_name: 'Road to Nationals', format: 'fab-cc', event_date: today() })).json().event_id}`;
    expect((await player.post(`${event}/deck`, { player_name: 'Fay Blood', deck_name: 'Dori', decklist_text: LEGAL })).statusCode).toBe(200);
    expect((await owner.post(`${event}/users`, { player_name: 'Jude', email: 'fab.round.judge@example.com' })).statusCode).toBe(200);

    // The organiser's round clocks, linked to the event: a new clock starts at the format's round, 55 minutes.
    const tournament = (await owner.post('/api/timers', { tournament_name: 'RTN clocks' })).json().tournament_id as string;
    expect((await owner.post(event, { timer_tournament_id: tournament })).statusCode).toBe(200);
    const { round_minutes } = (await owner.get(`/api/timers/${tournament}`)).json() as { round_minutes: number };
    expect(round_minutes).toBe(55);
    const added = await owner.post(`/api/timers/${tournament}/clocks`, { clock_name: 'Round 3', duration_seconds: round_minutes * 60 });
    expect(added.json()).toMatchObject({ duration_seconds: 55 * 60, ms_remaining: 55 * MINUTE });
    const clock = added.json().clock_id as string;

    const checks = `${event}/deck-checks`;
    const drawn = await judge.post(checks, { round: 3, table_number: 12, count: 1 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const [check] = drawn.json().checks as { check_id: string; player_user_id: string; player_name: string }[];
    expect(check).toMatchObject({ player_user_id: player.userId, player_name: 'Fay Blood' });
    expect((await judge.post(`${checks}/${check!.check_id}/start`)).statusCode).toBe(200);

    // The counting aid's lines, from the registered list as the judge reads it: the hero in neither total,
    // the weapon and equipment as the arena cards.
    const lines = countLines(((await judge.get(`${event}/deck?user_id=${check!.player_user_id}`)).json() as Check).groups, 'fab');
    expect(lines[0]).toMatchObject({ group: 'Hero', cardName: 'Dorinthea Ironsong', zone: 'other', registered: 1 });
    expect(lines.filter((line) => line.zone === 'side').map((line) => line.cardName)).toEqual(['Dawnblade', 'Arcanite Skullcap', "Fyendal's Spring Tunic"]);
    const asRegistered = Object.fromEntries(lines.map((line) => [line.key, line.registered]));
    expect(countTotals(lines, asRegistered)).toEqual({ main: { counted: 60, registered: 60 }, side: { counted: 3, registered: 3 } });
    const sinkBelow = lines.find((line) => line.cardName === 'Sink Below (red)')!;
    expect(differences(lines, { ...asRegistered, [sinkBelow.key]: 2 })).toEqual([sinkBelow]);

    // The deck matches; the check took time, given back to table 12 on the round's clock.
    const recorded = await judge.post(`${checks}/${check!.check_id}/result`, { outcome: 'matches', extension: { clock_id: clock, minutes: 4.5 } });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ outcome: 'matches', checked_by_name: 'Jude', table_number: 12, extension: { clock_id: clock, minutes: 4.5 } });
    expect((await judge.get(`${checks}/log`)).body).toContain('Round 3, table 12: Fay Blood\n');
    // A judge call at another table, straight on the clock; the hall's display reads both.
    expect((await owner.post(`/api/timers/${tournament}/clocks/${clock}/extensions`, { table_number: 7, minutes: 2, reason: 'judge call' })).statusCode).toBe(200);
    expect((await t.anonymous().get(`/api/timers/${tournament}`)).json().clocks).toEqual([
      expect.objectContaining({
        clock_name: 'Round 3',
        duration_seconds: 55 * 60,
        extensions: [
          { table_number: 7, minutes: 2, reason: 'judge call' },
          { table_number: 12, minutes: 4.5, reason: 'deck check' },
        ],
      }),
    ]);
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
