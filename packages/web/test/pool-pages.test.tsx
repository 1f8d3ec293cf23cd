import type { DeckPoolCheckResponse, EventDetails, MeResponse, PoolResponse, PoolSwapResponse, ReceivedPoolResponse, SetResponse } from '@decklist/core/api';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
// The components under test (one place to re-point if they move).
import { LimitedEventParts } from '../src/app/routes/LimitedEventParts';
import { DeckAgainstPool } from '../src/features/pools/DeckAgainstPool';
import { DeckBuilderPage } from '../src/features/pools/DeckBuilderPage';
import { PoolPage } from '../src/features/pools/PoolPage';
import { PoolSwapSection } from '../src/features/pools/PoolSwapSection';
import { ReceivedPoolPage } from '../src/features/pools/ReceivedPoolPage';
import { aPlayer, anEvent, json, problem, renderWithApp, stubServer, type FakeServer } from './helpers';

const ME: MeResponse = { authorized: true, email: 'ana@example.com', user_id: 'player-1', userId: 'player-1', session_id: 's1', sessionId: 's1', name: 'Ana' };

const SEALED: EventDetails = anEvent({
  format: 'limited',
  format_name: 'Limited',
  limited: {
    kind: 'sealed',
    product: [{ set_code: 'DMU', set_name: 'Dominaria United', boosters: 6 }],
    expected_pool_size: 84,
    boosters_pool_size: 84,
    most_rares: 6,
    pool_size_set_by_organiser: false,
    first_pool_at: null,
  },
});

const DMU: SetResponse = {
  code: 'DMU',
  name: 'Dominaria United',
  released: '2022-09-09',
  complete: true,
  booster: { cards: 14, rare_slots: 1 },
  card_count: 4,
  cards: [
    { number: '1', rarity: 'C', name: 'Argivian Cavalier', colour: 'W' },
    { number: '2', rarity: 'M', name: 'Serra Paragon', colour: 'W' },
    { number: '3', rarity: 'C', name: 'Academy Wall', colour: 'U' },
    { number: '4', rarity: 'R', name: 'Ajani, Sleeper Agent', colour: 'M' },
  ],
};

/** Ana's pool as registered: one Serra Paragon and two Academy Walls. */
const POOL: PoolResponse = {
  event_id: 'fnm42',
  user_id: 'player-1',
  player_name: 'Ana',
  pool_text: '1 Serra Paragon\n2 Academy Wall',
  groups: [
    { colour: 'W', cards: [{ card_name: 'Serra Paragon', count: 1, set_code: 'DMU', number: '2', rarity: 'M' }] },
    { colour: 'U', cards: [{ card_name: 'Academy Wall', count: 2, set_code: 'DMU', number: '3', rarity: 'C' }] },
  ],
  total: 3,
  expected_size: 84,
  warnings: [],
  warning_details: [],
  updated_at: '2031-05-16T18:05:00.000Z',
  revisions: [{ created_at: '2031-05-16T18:05:00.000Z', total: 3, by_organiser: false, note: '' }],
  swapped: false,
};

const rateLimited = () => problem(429, { title: 'Too many requests', detail: 'Too many requests.', code: 'read_rate_limited' });

/** The server of a player's pool pages; `pool` and `deck` answer as the test says at the time of each request. */
function poolServer(answers: { pool: () => Response; deck?: () => Response }): FakeServer {
  return stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', '/api/events/fnm42', () => json(SEALED))
    .on('GET', '/api/sets/DMU', () => json(DMU))
    .on('GET', '/api/events/fnm42/pool', () => answers.pool())
    .on('GET', '/api/events/fnm42/deck', () => (answers.deck ?? (() => problem(404, { title: 'Not found', detail: 'No deck.' })))())
    .on('GET', '/api/events/fnm42/pool/deck-check', () => problem(404, { title: 'Not found', detail: 'No deck.' }));
}

const renderPage = (path: string) =>
  renderWithApp(
    <>
      <Route path="/e/:eventId/pool">
        <PoolPage />
      </Route>
      <Route path="/e/:eventId/pool/deck">
        <DeckBuilderPage />
      </Route>
    </>,
    { path },
  );

const REFRESH_FAILED = "Couldn't refresh this page: it shows what was last loaded.";

