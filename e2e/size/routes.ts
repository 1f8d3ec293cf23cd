import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiPost, createEvent, createTimerTournament, saveLibraryDeck, submitDeck } from '../helpers/api';
import { signInContext } from '../helpers/browser';
import type { RunningServer } from '../helpers/server';

const budgetsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/size-budgets.json');
/** kB (1000 bytes) as sent over the wire; the same file feeds the build's manifest report. */
export const BUDGETS = JSON.parse(fs.readFileSync(budgetsFile, 'utf8')) as { timerDisplayKb: number; routeKb: number; organiserManagementKb: number; organiserDeckKb: number };

/** Who opens the page: nobody signed in, the event's owner, a player without a deck, a player with one. */
export type Visitor = 'signed out' | 'owner' | 'newcomer' | 'player';

/** The data the routes are shown with, made through the API. */
export interface Scene {
  eventId: string;
  playerId: string;
  /** A player whose deck changed after the owner checked it. */
  changedPlayerId: string;
  libraryDeckId: string;
  tournamentId: string;
  /** A deck check of the player, begun by the owner, in an event linked to the timer tournament. */
  deckCheckId: string;
  /** A Sealed event (6 boosters of Dominaria United) where the player registered a pool. */
  limitedEventId: string;
  /** Cookies of each signed-in visitor. */
  sessions: Record<Exclude<Visitor, 'signed out'>, Awaited<ReturnType<BrowserContext['storageState']>>>;
}

const DECK = ['4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '48 Mountain', '', 'Sideboard', '4 Blood Moon'].join('\n');
/** A pool of Dominaria United with cards of several colours and rarities, one card of another set. */
const POOL = ['2 Serra Paragon', '1 Sheoldred, the Apocalypse', '3 Academy Wall', '2 Battlefly Swarm', '1 Lightning Bolt'].join('\n');
export const NAMES = { limitedEvent: 'Size Check Sealed', event: 'Size Check Modern', player: 'Sam Size', changer: 'Cara Changed', deck: 'Size Burn', timers: 'Size Check Timers', clock: 'Round 1' };
/** 14 more players (some with long names), so the player list is checked as a full event shows it. */
const EXTRA_PLAYERS = Array.from({ length: 14 }, (_, i) => (i % 3 === 0 ? `Maximilian Alexander Vandenberghe-Okonkwo ${i + 1}` : `Player ${i + 1}`));

/** An open event with one submitted deck, a saved library deck and a timer tournament with a running clock. */
export async function seedScene(server: RunningServer, browser: Browser): Promise<Scene> {
  const origin = server.url;
  const signedIn = async (email: string) => {
    const context = await browser.newContext({ baseURL: origin });
    const { user_id } = await signInContext(context, server, email);
    return { context, userId: user_id };
  };
  const owner = await signedIn('size.owner@example.com');
  const newcomer = await signedIn('size.newcomer@example.com');
  const player = await signedIn('size.player@example.com');
  const changer = await signedIn('size.changer@example.com');
  try {
    const eventId = await createEvent(owner.context, origin, NAMES.event);
    await submitDeck(player.context, origin, eventId, { player_name: NAMES.player, deck_name: NAMES.deck, decklist_text: DECK });
    // The player's list is published, for the public page of published lists.
    await apiPost(owner.context, origin, `/api/events/${eventId}`, { lists_may_be_published: true });
    await apiPost(player.context, origin, `/api/events/${eventId}/deck/publication-consent`, { agreed: true });
    await apiPost(owner.context, origin, `/api/events/${eventId}/publications`, { decks: [{ user_id: player.userId, placing: 1 }] });
    await submitDeck(changer.context, origin, eventId, { player_name: NAMES.changer, deck_name: NAMES.deck, decklist_text: DECK });
    await apiPost(owner.context, origin, `/api/events/${eventId}/deck/set-checked`, { user_id: changer.userId, is_checked: true });
    await submitDeck(changer.context, origin, eventId, { player_name: NAMES.changer, decklist_text: DECK.replace('4 Blood Moon', '2 Blood Moon\n2 Skullcrack') });
    // A hall's worth of players added by the organiser: a long list of rows, each with badges and 'Remove'.
    for (const name of EXTRA_PLAYERS) await apiPost(owner.context, origin, `/api/events/${eventId}/players`, { player_name: name });
    const libraryDeckId = await saveLibraryDeck(owner.context, origin, { deck_name: NAMES.deck, format: 'modern', decklist_text: DECK });
    const { tournamentId } = await createTimerTournament(owner.context, origin, NAMES.timers, [
      { clock_name: NAMES.clock, minutes: 50, running: true },
      { clock_name: 'Top 8', minutes: 50 },
    ]);
    await apiPost(owner.context, origin, `/api/timers/${tournamentId}/managers`, { user_email: 'size.newcomer@example.com', user_name: 'Nia Newcomer' });
    await apiPost(owner.context, origin, `/api/events/${eventId}`, { timer_tournament_id: tournamentId });
    const { checks } = await apiPost<{ checks: { check_id: string }[] }>(owner.context, origin, `/api/events/${eventId}/deck-checks`, {
      round: 1,
      table_number: 3,
      user_ids: [player.userId],
    });
    const deckCheckId = checks[0]!.check_id;
    await apiPost(owner.context, origin, `/api/events/${eventId}/deck-checks/${deckCheckId}/start`);
    const { event_id: limitedEventId } = await apiPost<{ event_id: string }>(owner.context, origin, '/api/events', {
      event_name: NAMES.limitedEvent,
      format: 'limited',
      event_date: new Date().toISOString().slice(0, 10),
      limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] },
    });
    await apiPost(player.context, origin, `/api/events/${limitedEventId}/pool`, { player_name: NAMES.player, pool_text: POOL });
    await apiPost(newcomer.context, origin, `/api/events/${limitedEventId}/pool`, { player_name: 'Nia Newcomer', pool_text: POOL });
    // Swapped: the player received the newcomer's pool, and the management view shows the swap.
    await apiPost(owner.context, origin, `/api/events/${limitedEventId}/pool-swap`, { mode: 'random' });
    return {
      limitedEventId,
      deckCheckId,
      eventId,
      playerId: player.userId,
      changedPlayerId: changer.userId,
      libraryDeckId,
      tournamentId,
      sessions: {
        owner: await owner.context.storageState(),
        newcomer: await newcomer.context.storageState(),
        player: await player.context.storageState(),
      },
    };
  } finally {
    await Promise.all([owner.context.close(), newcomer.context.close(), player.context.close(), changer.context.close()]);
  }
}

