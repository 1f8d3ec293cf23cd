import type { EventDecklist, SubmitDeckBody, EventDetails, MeResponse } from '@decklist/core/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The components under test (one place to re-point if they move).
import { useEventDeck } from '../src/api/decks';
import { useEvent } from '../src/api/events';
import { eventDraftKey } from '../src/decklist';
import { DeckForm } from '../src/features/decks/DeckForm';
import { PlayerDeck } from '../src/features/decks/PlayerDeck';
import { anEvent, json, problem, renderWithApp, stubServer, type FakeServer } from './helpers';

const EVENT_PATH = '/api/events/fnm42';
const DECK_PATH = `${EVENT_PATH}/deck`;
const VIEWER = 'viewer-1';
const KEY = `decklist-draft:${eventDraftKey(VIEWER, 'fnm42')}`;
const SUBMITTED = '4 Lightning Bolt\n56 Mountain';
const EDITED = '4 Lightning Bolt\n52 Mountain\n4 Skullcrack';
const DEADLINE_DETAIL =
  'Submissions closed at the submission deadline (2031-05-16T18:00:00.000Z): decklists can no longer be submitted or changed. Ask the organiser if you need a change.';
const REMOVED_DETAIL = 'The organiser removed you from this event, so you cannot rejoin it yourself. Ask the organiser to add you back.';

const ME: MeResponse = { authorized: true, email: 'alice@example.com', user_id: VIEWER, userId: VIEWER, session_id: 's1', sessionId: 's1', name: 'Alice Smith' };
const BURN: EventDecklist = {
  event_id: 'fnm42',
  user_id: VIEWER,
  player_name: 'Alice Smith',
  deck_name: 'Burn',
  decklist_text: SUBMITTED,
  is_deck_checked: false,
  updated_at: '2031-05-16T17:00:00.000Z',
  groups: [{ group_name: 'Cards', cards: [{ quantity: 4, card_name: 'Lightning Bolt', mana_cost: '{R}', mana_value: 1, type: 'Instant', warnings: [] }] }],
  deck_warnings: [],
  has_warnings: false,
};

const past = () => new Date(Date.now() - 1000).toISOString();
const openEvent = (overrides: Partial<EventDetails> = {}) => anEvent({ submission_deadline: new Date(Date.now() + 60_000).toISOString(), ...overrides });
const closedEvent = () => anEvent({ status: 'closed', submission_deadline: past() });

/** The player's deck on the event page, following the event as the server answers it. */
function EventPlayerDeck() {
  const event = useEvent('fnm42');
  return event.data ? <PlayerDeck event={event.data} /> : <p>Loading</p>;
}

let server: FakeServer;
let event: EventDetails;
beforeEach(() => {
  event = openEvent();
  server = stubServer()
    .on('GET', '/api/me', () => json(ME))
    .on('GET', EVENT_PATH, () => json(event))
    .on('GET', DECK_PATH, () => json(BURN))
    .on('GET', `${DECK_PATH}/imports`, () => json({ decks: [] }))
    .on('GET', '/api/decks/library', () => json({ decks: [] }))
    .on('POST', '/api/decklists/validate', () => json({ groups: BURN.groups, deck_warnings: [], has_warnings: false }))
    .on('GET', '/api/cards/search', () => json([]));
});
afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

const notice = () => screen.findByRole('alert');
const unsentField = () => screen.getByRole('textbox', { name: 'Your unsent list (not submitted)' });
const submittedField = () => screen.getByRole('textbox', { name: 'Submitted list (locked)' });

