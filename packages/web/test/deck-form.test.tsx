import type { EventDecklist, SubmitDeckBody, EventDetails, ValidateDecklistResponse } from '@decklist/core/api';
import { deckMessages, parseDecklist, type CardGroup } from '@decklist/core/decklist';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The components under test (one place to re-point if they move).
import { useEventDeck } from '../src/api/decks';
import { useEvent } from '../src/api/events';
import { eventDraftKey } from '../src/decklist';
import { DeckForm } from '../src/features/decks/DeckForm';
import { SaveToLibraryButton } from '../src/features/library/SaveToLibrary';
import { anEvent, deferred, fieldErrors, json, problem, renderWithApp, stubServer, type FakeServer } from './helpers';

const EVENT = anEvent({ event_id: 'fnm42', format: 'modern', format_name: 'Modern', decklist_style: 'sixty' });
const DECK_PATH = '/api/events/fnm42/deck';
const PLAYER_ID = '6f1c1a52-3f1e-4c57-9a43-2f5d7c0b9e11';

/** The checked list the server makes of a text (card types reduced to two groups, as far as these tests need). */
function checkOf(text: string): ValidateDecklistResponse {
  const entries = parseDecklist(text, 'sixty').entries;
  const group = (name: string, section: 'main' | 'sideboard'): CardGroup[] => {
    const cards = entries
      .filter((entry) => (section === 'sideboard') === (entry.section === 'sideboard'))
      .map((entry) => ({ quantity: entry.quantity, card_name: entry.name, mana_cost: '', mana_value: 0, type: 'Card', warnings: [] }));
    return cards.length > 0 ? [{ group_name: name, cards }] : [];
  };
  const main = entries.filter((entry) => entry.section !== 'sideboard').reduce((sum, entry) => sum + entry.quantity, 0);
  const deck_warnings = main < 60 ? [deckMessages.mainTooSmall(main, 60, 'Modern')] : [];
  return { groups: [...group('Cards', 'main'), ...group('Sideboard', 'sideboard')], deck_warnings, has_warnings: deck_warnings.length > 0 };
}

/** POST /api/events/{id}/deck as the server answers it: the deck saved, trimmed and checked. */
function savedDeck(body: Pick<SubmitDeckBody, 'player_name' | 'deck_name' | 'decklist_text'>): EventDecklist {
  return {
    event_id: EVENT.event_id,
    user_id: PLAYER_ID,
    player_name: body.player_name.trim(),
    deck_name: (body.deck_name ?? '').trim(),
    decklist_text: body.decklist_text,
    is_deck_checked: false,
    updated_at: '2031-05-10T18:00:00.000Z',
    ...checkOf(body.decklist_text),
  };
}

const BURN = savedDeck({ player_name: 'Alice Smith', deck_name: 'Burn', decklist_text: '4 Lightning Bolt\n56 Mountain' });

/** The form as the player's deck page shows it: with the deck the server has (none: 404). */
function OwnDeckForm({
  event = EVENT,
  defaultPlayerName = 'Alice Smith',
  draftKey,
}: {
  event?: EventDetails;
  defaultPlayerName?: string;
  draftKey?: string;
}) {
  const deck = useEventDeck(event.event_id);
  if (deck.isPending) return <p>Loading</p>;
  // As the event route composes it: 'Save to Library' where the submit button was.
  return (
    <DeckForm
      event={event}
      deck={deck.data ?? null}
      defaultPlayerName={defaultPlayerName}
      extras={(shownEvent, saved) => <SaveToLibraryButton event={shownEvent} deck={saved} />}
      draftKey={draftKey}
    />
  );
}

let server: FakeServer;
beforeEach(() => {
  server = stubServer()
    // As the contract has it: no deck is an empty 404; a save answers an empty 200 and the deck is read again.
    .on('GET', DECK_PATH, () => new Response(null, { status: 404 }))
    .on('POST', DECK_PATH, ({ body }) => {
      const stored = savedDeck(body as SubmitDeckBody);
      server.on('GET', DECK_PATH, () => json(stored));
      return new Response(null, { status: 200 });
    })
    .on('POST', '/api/decklists/validate', ({ body }) => json(checkOf((body as { decklist_text: string }).decklist_text)))
    .on('GET', '/api/cards/search', () => json([]));
});