export interface SizeRoute {
  /** Route pattern and the state it is measured in. */
  name: string;
  path: (scene: Scene) => string;
  as: Visitor;
  budgetKb: number;
  /** Resolves once the page's main content, in that state, is visible (its texts worded by `say` in the page's language). */
  ready: (page: Page, say: Say) => Promise<unknown>;
}

/** An English text of the app as the page's language words it (data such as names stays as it is). */
export type Say = (english: string) => string;
export const inEnglish: Say = (english) => english;
type Find = (page: Page, say: Say) => Locator;

const visible = (...locators: Find[]) => (page: Page, say: Say) =>
  Promise.all(locators.map((locate) => locate(page, say).first().waitFor({ state: 'visible' })));
const text = (value: string, exact = false): Find => (page, say) => page.getByText(say(value), { exact });
/** A text of the data (a name), the same in every language. */
const data = (value: string): Find => (page) => page.getByText(value);
const heading = (name: string): Find => (page, say) => page.getByRole('heading', { name: say(name) });
const link = (name: string): Find => (page, say) => page.getByRole('link', { name: say(name) });
const label = (name: string): Find => (page, say) => page.getByLabel(say(name));
const checkedDeck: Find = (page, say) => page.getByRole('region', { name: say('Checked decklist') }).getByText('Lightning Bolt');
/** The format select, once the formats list has arrived. */
const formatsLoaded = (page: Page, say: Say) => page.getByLabel(say('Format')).locator('option', { hasText: 'Modern' }).first().waitFor({ state: 'attached' });
/** The login screen (e-mail first, then 'OR' and Google's button, which is configured for this check). */
const loginScreen = visible(label('Email'), text('OR', true));