describe('a page that locks with an unsent edit', () => {
  it('keeps the edit and says, in view and with the focus, that it was NOT submitted, beside the locked list', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, queryClient } = renderWithApp(<EventPlayerDeck />);
    const decklist = await screen.findByRole('textbox', { name: 'Decklist' });
    await user.clear(decklist);
    await user.type(decklist, EDITED);

    // The deadline passes: the page hears of it and locks.
    event = closedEvent();
    await act(() => queryClient.invalidateQueries({ queryKey: ['event', 'fnm42'], exact: true }));

    const alert = await notice();
    expect(alert).toHaveTextContent('⚠ Your changes were NOT submitted');
    expect(alert).toHaveTextContent(/The submission deadline \(.+\) passed before you submitted them\./);
    expect(alert).toHaveTextContent('The list you submitted before stays registered');
    expect(submittedField()).toHaveValue(SUBMITTED);
    expect(unsentField()).toHaveValue(EDITED);
    for (const field of [submittedField(), unsentField()]) expect(field).toHaveAttribute('readonly');
    expect(unsentField()).toHaveAccessibleDescription(/^last typed at \d{1,2}[:.]\d{2}/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(alert);
    // The rest of the locked page is as ever; its padlock is drawn (an emoji is a blank box without an emoji font).
    const locked = screen.getByText('Decklist locked');
    expect(locked.querySelector('svg[data-icon=lock]')).toHaveAttribute('aria-hidden', 'true');
    expect(locked.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.queryByRole('textbox', { name: 'Decklist' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY)!).values.decklist_text).toBe(EDITED);
  });

  it('tells the same after a reload, names the organiser when they closed it, and Discard forgets the edit', async () => {
    event = anEvent({ status: 'closed' });
    const values = { player_name: 'Alice Smith', deck_name: 'Burn v2', decklist_text: EDITED };
    window.localStorage.setItem(KEY, JSON.stringify({ values, saved_at: Date.now() }));
    const { user } = renderWithApp(<EventPlayerDeck />);

    const alert = await notice();
    expect(alert).toHaveTextContent('The organiser closed submissions before you submitted them.');
    // The names differ: each side says its own.
    expect(submittedField()).toHaveAccessibleDescription('Player: Alice Smith · Deck: Burn');
    expect(unsentField()).toHaveAccessibleDescription(/^Player: Alice Smith · Deck: Burn v2 · last typed at/);
    expect(unsentField()).toHaveValue(EDITED);

    await user.click(within(alert).getByRole('button', { name: 'Discard unsent changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsent changes' });
    expect(dialog).toHaveTextContent('Forget your unsent changes? They were never submitted');
    await user.click(within(dialog).getByRole('button', { name: 'Discard unsent changes' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByText('Decklist locked')).toBeInTheDocument();
  });

  it('still blames the deadline that stranded the edit after the organiser reopened and closed by hand', async () => {
    const { user, queryClient } = renderWithApp(<EventPlayerDeck />);
    const decklist = await screen.findByRole('textbox', { name: 'Decklist' });
    await user.clear(decklist);
    await user.type(decklist, EDITED);
    event = closedEvent();
    const deadline = event.submission_deadline!;
    await act(() => queryClient.invalidateQueries({ queryKey: ['event', 'fnm42'], exact: true }));
    expect(await notice()).toHaveTextContent(/The submission deadline \(.+\) passed before you submitted them\./);

    // The owner reopens (clearing the deadline), the player is elsewhere, then a judge closes by hand.
    event = anEvent({ status: 'open', submission_deadline: null });
    await act(() => queryClient.invalidateQueries({ queryKey: ['event', 'fnm42'], exact: true }));
    await screen.findByRole('textbox', { name: 'Decklist' });
    event = anEvent({ status: 'closed', submission_deadline: null });
    await act(() => queryClient.invalidateQueries({ queryKey: ['event', 'fnm42'], exact: true }));
    const alert = await notice();
    expect(alert).toHaveTextContent(/The submission deadline \(.+\) passed before you submitted them\./);
    expect(alert).not.toHaveTextContent('The organiser closed submissions');
    expect(JSON.parse(window.localStorage.getItem(KEY)!).stranded).toEqual({ by: 'deadline', deadline });
  });

  it('with no list submitted: the unsent one alone, under a deadline message', async () => {
    event = closedEvent();
    server.on('GET', DECK_PATH, () => new Response(null, { status: 404 }));
    const values = { player_name: 'Alice Smith', deck_name: '', decklist_text: EDITED };
    window.localStorage.setItem(KEY, JSON.stringify({ values, saved_at: Date.now() }));
    renderWithApp(<EventPlayerDeck />);

    const alert = await notice();
    expect(alert).toHaveTextContent('You have no decklist submitted in this event; your unsent list is kept in this browser.');
    expect(unsentField()).toHaveValue(EDITED);
    expect(screen.queryByRole('textbox', { name: 'Submitted list (locked)' })).not.toBeInTheDocument();
    expect(screen.getByText('This tournament is past its decklist submission deadline.')).toBeInTheDocument();
  });

  it('is unchanged for a player without an unsent edit (none kept, or one that is the submitted list)', async () => {
    event = closedEvent();
    const first = renderWithApp(<EventPlayerDeck />);
    await screen.findByText('Decklist locked');
    // The page as it was before unsent edits were told of: the lock first (ids made by useId aside).
    const html = (container: HTMLElement) => container.innerHTML.replace(/_r_\w+_/g, 'id');
    expect(first.container.firstElementChild?.firstElementChild).toHaveTextContent(/^Decklist locked/);
    const before = html(first.container);
    first.unmount();

    const same = { player_name: BURN.player_name, deck_name: BURN.deck_name, decklist_text: BURN.decklist_text };
    window.localStorage.setItem(KEY, JSON.stringify({ values: same, saved_at: Date.now() }));
    const second = renderWithApp(<EventPlayerDeck />);
    await screen.findByText('Decklist locked');
    expect(html(second.container)).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a submission refused for who or when', () => {
  it('past the deadline (the page had not heard): the page locks and says the change was NOT submitted', async () => {
    server.on('POST', DECK_PATH, () => {
      event = closedEvent();
      return problem(403, { type: '/problems/forbidden', title: 'Forbidden', detail: DEADLINE_DETAIL });
    });
    const { user } = renderWithApp(<EventPlayerDeck />);
    const decklist = await screen.findByRole('textbox', { name: 'Decklist' });
    await user.clear(decklist);
    await user.type(decklist, EDITED);
    await user.click(screen.getByRole('button', { name: 'Resubmit Decklist' }));

    const alert = await notice();
    expect(alert).toHaveTextContent('⚠ Your changes were NOT submitted');
    expect(alert).toHaveTextContent(/The submission deadline \(.+\) passed before you submitted them\./);
    expect(unsentField()).toHaveValue(EDITED);
    expect(submittedField()).toHaveValue(SUBMITTED);
    expect(screen.getByText('Decklist locked')).toBeInTheDocument();
    // One message: no 'Error, try later' besides it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('the player removed (the event still open): beside the submit button, with the server’s reason; the text stays', async () => {
    server.on('POST', DECK_PATH, () => {
      event = openEvent({ role: null });
      server.on('GET', DECK_PATH, () => new Response(null, { status: 404 }));
      return problem(403, { type: '/problems/forbidden', title: 'Forbidden', detail: REMOVED_DETAIL });
    });
    const { user } = renderWithApp(<EventPlayerDeck />);
    const decklist = await screen.findByRole('textbox', { name: 'Decklist' });
    await user.clear(decklist);
    await user.type(decklist, EDITED);
    await user.click(screen.getByRole('button', { name: 'Resubmit Decklist' }));

    const alert = await notice();
    expect(alert).toHaveTextContent(REMOVED_DETAIL);
    expect(alert).toHaveTextContent('You have no decklist submitted in this event');
    expect(unsentField()).toHaveValue(EDITED);
    expect(screen.getByRole('textbox', { name: 'Decklist' })).toHaveValue(EDITED);
    // Next to the button that sent it.
    expect(alert.compareDocumentPosition(await screen.findByRole('button', { name: 'Submit Decklist' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(JSON.parse(window.localStorage.getItem(KEY)!).values.decklist_text).toBe(EDITED);
  });
});

describe('before the deadline', () => {
  it('warns at 5 minutes and at 1 minute left while there are unsent changes, in a polite live region', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const deadline = new Date(Date.now() + 6 * 60_000).toISOString();
    const shown = anEvent({ submission_deadline: deadline });
    const { user } = renderWithApp(<DeckFormWithDeck event={shown} />, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    const decklist = await screen.findByRole('textbox', { name: 'Decklist' });
    const region = () => screen.getByTestId('deadline-warning');
    expect(region()).toHaveAttribute('role', 'status');
    expect(region()).toBeEmptyDOMElement();

    // Nothing unsent: no warning, even within 5 minutes.
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.queryByText(/left to submit/)).not.toBeInTheDocument();

    await user.type(decklist, '{Enter}1 Blood Moon');
    expect(region()).toHaveTextContent('Less than 5 minutes left to submit: your changes are not sent yet.');
    expect(region().querySelector('svg[data-icon=alarm]')).toHaveAttribute('aria-hidden', 'true');
    expect(region().textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    expect(region()).toHaveTextContent('Less than 1 minute left to submit: your changes are not sent yet.');
    expect(screen.getByText(/Less than 1 minute left/).compareDocumentPosition(screen.getByRole('button', { name: 'Resubmit Decklist' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    // Sent: nothing left to warn about.
    server.on('POST', DECK_PATH, ({ body }) => {
      const saved = { ...BURN, decklist_text: (body as SubmitDeckBody).decklist_text };
      server.on('GET', DECK_PATH, () => json(saved));
      return new Response(null, { status: 200 });
    });
    await user.click(screen.getByRole('button', { name: 'Resubmit Decklist' }));
    await screen.findByText('Your deck has been submitted');
    expect(screen.queryByText(/left to submit/)).not.toBeInTheDocument();
  });
});

/** The player's own deck form with the deck the server has. */
function DeckFormWithDeck({ event: shown }: { event: EventDetails }) {
  const deck = useEventDeck('fnm42');
  return deck.data ? <DeckForm event={shown} deck={deck.data} defaultPlayerName="Alice Smith" /> : <p>Loading</p>;
}