/** Renders the form once the deck has loaded. */
async function renderForm(
  deck: EventDecklist | null,
  { defaultPlayerName, draftKey, event, ...options }: { defaultPlayerName?: string; draftKey?: string; event?: EventDetails } & Parameters<typeof renderWithApp>[1] = {},
) {
  if (deck) server.on('GET', DECK_PATH, () => json(deck));
  const view = renderWithApp(
    <OwnDeckForm
      {...(defaultPlayerName === undefined ? {} : { defaultPlayerName })}
      {...(draftKey === undefined ? {} : { draftKey })}
      {...(event === undefined ? {} : { event })}
    />,
    options,
  );
  await screen.findByRole('textbox', { name: 'Player Name' });
  return view;
}

const field = (name: 'Player Name' | 'Deck Name' | 'Decklist') => screen.getByRole('textbox', { name });
const submitButton = () => screen.queryByRole('button', { name: /Submit Decklist|Resubmit Decklist|Submitting/ });
const submissions = () => server.received('POST', DECK_PATH).map((request) => request.body);

describe('DeckForm: the submit button', () => {
  it('shows only once something changed, as Submit Decklist for a first deck', async () => {
    const { user } = await renderForm(null);
    expect(field('Player Name')).toHaveValue('Alice Smith');
    expect(field('Decklist')).toHaveValue('');
    expect(submitButton()).not.toBeInTheDocument();

    await user.type(field('Decklist'), '4 Lightning Bolt');
    expect(screen.getByRole('button', { name: 'Submit Decklist' })).toBeEnabled();

    // Back to the saved state: nothing to submit.
    await user.clear(field('Decklist'));
    expect(submitButton()).not.toBeInTheDocument();
  });

  it('reads Resubmit Decklist for a saved deck, in place of Save to Library', async () => {
    const { user } = await renderForm(BURN);
    expect(field('Player Name')).toHaveValue('Alice Smith');
    expect(field('Deck Name')).toHaveValue('Burn');
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt\n56 Mountain');
    expect(submitButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to Library' })).toBeInTheDocument();

    await user.type(field('Deck Name'), ' Deluxe');
    expect(screen.getByRole('button', { name: 'Resubmit Decklist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to Library' })).not.toBeInTheDocument();
  });
});

describe('DeckForm: checks before sending', () => {
  it('says which required fields are empty, sends nothing and goes to the first one', async () => {
    const { user } = await renderForm(null);
    await user.clear(field('Player Name'));
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    expect(field('Player Name')).toHaveAccessibleDescription('Player name is required');
    expect(field('Player Name')).toBeInvalid();
    expect(field('Decklist')).toHaveAccessibleDescription(expect.stringContaining('Decklist is required'));
    expect(field('Player Name')).toHaveFocus();
    expect(submissions()).toEqual([]);

    // After a first try, fields are checked again as they change.
    await user.type(field('Player Name'), 'Alice');
    expect(screen.queryByText('Player name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Decklist is required')).toBeInTheDocument();
  });

  it('a name of spaces only is empty', async () => {
    const { user } = await renderForm(null, { defaultPlayerName: '' });
    await user.type(field('Player Name'), '   ');
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(screen.getByText('Player name is required')).toBeInTheDocument();
    expect(screen.queryByText('Decklist is required')).not.toBeInTheDocument();
    expect(submissions()).toEqual([]);
  });
});

describe('DeckForm: sending', () => {
  it('shows the server’s field errors under their fields', async () => {
    server.on('POST', DECK_PATH, () => fieldErrors({ player_name: ['Must not contain NUL characters.'] }));
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    await waitFor(() => expect(field('Player Name')).toHaveAccessibleDescription('Must not contain NUL characters.'));
    expect(field('Player Name')).toHaveFocus();
    // Every message found its field: no alert for the whole form, and the deck can be sent again.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Decklist' })).toBeEnabled();
    expect(screen.queryByText('Your deck has been submitted')).not.toBeInTheDocument();
  });

  // A refusal for who or when (403: closed, past the deadline, removed) is told apart: unsent-changes.test.tsx.
  it('shows Error, try later with the server’s reason for other failures', async () => {
    const detail = 'This event has reached its limit of 64 players.';
    server.on('POST', DECK_PATH, () => problem(409, { type: '/problems/event-full', title: 'Event is Full', detail }));
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error, try later');
    expect(alert).toHaveTextContent(detail);
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt');
  });

  it('sends trimmed names, then says the deck has been submitted and shows the saved values', async () => {
    const { user } = await renderForm(null);
    await user.type(field('Player Name'), '  ');
    await user.type(field('Deck Name'), '  Mono Red  ');
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    // Announced to screen readers as well.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Your deck has been submitted');
    expect(submissions()).toEqual([
      { player_name: 'Alice Smith', deck_name: 'Mono Red', decklist_text: '4 Lightning Bolt\n56 Mountain' },
    ]);
    expect(field('Player Name')).toHaveValue('Alice Smith');
    expect(field('Deck Name')).toHaveValue('Mono Red');
    // Saved: nothing to submit until the next change; the saved list may go to the library.
    expect(submitButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to Library' })).toBeInTheDocument();
    await user.type(field('Decklist'), '{Enter}{Enter}3 Blood Moon');
    expect(screen.getByRole('button', { name: 'Resubmit Decklist' })).toBeInTheDocument();
  });

  /** The deck route behind a network that fails every request until `online` is set. */
  function serverBehindNetwork() {
    const network = { online: false };
    server.on('POST', DECK_PATH, ({ body }) => {
      if (!network.online) return Promise.reject(new TypeError('Failed to fetch'));
      const stored = savedDeck(body as SubmitDeckBody);
      server.on('GET', DECK_PATH, () => json(stored));
      return new Response(null, { status: 200 });
    });
    return network;
  }

  it('keeps a list submitted without a network, says so beside the button, and sends it by itself once the network is back, under one key', async () => {
    const network = serverBehindNetwork();
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    const notice = await screen.findByText('Not sent yet: no connection. It will be sent as soon as you are back online.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt\n56 Mountain');
    expect(submitButton()).toBeInTheDocument();

    network.online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.received('POST', DECK_PATH)).toHaveLength(2));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    expect(screen.queryByText(/Not sent yet/)).not.toBeInTheDocument();
    const keys = server.received('POST', DECK_PATH).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends an unsent list at once with Send now, and a list changed since under a new key', async () => {
    const network = serverBehindNetwork();
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(server.received('POST', DECK_PATH)).toHaveLength(2));
    await user.type(field('Decklist'), '{Enter}56 Mountain');
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    const keys = server.received('POST', DECK_PATH).map((request) => request.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(submissions().at(-1)).toMatchObject({ decklist_text: '4 Lightning Bolt\n56 Mountain' });
  });

  it('keeps what was typed while the deck was on its way, unsaved', async () => {
    const answer = deferred<Response>();
    server.on('POST', DECK_PATH, () => {
      server.on('GET', DECK_PATH, () => json(savedDeck({ player_name: 'Alice Smith', deck_name: '', decklist_text: '4 Lightning Bolt' })));
      return answer.promise;
    });
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    expect(screen.getByRole('button', { name: 'Submitting' })).toBeDisabled();
    await user.type(field('Decklist'), '{Enter}56 Mountain');
    await act(async () => answer.resolve(new Response(null, { status: 200 })));

    // The list saved is 4 cards: submitted, with its problem said.
    expect(await screen.findByText('⚠ Submitted with 1 problem')).toBeInTheDocument();
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt\n56 Mountain');
    // The deck now exists, and the newer text is not saved yet.
    const resubmit = screen.getByRole('button', { name: 'Resubmit Decklist' });
    await user.click(resubmit);
    await waitFor(() => expect(submissions()).toHaveLength(2));
    expect(submissions()[1]).toEqual({ player_name: 'Alice Smith', deck_name: '', decklist_text: '4 Lightning Bolt\n56 Mountain' });
  });
});

