// A Sealed event on phones: the organiser sets it up with its boosters, a player registers the 84-card pool
// they opened by tapping the set list, keeps what they entered through a reload and a failed request, and
// the organiser then finds the set-up fixed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../helpers/axe';
import { apiPost, createTimerTournament, today } from '../helpers/api';
import { PHONE, newContext, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';


interface SetCard {
  name: string;
  rarity: string;
  colour: string | null;
}

/** A plausible Dominaria United pool from the set list the app serves: 6 rares, 18 uncommons, 30 commons twice. */
const RARITY = { R: 'Rare', U: 'Uncommon', C: 'Common' } as const;

async function dmuPool(page: Page, origin: string): Promise<{ name: string; count: number; rarity: string }[]> {
  const set = (await (await page.request.get(`${origin}/api/sets/DMU`)).json()) as { cards: SetCard[] };
  const basics = /^(plains|island|swamp|mountain|forest)$/i;
  const distinct = (rarity: string) => [...new Set(set.cards.filter((card) => card.rarity === rarity && !basics.test(card.name)).map((card) => card.name))];
  return [
    ...distinct('R').slice(0, 6).map((name) => ({ name, count: 1, rarity: RARITY.R })),
    ...distinct('U').slice(0, 18).map((name) => ({ name, count: 1, rarity: RARITY.U })),
    ...distinct('C').slice(0, 30).map((name) => ({ name, count: 2, rarity: RARITY.C })),
  ];
}

describe('Limited events', () => {
  const running = useServerAndBrowser();

  it('an organiser sets up a Sealed event at 360 px, and a player registers an 84-card pool by tapping the set list', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'sealed.owner@example.com');
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);

    // The organiser creates the event: Limited, Sealed, six boosters of Dominaria United.
    await owner.goto('/e/new');
    await owner.getByLabel('Tournament name').fill('Sealed RCQ');
    await owner.getByLabel('Format').selectOption('limited');
    await owner.getByRole('radio', { name: 'Sealed' }).waitFor();
    expect(await owner.getByRole('radio', { name: 'Sealed' }).isChecked()).toBe(true);
    await owner.getByLabel('Set 1').selectOption('DMU');
    await owner.getByText('The boosters give 84 cards (basic lands aside).', { exact: false }).waitFor();
    expect(await owner.getByLabel('Boosters').inputValue()).toBe('6');
    expect(await sidewaysScroll(owner), 'the create form scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    await owner.getByRole('button', { name: 'Create Tournament' }).click();
    await owner.waitForURL(/\/e\/(?!new$)[a-z0-9]+$/);
    const eventId = owner.url().split('/').pop()!;
    const setup = owner.getByRole('heading', { name: 'Sets and boosters' });
    await setup.waitFor();
    await owner.getByText('Sealed · 6 × Dominaria United · pools of 84 cards').waitFor();

    // With a round timer linked, one click starts the pool registration's 20 minutes on the hall's screens.
    const { tournamentId } = await createTimerTournament(ownerContext, origin, 'Sealed RCQ clocks', []);
    await apiPost(ownerContext, origin, `/api/events/${eventId}`, { timer_tournament_id: tournamentId });
    await owner.getByRole('button', { name: 'Start “Pool registration” (20 min)' }).click();
    await owner.getByText('✓ “Pool registration” is running on the round timer.').waitFor();
    const timer = await (await owner.request.get(`${origin}/api/timers/${tournamentId}`)).json();
    expect(timer.clocks).toMatchObject([{ clock_name: 'Pool registration', duration_seconds: 1200, is_running: true }]);

    // The player opens the event and registers their pool with the set list.
    const playerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(playerContext, running.server, 'sealed.player@example.com');
    const player = await playerContext.newPage();
    const playerErrors = watchErrors(player);
    const pool = await dmuPool(player, origin);
    expect(pool.reduce((sum, card) => sum + card.count, 0)).toBe(84);
    await player.goto(`/e/${eventId}`);
    await player.getByRole('link', { name: 'Register your pool' }).click();
    await player.getByRole('heading', { name: 'Register your pool' }).waitFor();
    await player.getByLabel('Player name').fill('Sam Sealed');

    let taps = 0;
    for (const [i, card] of pool.entries()) {
      for (let copy = 0; copy < card.count; copy++) {
        await player.getByRole('button', { name: `${card.name} (${card.rarity}): add one (${copy} in the pool)`, exact: true }).click();
        taps++;
      }
      // Halfway, the phone drops the tab: what was entered is still there.
      if (i === 20) {
        await player.reload();
        await player.getByRole('button', { name: `${card.name} (${card.rarity}): add one (${card.count} in the pool)`, exact: true }).waitFor();
      }
    }
    const bar = player.getByRole('group', { name: 'Your pool' });
    await expect.poll(() => bar.textContent()).toContain('84 of 84 cards ✓');
    expect(await bar.textContent()).toContain('6 rares and mythics (at most 6)');
    // One tap per card with the set list (the goal is at most two).
    expect(taps / 84).toBeLessThanOrEqual(2);
    expect(await sidewaysScroll(player), 'the pool page scrolls sideways at 360 px').toBeLessThanOrEqual(0);

    // A search narrows the list as one types, and − takes a copy away.
    const searched = pool[7]!.name;
    const searchedRarity = pool[7]!.rarity;
    await player.getByLabel('Find a card').fill(searched.slice(0, 6));
    await player.getByRole('button', { name: `Take one ${searched} away` }).click();
    await expect.poll(() => bar.textContent()).toContain('83 of 84 cards');
    await player.getByRole('button', { name: `${searched} (${searchedRarity}): add one (0 in the pool)` }).click();
    await player.getByLabel('Find a card').fill('');

    // The first registration fails on the way (the network): nothing entered is lost, and it goes through after.
    await player.route('**/api/events/*/pool', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await player.getByRole('button', { name: 'Register pool' }).click();
    await player.getByRole('alert').first().waitFor();
    await expect.poll(() => bar.textContent()).toContain('84 of 84 cards ✓');
    await player.unroute('**/api/events/*/pool');
    await player.getByRole('button', { name: 'Register pool' }).click();
    await player.getByText(/✓ Registered .* \(1 time in all\)\./).waitFor();

    // The event page says so; the player submits a deck built from the pool and sees it checked against it.
    await player.getByRole('link', { name: '← Back to the event' }).click();
    await player.getByText(/84 cards registered/).waitFor();
    const deck = [...pool.slice(0, 23).map((card) => `1 ${card.name}`), '9 Plains', '8 Island'].join('\n');
    await player.getByLabel('Player Name').fill('Sam Sealed');
    await player.getByRole('textbox', { name: 'Decklist', exact: true }).fill(deck);
    await player.getByRole('button', { name: 'Submit Decklist' }).click();
    await player.getByText('✓ Every card of the main deck (40 cards) is in the pool, basic lands aside.').waitFor();
    await player.getByText('Sideboard (the rest of the pool): 61 cards.').waitFor();
    await owner.reload();
    await owner.getByText(/Fixed since the first pool was registered/).waitFor();
    expect(await owner.getByRole('button', { name: 'Change sets and boosters' }).count()).toBe(0);
    await owner.getByRole('list', { name: 'Registered pools' }).getByRole('link', { name: 'Sam Sealed' }).click();
    await owner.getByRole('heading', { name: 'Pool of Sam Sealed' }).waitFor();
    await expect.poll(() => owner.getByRole('group', { name: 'Your pool' }).textContent()).toContain('84 of 84 cards ✓');
    // From the player's pool the organisers open the player's deck builder: it starts from the deck submitted with the form.
    await owner.getByRole('link', { name: 'Build the deck of Sam Sealed' }).click();
    await owner.getByRole('heading', { name: 'Deck of Sam Sealed' }).waitFor();
    await expect.poll(() => owner.getByRole('group', { name: 'Your deck' }).textContent()).toContain('40 of 40 cards ✓');
    await owner.getByText('✓ This deck is submitted.').waitFor();

    expect(playerErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('a player pastes a pool exported from an app, and a judge sees what to look at', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'paste.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(ownerContext, origin, '/api/events', {
      event_name: 'Draft night',
      format: 'limited',
      event_date: today(),
      limited: { kind: 'draft', product: [{ set_code: 'DMU', boosters: 3 }] },
    });
    const playerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(playerContext, running.server, 'paste.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await player.goto(`/e/${eventId}/pool`);
    await player.getByLabel('Player name').fill('Pat Paste');
    await player.getByText('Paste a list instead').click();
    await player.getByLabel('Pool as a list').fill('Deck\n2 Serra Paragon (DMU) 32\n1 Lightning Bolt\n3 Plains\n\nSideboard\n1 Shivan Devastator');
    await player.getByRole('button', { name: 'Use this list' }).click();
    const bar = player.getByRole('group', { name: 'Your pool' });
    await expect.poll(() => bar.textContent()).toContain('4 of 42 cards');
    await player.getByRole('status').getByText('3 basic lands were left out: they are not part of the pool.').waitFor();
    await player.getByRole('heading', { name: 'Cards not in the set list' }).waitFor();
    // A Draft's registration goes on to the deck, but a pool with something for a judge to look at stays to show it.
    await player.getByRole('button', { name: 'Register and build the deck' }).click();
    const warnings = player.getByRole('status').filter({ hasText: 'For a judge to look at' });
    await warnings.getByText('Lightning Bolt is not in DMU.').waitFor();
    await warnings.getByText('The pool has 4 cards; 42 are expected.').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('a swap with four players: one reports a missing card, a judge corrects the pool, at 360 px', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'swap.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(ownerContext, origin, '/api/events', {
      event_name: 'Sealed swap',
      format: 'limited',
      event_date: today(),
      limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] },
    });
    await apiPost(ownerContext, origin, `/api/events/${eventId}/users`, { player_name: 'Jo Judge', email: 'swap.judge@example.com' });
    const names = ['Ana', 'Ben', 'Cleo', 'Dev'];
    const players = [];
    for (const [i, name] of names.entries()) {
      const context = await newContext(running.browser, origin, PHONE);
      const { user_id } = await signInContext(context, running.server, `swap.${name.toLowerCase()}@example.com`);
      await apiPost(context, origin, `/api/events/${eventId}/pool`, { player_name: name, pool_text: `${i + 1} Serra Paragon\n2 Academy Wall` });
      players.push({ name, context, userId: user_id });
    }

    // The owner swaps the pools from the management view by table pairs: Ana and Ben sit at one table; Cleo and
    // Dev, outside the pairs, are drawn among themselves. The pair survives a reload.
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`/e/${eventId}`);
    await owner.getByText('4 pools registered.', { exact: false }).waitFor();
    const pairs = owner.getByRole('region', { name: 'Swap by table pairs' });
    await pairs.getByLabel('Player').selectOption({ label: 'Ana' });
    await pairs.getByLabel('Swaps with').selectOption({ label: 'Ben' });
    await pairs.getByRole('button', { name: 'Add the pair' }).click();
    await owner.reload();
    await pairs.getByRole('button', { name: 'Remove the pair Ana and Ben' }).waitFor();
    expect(await pairs.getByLabel('Player').locator('option').allTextContents()).toEqual(['Choose a player', 'Cleo', 'Dev']);
    expect(await sidewaysScroll(owner), 'the management view scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    await pairs.getByRole('button', { name: 'Swap by these pairs' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Swap by these pairs' }).click();
    const table = owner.getByRole('table', { name: 'Who received whose pool' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await sidewaysScroll(owner), 'the management view scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    const swap = await (await owner.request.get(`${origin}/api/events/${eventId}/pool-swap`)).json();
    const receiverOf = new Map<string, string>(swap.entries.map((entry: { owner_id: string; receiver_id: string }) => [entry.owner_id, entry.receiver_id]));
    const [ana, ben, cleo, dev] = players.map((player) => player.userId);
    expect([receiverOf.get(ana!), receiverOf.get(ben!), receiverOf.get(cleo!), receiverOf.get(dev!)]).toEqual([ben, ana, dev, cleo]);

    // Every player verifies the pool they received; the one who received Ana's finds a Serra Paragon missing.
    for (const player of players) {
      const page = await player.context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/e/${eventId}`);
      await page.getByRole('link', { name: 'The pool you received' }).click();
      await page.getByRole('heading', { name: 'The pool you received' }).waitFor();
      const fromAna = receiverOf.get(players[0]!.userId) === player.userId;
      if (fromAna) {
        await page.getByRole('button', { name: 'Serra Paragon: one fewer found (1 found, 1 registered)' }).click();
        await page.getByRole('region', { name: 'Differences' }).getByText('Serra Paragon: 1 missing').waitFor();
        await page.getByRole('button', { name: 'Send the differences to the judges' }).click();
        await page.getByText(/⚠ You sent differences/).waitFor();
      } else {
        await page.getByRole('button', { name: 'Confirm: the pool is as registered' }).click();
        await page.getByText(/✓ You confirmed this pool/).waitFor();
      }
      expect(await sidewaysScroll(page), 'the received pool scrolls sideways at 360 px').toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await page.close();
    }

    // The judge sees the confirmations and the difference, and corrects Ana's pool with a note.
    const judgeContext = await newContext(running.browser, origin, PHONE);
    await signInContext(judgeContext, running.server, 'swap.judge@example.com');
    const judge = await judgeContext.newPage();
    const judgeErrors = watchErrors(judge);
    await judge.goto(`/e/${eventId}`);
    await judge.getByText('3 of 4 confirmed, 1 with differences.', { exact: false }).waitFor();
    await judge.getByRole('table', { name: 'Who received whose pool' }).getByText('Serra Paragon −1').waitFor();
    await judge.getByRole('link', { name: 'Pool of Ana' }).first().click();
    await judge.getByRole('heading', { name: 'Pool of Ana' }).waitFor();
    await judge.getByRole('button', { name: 'Serra Paragon (Mythic rare): add one (1 in the pool)' }).waitFor();
    await judge.getByRole('button', { name: 'Take one Serra Paragon away' }).click();
    await judge.getByLabel('Note with the correction').fill('One Serra Paragon was not in the pool');
    await judge.getByRole('button', { name: 'Register changes' }).click();
    await judge.getByText(/✓ Registered .* \(2 times in all\)\./).waitFor();
    const corrected = await (await judge.request.get(`${origin}/api/events/${eventId}/pool?user_id=${players[0]!.userId}`)).json();
    expect(corrected).toMatchObject({ total: 2, revisions: [{ by_organiser: true, note: 'One Serra Paragon was not in the pool' }, { by_organiser: false }] });

    // Ana's own change is refused now.
    const own = await players[0]!.context.request.post(`${origin}/api/events/${eventId}/pool`, { data: { player_name: 'Ana', pool_text: '9 Serra Paragon' }, headers: { origin } });
    expect(own.status()).toBe(409);
    expect(ownerErrors).toEqual([]);
    expect(judgeErrors).toEqual([]);
    await Promise.all([ownerContext.close(), judgeContext.close(), ...players.map((player) => player.context.close())]);
  });

  it('a player builds a 40-card deck from an 84-card pool with taps at 360 px, keeps it through a reload and submits it', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'build.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(ownerContext, origin, '/api/events', {
      event_name: 'Sealed build',
      format: 'limited',
      event_date: today(),
      limited: { kind: 'sealed', product: [{ set_code: 'DMU', boosters: 6 }] },
    });
    const playerContext = await newContext(running.browser, origin, PHONE);
    const { user_id: playerId } = await signInContext(playerContext, running.server, 'build.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    const pool = await dmuPool(player, origin);
    await apiPost(playerContext, origin, `/api/events/${eventId}/pool`, { player_name: 'Bo Builder', pool_text: pool.map((card) => `${card.count} ${card.name}`).join('\n') });

    // From the event page's pool card to the builder.
    await player.goto(`/e/${eventId}`);
    await player.getByText(/84 cards registered/).waitFor();
    await player.getByRole('link', { name: 'Build your deck' }).click();
    await player.getByRole('heading', { name: 'Build your deck' }).waitFor();
    const bar = player.getByRole('group', { name: 'Your deck' });
    await expect.poll(() => bar.textContent()).toContain('0 of 40 cards');
    expect(await bar.textContent()).toContain('84 cards in the sideboard');

    // 23 spells, one tap each (the six rares and 17 uncommons), then 17 basic lands; the tab is dropped halfway.
    const spells = pool.slice(0, 23);
    for (const [i, card] of spells.entries()) {
      await player.getByRole('button', { name: `${card.name} (${card.rarity}): one to the deck (0 in the deck, 1 in the sideboard)`, exact: true }).click();
      if (i === 11) {
        await expect.poll(() => bar.textContent()).toContain('12 of 40 cards');
        await player.reload();
        await player.getByRole('button', { name: `${card.name} (${card.rarity}): one to the deck (1 in the deck, 0 in the sideboard)`, exact: true }).waitFor();
        await expect.poll(() => bar.textContent()).toContain('12 of 40 cards');
      }
    }
    for (const [land, count] of [['Plains', 9], ['Island', 8]] as const) {
      for (let n = 0; n < count; n++) await player.getByRole('button', { name: `One ${land} more (${n} in the deck)`, exact: true }).click();
    }
    // A copy put back and taken again: − and a tap.
    await player.getByRole('button', { name: `Put one ${spells[0]!.name} back in the sideboard` }).click();
    await expect.poll(() => bar.textContent()).toContain('39 of 40 cards');
    await player.getByRole('button', { name: `${spells[0]!.name} (${spells[0]!.rarity}): one to the deck (0 in the deck, 1 in the sideboard)`, exact: true }).click();
    await expect.poll(() => bar.textContent()).toContain('40 of 40 cards ✓');
    expect(await bar.textContent()).toContain('61 cards in the sideboard');
    expect(await sidewaysScroll(player), 'the deck builder scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(player)).toEqual([]);

    // Submitted as the player's decklist: the deck against the pool has nothing to say.
    await player.getByRole('button', { name: 'Submit this deck' }).click();
    await player.getByText('✓ This deck is submitted.').waitFor();
    await player.getByText('✓ Every card of the main deck (40 cards) is in the pool, basic lands aside.').waitFor();
    await player.getByText('Sideboard (the rest of the pool): 61 cards.').waitFor();
    const deck = await (await player.request.get(`${origin}/api/events/${eventId}/deck`)).json();
    const sideboard = pool.flatMap((card, i) => (i < 23 ? [] : [`${card.count} ${card.name}`]));
    expect(deck.player_name).toBe('Bo Builder');
    // The main deck's cards and the sideboard's in the pool page's order (by colour, rarest first), basic lands last.
    const [main, side] = (deck.decklist_text as string).split('\n\nSideboard\n').map((part) => part.split('\n'));
    expect(main!.slice(-2)).toEqual(['9 Plains', '8 Island']);
    expect(main!.slice(0, -2).sort()).toEqual(spells.map((card) => `1 ${card.name}`).sort());
    expect(side!.sort()).toEqual(sideboard.sort());
    expect((deck.deck_warnings as string[]).filter((warning) => /pool/i.test(warning))).toEqual([]);
    const check = await (await player.request.get(`${origin}/api/events/${eventId}/pool/deck-check`)).json();
    expect(check).toMatchObject({ main_total: 40, warnings: [] });

    // Opened again, the builder starts from the submitted deck, and the event page shows it.
    await player.reload();
    await expect.poll(() => bar.textContent()).toContain('40 of 40 cards ✓');
    await player.getByText('✓ This deck is submitted.').waitFor();
    await player.getByRole('link', { name: '← Back to the event' }).first().click();
    await player.getByText('✓ Every card of the main deck (40 cards) is in the pool, basic lands aside.').waitFor();

    // A deck check of the player: above the counting aid, the deck against its pool.
    const { checks } = await apiPost<{ checks: { check_id: string }[] }>(ownerContext, origin, `/api/events/${eventId}/deck-checks`, {
      round: 1,
      table_number: 4,
      user_ids: [playerId],
    });
    const judge = await ownerContext.newPage();
    const judgeErrors = watchErrors(judge);
    await judge.goto(`/e/${eventId}/deck-checks/${checks[0]!.check_id}`);
    await judge.getByRole('heading', { name: 'Deck against the pool' }).waitFor();
    await judge.getByText('Sideboard (the rest of the pool): 61 cards.').waitFor();
    await judge.getByRole('button', { name: 'Start check' }).waitFor();
    expect(await sidewaysScroll(judge), 'the deck check scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    expect(judgeErrors).toEqual([]);
    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });

  it('in a Draft, registering the drafted cards goes on to building the deck', async () => {
    const origin = running.server.url;
    const ownerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(ownerContext, running.server, 'draft.owner@example.com');
    const { event_id: eventId } = await apiPost<{ event_id: string }>(ownerContext, origin, '/api/events', {
      event_name: 'Draft and build',
      format: 'limited',
      event_date: today(),
      limited: { kind: 'draft', product: [{ set_code: 'DMU', boosters: 3 }], expected_pool_size: 3 },
    });
    const playerContext = await newContext(running.browser, origin, PHONE);
    await signInContext(playerContext, running.server, 'draft.player@example.com');
    const player = await playerContext.newPage();
    const errors = watchErrors(player);
    await player.goto(`/e/${eventId}/pool`);
    await player.getByLabel('Player name').fill('Dee Drafter');
    await player.getByText('Paste a list instead').click();
    await player.getByLabel('Pool as a list').fill('2 Academy Wall\n1 Serra Paragon');
    await player.getByRole('button', { name: 'Use this list' }).click();
    await player.getByRole('button', { name: 'Register and build the deck' }).click();
    await player.getByRole('heading', { name: 'Build your deck' }).waitFor();
    expect(player.url()).toMatch(new RegExp(`/e/${eventId}/pool/deck$`));
    await player.getByRole('button', { name: 'Serra Paragon (Mythic rare): one to the deck (0 in the deck, 1 in the sideboard)' }).click();
    await expect.poll(() => player.getByRole('group', { name: 'Your deck' }).textContent()).toContain('1 of 40 cards');
    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });
});
