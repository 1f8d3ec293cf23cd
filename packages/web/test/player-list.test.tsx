import type { EventDetails, Participant } from '@decklist/core/api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The component under test (one place to re-point if it moves).
import { PlayerList } from '../src/features/events/PlayerList';
import { formatMoment } from '../src/components/format';
import { aPlayer, anEvent, json, renderWithApp, stubServer } from './helpers';

const JOSE = aPlayer(1, { player_name: 'José Álvarez', is_deck_checked: true, has_deck_warning: true });
const BOB = aPlayer(2, { player_name: 'Bob Stone', has_deck: false });
const CHLOE = aPlayer(3, { player_name: 'Chloé Martin', is_deck_checked: true });
const DMITRI = aPlayer(4, { player_name: 'Dmitri Ivanov', has_deck_warning: true });
const JUDGE = aPlayer(9, { player_name: 'Judy Judge', role: 'judge', has_deck: false });

/** The event as its owner gets it: players and judges in `participants`. */
const eventWith = (participants: Participant[], overrides: Partial<EventDetails> = {}) =>
  anEvent({
    event_id: 'fnm42',
    role: 'owner',
    participants,
    player_count: participants.filter((p) => p.role === 'player').length,
    ...overrides,
  });

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Players' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search players' });
const filter = (name: 'All' | 'Reviewed' | 'Not reviewed' | 'Changed since reviewed' | 'Warnings') =>
  within(screen.getByRole('group', { name: 'Filter players' })).getByRole('radio', { name });
const CUT_MESSAGE = /Showing first 50 of \d+ players\. Please use the search bar to find specific players\./;

beforeEach(() => {
  // Searching and filtering happen in the page: nothing is asked of the server.
  stubServer();
});