beforeEach(() => localStorage.clear());

describe('the pool page', () => {
  it('keeps the page and the counts entered when a refresh fails, says so, and refreshes again on Retry', async () => {
    let pool = () => problem(404, { title: 'Not found', detail: 'No pool.' });
    poolServer({ pool: () => pool() });
    const { user, queryClient } = renderPage('/e/fnm42/pool');
    await user.click(await screen.findByRole('button', { name: 'Serra Paragon (Mythic rare): add one (0 in the pool)' }));
    expect(within(screen.getByRole('group', { name: 'Your pool' })).getByText('1 of 84 cards')).toBeInTheDocument();

    pool = rateLimited;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register your pool' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Serra Paragon (Mythic rare): add one (1 in the pool)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your pool' })).getByText('1 of 84 cards')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    pool = () => problem(404, { title: 'Not found', detail: 'No pool.' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.poll(() => screen.queryByText(REFRESH_FAILED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Serra Paragon (Mythic rare): add one (1 in the pool)' })).toBeInTheDocument();
  });

  it('shows the error and Retry instead of the page when its first load fails', async () => {
    let pool = rateLimited;
    poolServer({ pool: () => pool() });
    const { user } = renderPage('/e/fnm42/pool');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Register your pool' })).not.toBeInTheDocument();

    pool = () => json(POOL);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Register your pool' })).toBeInTheDocument();
  });

  it('counts the registrations with a plural', async () => {
    poolServer({ pool: () => json(POOL) });
    renderPage('/e/fnm42/pool');
    expect(await screen.findByText(/✓ Registered .* \(1 time in all\)\./)).toBeInTheDocument();
  });
});

describe('the deck builder', () => {
  it('keeps the builder and the deck being built when a refresh fails', async () => {
    let deck = () => problem(404, { title: 'Not found', detail: 'No deck.' });
    poolServer({ pool: () => json(POOL), deck: () => deck() });
    const { user, queryClient } = renderPage('/e/fnm42/pool/deck');
    await user.click(await screen.findByRole('button', { name: 'Serra Paragon (Mythic rare): one to the deck (0 in the deck, 1 in the sideboard)' }));

    deck = rateLimited;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Build your deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Serra Paragon (Mythic rare): one to the deck (1 in the deck, 0 in the sideboard)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your deck' })).getByText('1 of 40 cards')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the five basic lands in any number, and Wastes and snow-covered basics only as the pool has them', async () => {
    const land = (card_name: string, count: number) => ({ card_name, count, set_code: 'KHM', number: '1', rarity: 'L' as const });
    const lands = { colour: 'L' as const, cards: [land('Snow-Covered Island', 2), land('Wastes', 1)] };
    poolServer({ pool: () => json({ ...POOL, groups: [...POOL.groups, lands], total: 6 }) });
    const { user } = renderPage('/e/fnm42/pool/deck');
    const basics = within(await screen.findByRole('region', { name: 'Basic lands' }));
    expect(basics.getAllByRole('button', { name: /more/ }).map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((basic) => `One ${basic} more (0 in the deck)`),
    );
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: /^Snow-Covered Island \(Land\): one to the deck/ }));
    expect(screen.getByRole('button', { name: 'Snow-Covered Island (Land): one to the deck (2 in the deck, 0 in the sideboard)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wastes (Land): one to the deck (0 in the deck, 1 in the sideboard)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your deck' })).getByText('2 of 40 cards')).toBeInTheDocument();
  });

  it('shows the error and Retry instead of the builder when its first load fails', async () => {
    poolServer({ pool: rateLimited });
    renderPage('/e/fnm42/pool/deck');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Build your deck' })).not.toBeInTheDocument();
  });
});