const route = (name: string, kb: number, as: Visitor, to: SizeRoute['path'], ready: SizeRoute['ready']): SizeRoute => ({
  name,
  path: to,
  as,
  budgetKb: kb,
  ready,
});
const R = BUDGETS.routeKb;

/** Every route of docs/product.md (Pages) in the states users see it. */
export const ROUTES: SizeRoute[] = [
  route('/ (signed out)', R, 'signed out', () => '/', visible(heading('Register your decklist'), link('Log in'))),
  route('/ (signed in, event list)', R, 'owner', () => '/', visible(heading('Register your decklist'), link(NAMES.event))),
  route('/login', R, 'signed out', () => '/login', loginScreen),
  route('/login (signed in: account)', R, 'owner', () => '/login', visible(text('You are currently logged in.'))),
  route('/e/new', R, 'owner', () => '/e/new', async (page, say) => {
    await visible(label('Tournament Name'))(page, say);
    await formatsLoaded(page, say);
  }),
  route('/e/new (signed out: login screen)', R, 'signed out', () => '/e/new', loginScreen),
  route('/e/{id} (signed out: log in prompt)', R, 'signed out', (s) => `/e/${s.eventId}`, visible(link('Log in to Continue'))),
  route('/e/{id} (player, deck form)', R, 'newcomer', (s) => `/e/${s.eventId}`, visible((page, say) => page.getByRole('textbox', { name: say('Decklist'), exact: true }))),
  route('/e/{id} (player, deck submitted)', R, 'player', (s) => `/e/${s.eventId}`, async (page, say) => {
    await visible(text('Your decklist is submitted, and can be modified until the submission deadline.'))(page, say);
    await checkedDeck(page, say).first().waitFor();
  }),
  route('/e/{id} (owner, management)', BUDGETS.organiserManagementKb, 'owner', (s) => `/e/${s.eventId}`, visible(link(NAMES.player), text(`${2 + EXTRA_PLAYERS.length}/300`, true), (page, say) => page.getByRole('button', { name: say('Pick players') }))),
  route('/e/{id}/deck (player)', R, 'player', (s) => `/e/${s.eventId}/deck`, visible(checkedDeck)),
  route('/e/{id}/deck?id= (organiser)', BUDGETS.organiserDeckKb, 'owner', (s) => `/e/${s.eventId}/deck?id=${s.playerId}`, visible(link('← Back to Event'), checkedDeck)),
  route('/e/{id}/deck/print (player)', R, 'player', (s) => `/e/${s.eventId}/deck/print`, visible(text(NAMES.player), text('Lightning Bolt'))),
  route('/e/{id}/deck/print?id= (organiser)', R, 'owner', (s) => `/e/${s.eventId}/deck/print?id=${s.playerId}`, visible(text(NAMES.player), text('Lightning Bolt'))),
  route('/e/{id}/pool (player, registered pool)', R, 'player', (s) => `/e/${s.limitedEventId}/pool`, visible(heading('Register your pool'), (page) => page.getByText('Serra Paragon').first())),
  route('/e/{id}/pool/deck (player, building the deck from the pool received)', R, 'player', (s) => `/e/${s.limitedEventId}/pool/deck`, visible(heading('Build your deck'), (page) => page.getByText('Serra Paragon').first())),
  route('/e/{id}/missing (organiser, missing decklists sheet)', R, 'owner', (s) => `/e/${s.eventId}/missing`, visible(heading('Missing decklists'), (page, say) => page.getByRole('table', { name: say('Players without a decklist') }))),
  route('/e/{id}/lists (signed out, published decklists)', R, 'signed out', (s) => `/e/${s.eventId}/lists`, visible(heading(NAMES.event), data(NAMES.player))),
  route('/e/{id}/qr', R, 'signed out', (s) => `/e/${s.eventId}/qr`, visible(text('Scan to register your decklist'), (page) => page.getByRole('img'))),
  route('/e/{id}/sync/eventlink', R, 'owner', (s) => `/e/${s.eventId}/sync/eventlink`, visible(heading('Eventlink Sync'), text(NAMES.player))),
  route('/library', R, 'owner', () => '/library', visible(heading('Your saved decks'), text(NAMES.deck))),
  route('/library/deck (new)', R, 'owner', () => '/library/deck', async (page, say) => {
    await visible(link('← Back to Library'), label('Deck Name'))(page, say);
    await formatsLoaded(page, say);
  }),
  route('/library/deck/{id}', R, 'owner', (s) => `/library/deck/${s.libraryDeckId}`, visible(link('← Back to Library'), checkedDeck)),
  route('/multi/{hub}', R, 'owner', (s) => `/multi/size-hub?id=${s.eventId}`, visible(heading('size-hub'), link(NAMES.event))),
  route('/help/decklist', R, 'signed out', () => '/help/decklist', visible(heading('How to write a decklist'))),
  route('/help/privacy', R, 'signed out', () => '/help/privacy', visible(heading('Privacy policy'))),
  route('/help/terms-and-services', R, 'signed out', () => '/help/terms-and-services', visible(heading('Terms of service'))),
  route('/help/contribute', R, 'signed out', () => '/help/contribute', visible(heading('Contribute'))),
  route('/help/about', R, 'signed out', () => '/help/about', visible(heading('About Decklist'))),
  route('/tools', R, 'signed out', () => '/tools', visible(link('Tournament Timers'))),
  route('/timers (signed out)', R, 'signed out', () => '/timers', visible(text('Please log in to view your tournaments'))),
  route('/timers (signed in, list)', R, 'owner', () => '/timers', visible(link(NAMES.timers))),
  route('/timers/new', R, 'owner', () => '/timers/new', visible(label('Tournament Name'), (page, say) => page.getByRole('button', { name: say('Create Tournament Timer') }))),
  route('/timers/{id} (owner)', R, 'owner', (s) => `/timers/${s.tournamentId}`, visible((page, say) => page.getByText(`● ${say('Live')}`, { exact: true }), (page, say) => page.getByRole('region', { name: NAMES.clock }).getByText(say('Running'), { exact: true }))),
  route('/timers/{id}/view (signed out display)', BUDGETS.timerDisplayKb, 'signed out', (s) => `/timers/${s.tournamentId}/view`, visible(data(NAMES.clock), (page) => page.locator('.clock-time'))),
  route('/no-such-page (not found)', R, 'signed out', () => '/no-such-page', visible(heading('Page not found'))),
];