describe('PlayerList', () => {
  it('lists the players (not the judges) with the count, their deck state and a link to each deck', async () => {
    const { user, history } = renderWithApp(<PlayerList event={eventWith([JOSE, BOB, JUDGE, CHLOE, DMITRI], { max_players: 32 })} />);
    expect(screen.getByLabelText('Players registered')).toHaveTextContent('4/32');
    expect(shownNames()).toEqual(['José Álvarez', 'Bob Stone', 'Chloé Martin', 'Dmitri Ivanov']);

    const jose = screen.getByRole('link', { name: 'José Álvarez' }).closest('li')!;
    expect(within(jose).getByText('Deck submitted')).toBeInTheDocument();
    expect(within(jose).getByText('✓ Reviewed')).toBeInTheDocument();
    expect(within(jose).getByText('⚠ Warnings')).toBeInTheDocument();
    const bob = screen.getByRole('link', { name: 'Bob Stone' }).closest('li')!;
    expect(within(bob).getByText('No deck')).toBeInTheDocument();
    expect(within(bob).queryByText('✓ Reviewed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Bob Stone' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Chloé Martin' }));
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${CHLOE.user_id}`);
  });

  it('says so when no player has joined', () => {
    renderWithApp(<PlayerList event={eventWith([JUDGE])} />);
    expect(screen.getByText('No players have joined this tournament yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Players' })).not.toBeInTheDocument();
  });

  it('search narrows the list, ignoring case, accents and extra spaces', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith([JOSE, BOB, CHLOE, DMITRI])} />);
    await user.type(search(), 'jose');
    expect(shownNames()).toEqual(['José Álvarez']);

    await user.clear(search());
    await user.type(search(), '  CHLOE   martin ');
    expect(shownNames()).toEqual(['Chloé Martin']);

    await user.clear(search());
    await user.type(search(), 'ov');
    expect(shownNames()).toEqual(['Dmitri Ivanov']);

    await user.type(search(), 'x');
    expect(screen.getByText('No players match your filter')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Players' })).not.toBeInTheDocument();

    await user.clear(search());
    expect(shownNames()).toEqual(['José Álvarez', 'Bob Stone', 'Chloé Martin', 'Dmitri Ivanov']);
  });

  it('filters by reviewed, not reviewed and warnings, together with the search', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith([JOSE, BOB, CHLOE, DMITRI])} />);
    expect(filter('All')).toBeChecked();

    await user.click(filter('Reviewed'));
    expect(filter('Reviewed')).toBeChecked();
    expect(shownNames()).toEqual(['José Álvarez', 'Chloé Martin']);

    await user.click(filter('Not reviewed'));
    expect(shownNames()).toEqual(['Bob Stone', 'Dmitri Ivanov']);

    await user.click(filter('Warnings'));
    expect(shownNames()).toEqual(['José Álvarez', 'Dmitri Ivanov']);

    await user.type(search(), 'dmi');
    expect(shownNames()).toEqual(['Dmitri Ivanov']);
    await user.click(filter('Reviewed'));
    expect(screen.getByText('No players match your filter')).toBeInTheDocument();

    await user.clear(search());
    await user.click(filter('All'));
    expect(shownNames()).toEqual(['José Álvarez', 'Bob Stone', 'Chloé Martin', 'Dmitri Ivanov']);
  });
});

describe('PlayerList: the first 50', () => {
  /** 60 players, Player 1 to Player 60; every third one has a reviewed deck. */
  const SIXTY = Array.from({ length: 60 }, (_, i) => aPlayer(i + 1, { is_deck_checked: (i + 1) % 3 === 0 }));

  it('shows the first 50 and says how to find the others', () => {
    renderWithApp(<PlayerList event={eventWith(SIXTY, { max_players: 64 })} />);
    const names = shownNames();
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('Player 1');
    expect(names.at(-1)).toBe('Player 50');
    expect(screen.getByText('Showing first 50 of 60 players. Please use the search bar to find specific players.')).toBeInTheDocument();
    expect(screen.getByLabelText('Players registered')).toHaveTextContent('60/64');
  });

  it('a search shows every match, past the first 50', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(SIXTY)} />);
    await user.type(search(), 'player 5');
    expect(shownNames()).toEqual(['Player 5', ...Array.from({ length: 10 }, (_, i) => `Player ${50 + i}`)]);
    expect(screen.queryByText(CUT_MESSAGE)).not.toBeInTheDocument();

    // Even when more than 50 match.
    await user.clear(search());
    await user.type(search(), 'player');
    expect(shownNames()).toHaveLength(60);
    expect(screen.queryByText(CUT_MESSAGE)).not.toBeInTheDocument();

    await user.clear(search());
    expect(shownNames()).toHaveLength(50);
    expect(screen.getByText(CUT_MESSAGE)).toBeInTheDocument();
  });

  it('the cut applies to the filtered list', async () => {
    const many = [...SIXTY, ...Array.from({ length: 45 }, (_, i) => aPlayer(100 + i, { is_deck_checked: true }))];
    const { user } = renderWithApp(<PlayerList event={eventWith(many, { max_players: 128 })} />);
    expect(screen.getByText('Showing first 50 of 105 players. Please use the search bar to find specific players.')).toBeInTheDocument();

    // 20 + 45 reviewed: still over 50.
    await user.click(filter('Reviewed'));
    expect(shownNames()).toHaveLength(50);
    expect(screen.getByText('Showing first 50 of 65 players. Please use the search bar to find specific players.')).toBeInTheDocument();

    // 40 not reviewed: all shown, no message.
    await user.click(filter('Not reviewed'));
    expect(shownNames()).toHaveLength(40);
    expect(screen.queryByText(CUT_MESSAGE)).not.toBeInTheDocument();
  });

  it('exactly 50 players are all shown, without the message', () => {
    renderWithApp(<PlayerList event={eventWith(SIXTY.slice(0, 50))} />);
    expect(shownNames()).toHaveLength(50);
    expect(screen.queryByText(CUT_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('PlayerList: 2,000 players', () => {
  const MANY = Array.from({ length: 2000 }, (_, i) => aPlayer(i + 1, { has_deck: i % 2 === 0 }));

  it('shows a search a page of 100 matches at a time, with a button for the next', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(MANY, { max_players: 2000 })} />);
    expect(shownNames()).toHaveLength(50);
    await user.type(search(), 'player 1');
    // Player 1, 10-19, 100-199, 1000-1999: 1,111 matches.
    expect(shownNames()).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 1111 matching players.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 100 more' }));
    expect(shownNames()).toHaveLength(200);
    await user.type(search(), '99');
    expect(shownNames()).toEqual(['Player 199', 'Player 1990', 'Player 1991', 'Player 1992', 'Player 1993', 'Player 1994', 'Player 1995', 'Player 1996', 'Player 1997', 'Player 1998', 'Player 1999']);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});

describe('PlayerList: lists changed since they were reviewed, and the review', () => {
  const CHECKED_AT = '2031-05-16T18:05:00.000Z';
  const CHANGED_AT = '2031-05-16T18:40:00.000Z';
  const AMY = aPlayer(21, { player_name: 'Amy Reviewed', is_deck_checked: true, checked_at: CHECKED_AT });
  const BO = aPlayer(22, { player_name: 'Bo Changed', checked_at: CHECKED_AT, changed_since_checked_at: CHANGED_AT });
  const CY = aPlayer(23, { player_name: 'Cy Unreviewed' });
  const DI = aPlayer(24, { player_name: 'Di Nodeck', has_deck: false });
  const ED = aPlayer(25, { player_name: 'Ed Unreviewed' });
  const ALL = [AMY, BO, CY, DI, ED];

  it("marks a list the player changed after it was reviewed 'Changed since reviewed' with the time, and filters them", async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(ALL)} />);
    const bo = screen.getByRole('link', { name: 'Bo Changed' }).closest('li')!;
    const badge = within(bo).getByText(/^Changed since reviewed/);
    expect(badge).toHaveTextContent(`Changed since reviewed · ${formatMoment(Date.parse(CHANGED_AT))}`);
    expect(within(badge).getByText(formatMoment(Date.parse(CHANGED_AT)))).toHaveAttribute('dateTime', CHANGED_AT);
    expect(within(bo).queryByText('✓ Reviewed')).not.toBeInTheDocument();
    const amy = screen.getByRole('link', { name: 'Amy Reviewed' }).closest('li')!;
    expect(within(amy).queryByText(/Changed since reviewed/)).not.toBeInTheDocument();

    await user.click(filter('Changed since reviewed'));
    expect(shownNames()).toEqual(['Bo Changed']);
    // They are not reviewed either.
    await user.click(filter('Not reviewed'));
    expect(shownNames()).toEqual(['Bo Changed', 'Cy Unreviewed', 'Di Nodeck', 'Ed Unreviewed']);
  });

  it('reviews only the decks that exist, from the first one not reviewed, and says how many are left', async () => {
    const { user, history } = renderWithApp(<PlayerList event={eventWith(ALL)} />, { path: '/e/fnm42' });
    // Five players, four decks, one reviewed.
    await user.click(screen.getByRole('link', { name: 'Review 4 decks (3 left to review)' }));
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${BO.user_id}`);
  });

  it('with the filter applied; once all are reviewed it says so and starts at the first', async () => {
    const { user, history } = renderWithApp(<PlayerList event={eventWith(ALL)} />, { path: '/e/fnm42?filter=checked' });
    await user.click(screen.getByRole('link', { name: 'Review 1 deck (all reviewed)' }));
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${AMY.user_id}&filter=checked`);
  });

  it('offers no review when the list has no deck', () => {
    renderWithApp(<PlayerList event={eventWith(ALL)} />, { path: '/e/fnm42?filter=nodeck' });
    expect(shownNames()).toEqual(['Di Nodeck']);
    expect(screen.queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
  });
});

describe('PlayerList: counts, missing decks, sorting and a view kept in the address', () => {
  const at = (minute: number) => `2031-05-16T18:${String(minute).padStart(2, '0')}:00.000Z`;
  const ANN = aPlayer(11, { player_name: 'Ann Early', deck_submitted_at: at(1), is_deck_checked: true });
  const BEN = aPlayer(12, { player_name: 'Ben Late', deck_submitted_at: at(30), has_deck_warning: true });
  const CAT = aPlayer(13, { player_name: 'Cat Middle', deck_submitted_at: at(10) });
  const DAN = aPlayer(14, { player_name: 'Dan Nodeck', has_deck: false, deck_submitted_at: null });
  const EVE = aPlayer(15, { player_name: 'Eve Nodeck', has_deck: false, deck_submitted_at: null });
  const FIVE = [ANN, BEN, CAT, DAN, EVE];

  it('counts players, submitted, reviewed, with warnings and missing at the top', () => {
    renderWithApp(<PlayerList event={eventWith([...FIVE, JUDGE])} />);
    const counts = screen.getByLabelText('Player counts');
    const pairs = within(counts)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Players=5', 'Decks submitted=3', 'Decks reviewed=1', 'With warnings=1', 'Decks missing=2']);
  });

  it("filters the players without a deck ('No deck') and links to the printable missing decklists sheet", async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(FIVE)} />);
    await user.click(within(screen.getByRole('group', { name: 'Filter players' })).getByRole('radio', { name: 'No deck' }));
    expect(shownNames()).toEqual(['Dan Nodeck', 'Eve Nodeck']);
    expect(screen.getByRole('link', { name: 'Missing decklists sheet' })).toHaveAttribute('href', '/e/fnm42/missing');
  });

  it('sorts by submission time, earliest first and players without a deck last', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(FIVE)} />);
    expect(shownNames()).toEqual(['Ann Early', 'Ben Late', 'Cat Middle', 'Dan Nodeck', 'Eve Nodeck']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Submission time');
    expect(shownNames()).toEqual(['Ann Early', 'Cat Middle', 'Ben Late', 'Dan Nodeck', 'Eve Nodeck']);
  });

  it('keeps search, filter and sort in the address, and links each deck (and the review) with them', async () => {
    const { user, history } = renderWithApp(<PlayerList event={eventWith(FIVE)} />, { path: '/e/fnm42' });
    await user.click(filter('Not reviewed'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Submission time');
    await user.type(search(), 'a');
    expect(history.at(-1)).toBe('/e/fnm42?q=a&filter=unchecked&sort=submitted');
    expect(shownNames()).toEqual(['Cat Middle', 'Ben Late', 'Dan Nodeck']);
    expect(screen.getByRole('link', { name: 'Cat Middle' })).toHaveAttribute(
      'href',
      `/e/fnm42/deck?id=${CAT.user_id}&q=a&filter=unchecked&sort=submitted`,
    );
    // Dan has no deck: the review walks Cat's and Ben's.
    await user.click(screen.getByRole('link', { name: 'Review 2 decks (2 left to review)' }));
    expect(history.at(-1)).toBe(`/e/fnm42/deck?id=${CAT.user_id}&q=a&filter=unchecked&sort=submitted`);
  });

  it('sorted by submission time, shows each player’s submission time', async () => {
    const { user } = renderWithApp(<PlayerList event={eventWith(FIVE)} />);
    expect(screen.queryByText(/^Submitted/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Submission time');
    const row = (player: typeof ANN) => screen.getByRole('link', { name: player.player_name }).closest('li')!;
    expect(within(row(ANN)).getByText(/^Submitted/)).toHaveTextContent(`Submitted ${formatMoment(Date.parse(at(1)))}`);
    expect(within(row(BEN)).getByText(/^Submitted/)).toHaveTextContent(`Submitted ${formatMoment(Date.parse(at(30)))}`);
    expect(within(row(ANN)).getByText(formatMoment(Date.parse(at(1))))).toHaveAttribute('dateTime', at(1));
    expect(within(row(DAN)).queryByText(/^Submitted/)).not.toBeInTheDocument();
  });

  it('opens with the view its address holds (coming back from the review)', () => {
    renderWithApp(<PlayerList event={eventWith(FIVE)} />, { path: '/e/fnm42?filter=nodeck&q=eve' });
    expect(search()).toHaveValue('eve');
    expect(within(screen.getByRole('group', { name: 'Filter players' })).getByRole('radio', { name: 'No deck' })).toBeChecked();
    expect(shownNames()).toEqual(['Eve Nodeck']);
  });
});

describe('PlayerList: adding a walk-in', () => {
  it('offers to enter the new player’s decklist once they are added', async () => {
    const walkIn = '00000000-0000-4000-8000-000000000077';
    const server = stubServer()
      .on('POST', '/api/events/fnm42/players', () => json({ success: true, user_id: walkIn }))
      .on('GET', '/api/events/fnm42', () => json(eventWith([BOB])))
      .on('GET', '/api/events', () => json([]));
    const { user } = renderWithApp(<PlayerList event={eventWith([BOB])} />);
    await user.type(screen.getByLabelText(/Player name/), '  Walt Walk-In ');
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Walt Walk-In was added.', { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: "Enter Walt Walk-In's decklist" })).toHaveAttribute('href', `/e/fnm42/deck?id=${walkIn}`);
    expect(server.received('POST', '/api/events/fnm42/players').map((r) => r.body)).toEqual([{ player_name: 'Walt Walk-In' }]);
    expect(screen.getByLabelText(/Player name/)).toHaveValue('');
  });
});