describe('DeckForm: the submitted message', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { user } = await renderForm(null, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Your deck has been submitted')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Your deck has been submitted')).not.toBeInTheDocument();
  });
});

describe('DeckForm: the result in view', () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('brings the submitted message into view where the button was', async () => {
    // jsdom has no layout: record which element is asked to show.
    const shown: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      shown.push(this);
    });
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    const message = await screen.findByText('Your deck has been submitted');
    await waitFor(() => expect(shown.some((element) => element.contains(message))).toBe(true));
  });
});

describe('DeckForm: beside the form', () => {
  it('shows the server’s check of the list being typed: groups, counts and deck warnings', async () => {
    const { user } = await renderForm(null);
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    expect(checked).toHaveTextContent('Paste or type your decklist: its cards appear here, grouped and checked.');

    await user.type(field('Decklist'), '4 Lightning Bolt');
    await within(checked).findByText('Lightning Bolt');
    expect(within(checked).getByText('Cards (4)')).toBeInTheDocument();
    expect(within(checked).getByRole('note')).toHaveTextContent('The main deck has 4 cards; a Modern deck needs at least 60.');
    expect(server.received('POST', '/api/decklists/validate').at(-1)?.body).toEqual({
      format: 'modern',
      decklist_text: '4 Lightning Bolt',
    });
  });

  it('an organiser sees a player’s deck locked until Edit Decklist', async () => {
    const { user } = renderWithApp(<DeckForm event={anEvent({ role: 'judge' })} deck={BURN} userId={PLAYER_ID} defaultPlayerName="" guarded />);
    expect(screen.queryByRole('textbox', { name: 'Player Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { hidden: true, name: 'Player Name' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Decklist' }));
    await waitFor(() => expect(field('Player Name')).toHaveFocus());
    expect(field('Player Name')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit Decklist' })).not.toBeInTheDocument();
    // An organiser's edit is sent for the player.
    await user.type(field('Deck Name'), ' v2');
    await user.click(screen.getByRole('button', { name: 'Resubmit Decklist' }));
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]).toMatchObject({ user_id: PLAYER_ID, deck_name: 'Burn v2' });
    // Whose list was saved, not 'Your deck'.
    expect(await screen.findByText("Alice Smith's decklist has been saved")).toBeInTheDocument();
    expect(screen.queryByText('Your deck has been submitted')).not.toBeInTheDocument();
  });

  it('an organiser typing in a paper list is told whose list was saved, with its problems', async () => {
    const { user } = renderWithApp(<DeckForm event={anEvent({ role: 'owner' })} deck={null} userId={PLAYER_ID} defaultPlayerName="" />);
    await user.type(field('Player Name'), 'Sam Size');
    await user.type(field('Decklist'), '4 Lightning Bolt');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText("⚠ Sam Size's decklist saved with 1 problem")).toBeInTheDocument();
  });
});