/**
 * States checked for accessibility (e2e/tests/accessibility.test.ts) but not measured: a deck changed since
 * its check loads the comparison's code (with the revisions') after the review, about 3 kB more.
 */
export const ACCESSIBILITY_ONLY_ROUTES: SizeRoute[] = [
  route('/e/{id} (owner, Limited event: sets and boosters, the swap)', R, 'owner', (s) => `/e/${s.limitedEventId}`, visible(heading('Sets and boosters'), (page, say) => page.getByRole('table', { name: say('Who received whose pool') }))),
  route('/e/{id}/pool/received (player, after the swap)', R, 'player', (s) => `/e/${s.limitedEventId}/pool/received`, visible(heading('The pool you received'), data('Serra Paragon'))),
  route('/e/{id} (player, Limited event: pool and deck form)', R, 'player', (s) => `/e/${s.limitedEventId}`, visible(heading('Your pool'), (page, say) => page.getByRole('textbox', { name: say('Decklist'), exact: true }))),
  route('/e/{id}/deck-checks/{check_id} (organiser counting)', R, 'owner', (s) => `/e/${s.eventId}/deck-checks/${s.deckCheckId}`, visible((page, say) => page.getByRole('button', { name: say('Record outcome') }))),
  route('/e/{id}/deck?id= (organiser, changed since checked)', R, 'owner', (s) => `/e/${s.eventId}/deck?id=${s.changedPlayerId}`, visible(checkedDeck, (page, say) => page.getByRole('list', { name: say('Added since checked') }))),
];