describe('the pool received in a swap', () => {
  it('keeps the counts found when a refresh fails', async () => {
    const pool: ReceivedPoolResponse = { ...POOL, swapped: true, owner_name: 'Ben', verification: null };
    let answer = () => json(pool);
    stubServer()
      .on('GET', '/api/me', () => json(ME))
      .on('GET', '/api/events/fnm42/pool/received', () => answer());
    const { user, queryClient } = renderWithApp(
      <Route path="/e/:eventId/pool/received">
        <ReceivedPoolPage />
      </Route>,
      { path: '/e/fnm42/pool/received' },
    );
    await user.click(await screen.findByRole('button', { name: 'Academy Wall: one fewer found (2 found, 2 registered)' }));

    answer = rateLimited;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Academy Wall: one fewer found (1 found, 2 registered)' })).toBeInTheDocument();
    expect(screen.getByText('Academy Wall: 1 missing')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("a Limited event's page", () => {
  it("has 'Build your deck' once for a player with a registered pool", async () => {
    poolServer({ pool: () => json(POOL) });
    renderWithApp(
      <LimitedEventParts event={SEALED}>
        <p>The deck form</p>
      </LimitedEventParts>,
      { path: '/e/fnm42' },
    );
    await screen.findByText(/3 cards registered/);
    await screen.findByText('The deck form');
    expect(screen.getAllByRole('link', { name: /build/i }).map((link) => link.textContent)).toEqual(['Build your deck']);
  });

  it('lists the registered pools with their cards counted in the plural', async () => {
    const entry = (n: number, total: number): PoolSwapResponse['entries'][number] => ({
      owner_id: aPlayer(n).user_id,
      owner_name: `Player ${n}`,
      receiver_id: null,
      receiver_name: null,
      total,
      verification: null,
    });
    let swap: PoolSwapResponse = { swapped_at: null, entries: [entry(1, 1)] };
    stubServer()
      .on('GET', '/api/me', () => json({ ...ME, user_id: 'owner-1', userId: 'owner-1' }))
      .on('GET', '/api/events/fnm42/pool-swap', () => json(swap));
    const organiser = { ...SEALED, role: 'owner' as const };
    const { queryClient } = renderWithApp(<PoolSwapSection event={organiser} />);
    const list = await screen.findByRole('list', { name: 'Registered pools' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Player 1: 1 card']);
    expect(screen.getByText(/^1 pool registered\./)).toBeInTheDocument();

    swap = { swapped_at: null, entries: [entry(1, 1), entry(2, 84)] };
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await expect.poll(() => within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Player 1: 1 card', 'Player 2: 84 cards']);
    expect(screen.getByText(/^2 pools registered\./)).toBeInTheDocument();
  });

  it("lists the players without a pool yet, each opening their pool page for an organiser to register it", async () => {
    const swap: PoolSwapResponse = {
      swapped_at: null,
      entries: [{ owner_id: aPlayer(1).user_id, owner_name: 'Player 1', receiver_id: null, receiver_name: null, total: 84, verification: null }],
    };
    stubServer()
      .on('GET', '/api/me', () => json({ ...ME, user_id: 'owner-1', userId: 'owner-1' }))
      .on('GET', '/api/events/fnm42/pool-swap', () => json(swap));
    const organiser = { ...SEALED, role: 'owner' as const, participants: [aPlayer(1), aPlayer(2, { player_name: 'Bea Paper' }), aPlayer(3, { player_name: 'Cy Late' })] };
    renderWithApp(<PoolSwapSection event={organiser} />);
    const list = await screen.findByRole('list', { name: '2 players without a pool yet:' });
    expect(within(list).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Register the pool of Bea Paper', `/e/fnm42/pool?user_id=${aPlayer(2).user_id}`],
      ['Register the pool of Cy Late', `/e/fnm42/pool?user_id=${aPlayer(3).user_id}`],
    ]);
  });

  it('counts the deck against the pool with plurals', async () => {
    const check: DeckPoolCheckResponse = {
      pool_owner_name: 'Ana',
      received: false,
      main_total: 1,
      main: [{ card_name: 'Serra Paragon', count: 1 }],
      basics: [],
      sideboard: [{ card_name: 'Academy Wall', count: 1 }],
      warnings: [],
      warning_details: [],
    };
    stubServer().on('GET', '/api/events/fnm42/pool/deck-check', () => json(check));
    renderWithApp(<DeckAgainstPool eventId="fnm42" />);
    expect(await screen.findByText('✓ Every card of the main deck (1 card) is in the pool, basic lands aside.')).toBeInTheDocument();
    expect(screen.getByText('Sideboard (the rest of the pool): 1 card.')).toBeInTheDocument();
  });
});