describe('DeckForm: an organiser’s blurred view', () => {
  it('keeps the counts and the number of problems readable above the blurred list, then under the text once editing', async () => {
    const short = savedDeck({ player_name: 'Alice Smith', deck_name: 'Burn', decklist_text: '4 Lightning Bolt\n36 Mountain\n\n2 Blood Moon' });
    const { user } = renderWithApp(<DeckForm event={anEvent({ role: 'judge' })} deck={short} userId={PLAYER_ID} defaultPlayerName="" guarded />);
    // Readable: outside the blurred, hidden fields, and before them.
    const counts = screen.getByLabelText('Card counts');
    expect(counts).toHaveTextContent('Main: 40Side: 2');
    expect(counts.closest('fieldset')).toBeNull();
    expect(counts.closest('[aria-hidden="true"]')).toBeNull();
    const problems = screen.getByText('⚠ 1 problem');
    expect(problems.closest('fieldset')).toBeNull();
    const fields = screen.getByRole('textbox', { hidden: true, name: 'Player Name' }).closest('fieldset')!;
    expect(counts.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Editing: the counts are under the text as in every deck form, once; the problems are told by the checked list.
    await user.click(screen.getByRole('button', { name: 'Edit Decklist' }));
    expect(screen.getAllByLabelText('Card counts')).toHaveLength(1);
    expect(field('Decklist').closest('fieldset')).toContainElement(screen.getByLabelText('Card counts'));
    expect(screen.queryByText('⚠ 1 problem')).not.toBeInTheDocument();
  });
});

describe('DeckForm: the draft kept in this browser', () => {
  const KEY = eventDraftKey('viewer-1', 'fnm42');
  afterEach(() => window.localStorage.clear());

  it('is offered back after a reload, restores what was typed, and is gone once submitted', async () => {
    const first = await renderForm(BURN, { draftKey: KEY });
    await first.user.type(field('Decklist'), '{Enter}4 Skullcrack');
    first.unmount();

    // The page comes back (a reload, a killed tab): the saved deck, and the offer of the draft.
    const { user } = await renderForm(BURN, { draftKey: KEY });
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt\n56 Mountain');
    const offer = await screen.findByText(/^You have an unsent draft from \d{1,2}[:.]\d{2}/);
    expect(offer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Decklist')).toHaveValue('4 Lightning Bolt\n56 Mountain\n4 Skullcrack');
    expect(screen.queryByText(/unsent draft/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resubmit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('while the offer waits: an untouched form keeps the draft, edits typed meanwhile are kept instead', async () => {
    const stored = { values: { player_name: 'Alice Smith', deck_name: '', decklist_text: '1 Blood Moon' }, saved_at: Date.now() };
    window.localStorage.setItem(`decklist-draft:${KEY}`, JSON.stringify(stored));
    const untouched = await renderForm(null, { draftKey: KEY });
    await screen.findByRole('button', { name: 'Restore' });
    untouched.unmount();
    expect(JSON.parse(window.localStorage.getItem(`decklist-draft:${KEY}`)!)).toEqual(stored);

    const { user, unmount } = await renderForm(null, { draftKey: KEY });
    await screen.findByRole('button', { name: 'Restore' });
    await user.type(field('Decklist'), '4 Skullcrack');
    unmount();
    expect(JSON.parse(window.localStorage.getItem(`decklist-draft:${KEY}`)!).values.decklist_text).toBe('4 Skullcrack');
  });

  it('Discard forgets the draft; another event or viewer has its own', async () => {
    window.localStorage.setItem(
      `decklist-draft:${KEY}`,
      JSON.stringify({ values: { player_name: 'Alice Smith', deck_name: '', decklist_text: '1 Blood Moon' }, saved_at: Date.now() }),
    );
    const other = await renderForm(null, { draftKey: eventDraftKey('viewer-2', 'fnm42') });
    expect(screen.queryByText(/unsent draft/)).not.toBeInTheDocument();
    other.unmount();

    const { user } = await renderForm(null, { draftKey: KEY });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(field('Decklist')).toHaveValue('');
    expect(window.localStorage.getItem(`decklist-draft:${KEY}`)).toBeNull();
  });
});

describe('DeckForm: length limits, said before Submit', () => {
  it('a 45,000-character paste is refused at once with the limit in words, and nothing is sent', async () => {
    const { user } = await renderForm(null);
    const long = Array.from({ length: 5000 }, () => '4 Bolt x\n').join('');
    expect(long).toHaveLength(45_000);
    await user.click(field('Decklist'));
    await user.paste(long);

    expect(field('Decklist')).toHaveValue(long);
    expect(field('Decklist')).toBeInvalid();
    await waitFor(() => expect(field('Decklist')).toHaveAccessibleDescription(expect.stringContaining('Decklist must be at most 20,000 characters')));
    expect(await screen.findByText('⚠ 45,000 / 20,000 characters: 25,000 too many')).toBeInTheDocument();
    expect(screen.getByText('Over the limit of 20,000 characters.')).toBeInTheDocument();
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    expect(checked).toHaveTextContent('The decklist is too long to check: it may have at most 20,000 characters.');

    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(submissions()).toEqual([]);
    expect(server.received('POST', '/api/decklists/validate')).toEqual([]);
    expect(field('Decklist')).toHaveFocus();
  });

  it('counts characters near the limit, and names over 100 characters are refused as typed', async () => {
    const { user } = await renderForm(null);
    await user.click(field('Decklist'));
    await user.paste('x'.repeat(16_500));
    expect(await screen.findByText('16,500 / 20,000 characters')).toBeInTheDocument();
    expect(field('Decklist')).toBeValid();

    await user.clear(field('Player Name'));
    await user.click(field('Player Name'));
    await user.paste('A'.repeat(101));
    expect(field('Player Name')).toHaveAccessibleDescription(expect.stringContaining('Player name must be at most 100 characters'));
    await user.type(field('Player Name'), '{Backspace}');
    expect(field('Player Name')).toBeValid();
  });
});

describe('DeckForm: a list with problems', () => {
  it('says how many before Submit, does not block, and says "Submitted with n problems" after', async () => {
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    // The server's check says: 4 cards, needs 60.
    expect(await screen.findByText(/This list has 1 problem \(see Deck Warnings\)\. You can still submit it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));

    expect(await screen.findByText('⚠ Submitted with 1 problem')).toBeInTheDocument();
    expect(screen.queryByText('Your deck has been submitted')).not.toBeInTheDocument();
    expect(submissions()).toHaveLength(1);
  });

  it('a clean list is submitted with the plain message', async () => {
    const { user } = await renderForm(null);
    await user.click(field('Decklist'));
    await user.paste('4 Lightning Bolt\n56 Mountain');
    await within(screen.getByRole('region', { name: 'Checked decklist' })).findByText('Lightning Bolt');
    expect(screen.queryByText(/This list has/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    expect(screen.queryByText(/Submitted with/)).not.toBeInTheDocument();
  });
});

describe('DeckForm: the counts', () => {
  it('are shown once, under the text, not again above the checked list', async () => {
    const { user } = await renderForm(null);
    await user.type(field('Decklist'), '4 Lightning Bolt');
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    await within(checked).findByText('Lightning Bolt');
    expect(screen.getAllByText('Main: 4')).toHaveLength(1);
    expect(screen.getAllByText('Side: 0')).toHaveLength(1);
    expect(within(checked).queryByText('Main: 4')).not.toBeInTheDocument();
  });
});

describe('DeckForm: a check that fails', () => {
  const FAB_EVENT = anEvent({ event_id: 'fnm42', format: 'fab-cc', format_name: 'Flesh and Blood · Classic Constructed', decklist_style: 'fab' });
  const card = (quantity: number, card_name: string) => ({ quantity, card_name, mana_cost: '', mana_value: 0, type: 'Card', warnings: [] });
  const FAB_CHECK: ValidateDecklistResponse = {
    groups: [
      { group_name: 'Hero', cards: [card(1, 'Dorinthea Ironsong')] },
      { group_name: 'Weapons', cards: [card(1, 'Dawnblade')] },
      { group_name: 'Red (pitch 1)', cards: [card(3, 'Sink Below (red)')] },
    ],
    deck_warnings: [],
    has_warnings: false,
  };

  it('keeps the last check and a Flesh and Blood list’s counts in view, and says the list could not be checked', async () => {
    server.on('POST', '/api/decklists/validate', () => json(FAB_CHECK));
    const { user } = await renderForm(null, { event: FAB_EVENT });
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    await user.type(field('Decklist'), 'Hero: Dorinthea Ironsong{enter}Dawnblade{enter}3 Sink Below (red)');
    await within(checked).findByText('Sink Below (red)');
    expect(screen.getByText('Deck: 3')).toBeInTheDocument();
    expect(screen.getByText('Arena cards: 1')).toBeInTheDocument();

    server.on('POST', '/api/decklists/validate', () => problem(429, { title: 'Too many requests', detail: 'Try again in a minute.' }));
    await user.type(field('Decklist'), '{enter}3 Snatch (red)');
    expect(await within(checked).findByRole('status')).toHaveTextContent(
      'Could not check the list just now: it is checked again when you change it and when you submit.',
    );
    expect(within(checked).getByText('Sink Below (red)')).toBeInTheDocument();
    expect(screen.getByText('Deck: 3')).toBeInTheDocument();
    expect(within(checked).queryByText('Checking the decklist...')).not.toBeInTheDocument();
  });

  it('says so in place of the check when there was none', async () => {
    server.on('POST', '/api/decklists/validate', () => problem(429, { title: 'Too many requests', detail: 'Try again in a minute.' }));
    const { user } = await renderForm(null);
    const checked = screen.getByRole('region', { name: 'Checked decklist' });
    await user.type(field('Decklist'), '4 Lightning Bolt');
    expect(await within(checked).findByRole('status')).toHaveTextContent(
      'Could not check the list just now: it is checked again when you change it and when you submit.',
    );
    expect(within(checked).queryByText('Checking the decklist...')).not.toBeInTheDocument();
    expect(screen.getByText('Main: 4')).toBeInTheDocument();
  });
});

describe('DeckForm: what a submission reads again', () => {
  /** The form under the event as the page has it from the server, with the caller's role shown. */
  function EventPageForm() {
    const event = useEvent(EVENT.event_id);
    if (!event.data) return <p>Loading</p>;
    return (
      <>
        <p>
          Role: {event.data.role ?? 'none'}, players: {event.data.player_count}
        </p>
        <OwnDeckForm event={event.data} />
      </>
    );
  }

  it("a player's first submission makes them a player on the page without reading the event again", async () => {
    server.on('GET', '/api/events/fnm42', () => json(anEvent({ role: null, player_count: 7 })));
    const { user } = renderWithApp(<EventPageForm />);
    await screen.findByText('Role: none, players: 7');
    await screen.findByRole('textbox', { name: 'Decklist' });
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();

    expect(screen.getByText('Role: player, players: 8')).toBeInTheDocument();
    // The event once (the page's load); the deck at load and once more, read back after the save.
    expect(server.received('GET', '/api/events/fnm42')).toHaveLength(1);
    expect(server.received('GET', DECK_PATH)).toHaveLength(2);
  });

  it('keeps the saved deck the server answers with, asked for in the submission, without reading it again', async () => {
    server.on('GET', '/api/events/fnm42', () => json(anEvent({ role: 'player', player_count: 7 })));
    server.on('POST', DECK_PATH, ({ body }) => json(savedDeck(body as SubmitDeckBody)));
    const { user } = renderWithApp(<EventPageForm />);
    await screen.findByRole('textbox', { name: 'Decklist' });
    await user.type(field('Deck Name'), 'Red Deck Wins');
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    expect(field('Deck Name')).toHaveValue('Red Deck Wins');
    expect(server.received('POST', DECK_PATH)[0]!.headers.get('prefer')).toBe('return=representation');
    // The deck once: the page's load (its 404); the save's answer is the deck.
    expect(server.received('GET', DECK_PATH)).toHaveLength(1);
  });

  it("an organiser's submission reads the event again: its player list changed", async () => {
    server.on('GET', '/api/events/fnm42', () => json(anEvent({ role: 'owner', player_count: 7 })));
    const { user } = renderWithApp(<EventPageForm />);
    await screen.findByText('Role: owner, players: 7');
    await screen.findByRole('textbox', { name: 'Decklist' });
    await user.type(field('Decklist'), '4 Lightning Bolt{Enter}56 Mountain');
    await user.click(screen.getByRole('button', { name: 'Submit Decklist' }));
    expect(await screen.findByText('Your deck has been submitted')).toBeInTheDocument();
    await waitFor(() => expect(server.received('GET', '/api/events/fnm42')).toHaveLength(2));
  });
});
