// A Sealed event on phones: the organiser sets it up with its boosters, a player registers the 84-card pool
// they opened by tapping the set list, keeps what they entered through a reload and a failed request, and
// the organiser then finds the set-up fixed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, createTimerTournament, today } from '../helpers/api';
import { PHONE, newContext, sidewaysScroll, signInContext, watchErrors } from '../helpers/browser';
import { useServerAndBrowser } from '../helpers/journey';

interface SetCard {
  name: string;
  rarity: string;
  colour: string | null;
}

/** A plausible Dominaria United pool from the set list the app serves: 6 rares, 18 uncommons, 30 commons twice. */
async function dmuPool(page: Page, origin: string): Promise<{ name: string; count: number }[]> {
  const set = (await (await page.request.get(`${origin}/api/sets/DMU`)).json()) as { cards: SetCard[] };
  const basics = /^(plains|island|swamp|mountain|forest)$/i;
  const distinct = (rarity: string) => [...new Set(set.cards.filter((card) => card.rarity === rarity && !basics.test(card.name)).map((card) => card.name))];
  return [
    ...distinct('R').slice(0, 6).map((name) => ({ name, count: 1 })),
    ...distinct('U').slice(0, 18).map((name) => ({ name, count: 1 })),
    ...distinct('C').slice(0, 30).map((name) => ({ name, count: 2 })),
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
        await player.getByRole('button', { name: `${card.name}: add one (${copy} in the pool)`, exact: true }).click();
        taps++;
      }
      // Halfway, the phone drops the tab: what was entered is still there.
      if (i === 20) {
        await player.reload();
        await player.getByRole('button', { name: `${card.name}: add one (${card.count} in the pool)`, exact: true }).waitFor();
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
    await player.getByLabel('Find a card').fill(searched.slice(0, 6));
    await player.getByRole('button', { name: `Take one ${searched} away` }).click();
    await expect.poll(() => bar.textContent()).toContain('83 of 84 cards');
    await player.getByRole('button', { name: `${searched}: add one (0 in the pool)` }).click();
    await player.getByLabel('Find a card').fill('');

    // The first registration fails on the way (the network): nothing entered is lost, and it goes through after.
    await player.route('**/api/events/*/pool', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await player.getByRole('button', { name: 'Register pool' }).click();
    await player.getByRole('alert').first().waitFor();
    await expect.poll(() => bar.textContent()).toContain('84 of 84 cards ✓');
    await player.unroute('**/api/events/*/pool');
    await player.getByRole('button', { name: 'Register pool' }).click();
    await player.getByText(/✓ Registered .* \(1 times in all\)\./).waitFor();

    // The event page says so; the organiser sees the set-up fixed and the pool in the player list.
    await player.getByRole('link', { name: '← Back to the event' }).click();
    await player.getByText(/84 cards registered/).waitFor();
    await owner.reload();
    await owner.getByText(/Fixed since the first pool was registered/).waitFor();
    expect(await owner.getByRole('button', { name: 'Change sets and boosters' }).count()).toBe(0);
    await owner.getByRole('link', { name: 'Pool of Sam Sealed' }).click();
    await owner.getByRole('heading', { name: 'Pool of Sam Sealed' }).waitFor();
    await expect.poll(() => owner.getByRole('group', { name: 'Your pool' }).textContent()).toContain('84 of 84 cards ✓');

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
    await player.getByRole('button', { name: 'Register pool' }).click();
    const warnings = player.getByRole('status').filter({ hasText: 'For a judge to look at' });
    await warnings.getByText('Lightning Bolt is not in DMU.').waitFor();
    await warnings.getByText('The pool has 4 cards; 42 are expected.').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([ownerContext.close(), playerContext.close()]);
  });
});
