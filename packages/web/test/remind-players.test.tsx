import type { EventDetails, Participant } from '@decklist/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/components/format';
import { PlayerList } from '../src/features/events/PlayerList';
import { aPlayer, anEvent, json, problem, renderWithApp, stubServer } from './helpers';

const WITH_DECK = aPlayer(1, { player_name: 'Wes With-Deck' });
const NO_DECK = aPlayer(2, { player_name: 'Nora No-Deck', has_deck: false });
const REMINDERS = '/api/events/fnm42/reminders';
const SENT_AT = '2031-05-16T17:00:00.000Z';
const NEXT = '2031-05-16T18:00:00.000Z';

const eventWith = (participants: Participant[], overrides: Partial<EventDetails> = {}) =>
  anEvent({ event_id: 'fnm42', role: 'owner', participants, player_count: participants.length, ...overrides });
const remindButton = () => screen.getByRole('button', { name: 'Remind players without a deck' });

describe('Remind players without a deck', () => {
  it('confirms how many players will be mailed, sends, and says when the next reminder is possible', async () => {
    const server = stubServer()
      .on('GET', REMINDERS, () => json({ players_to_remind: 3, reminded_at: null, next_reminder_at: null }))
      .on('POST', REMINDERS, () => json({ queued: 3, players_to_remind: 3, reminded_at: SENT_AT, next_reminder_at: NEXT }));
    const { user } = renderWithApp(<PlayerList event={eventWith([WITH_DECK, NO_DECK], { submission_deadline: NEXT })} />);

    await user.click(remindButton());
    const dialog = await screen.findByRole('dialog', { name: 'Remind players without a deck' });
    expect(dialog).toHaveTextContent(
      'Mail a reminder to 3 players without a deck? Only players with an e-mail address get one, with the submission deadline. Reminders can be sent once an hour.',
    );
    expect(server.received('POST')).toHaveLength(0); // nothing sent before the confirmation
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.received('POST', REMINDERS)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Reminders are on their way to 3 players. The next reminder is possible at ${formatDateTime(NEXT)}.`,
    );
  });

  it('within the hour says when the next reminder is possible, without asking or sending', async () => {
    const server = stubServer().on('GET', REMINDERS, () => json({ players_to_remind: 1, reminded_at: SENT_AT, next_reminder_at: NEXT }));
    const { user } = renderWithApp(<PlayerList event={eventWith([NO_DECK])} />);
    await user.click(remindButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Reminders were sent at ${formatDateTime(SENT_AT)}. The next reminder is possible at ${formatDateTime(NEXT)}.`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.received('POST')).toHaveLength(0);
  });

  it('shows a refusal within the hour (another organiser was quicker) in the dialog, in local time', async () => {
    // The server's 429 names the next possible instant beside its sentence (which gives it in UTC).
    const refusal = { title: 'Too many requests', detail: 'Reminders were sent less than an hour ago. The next reminder is possible at … UTC.', next_reminder_at: NEXT };
    stubServer()
      .on('GET', REMINDERS, () => json({ players_to_remind: 1, reminded_at: null, next_reminder_at: null }))
      .on('POST', REMINDERS, () => problem(429, refusal));
    const { user } = renderWithApp(<PlayerList event={eventWith([NO_DECK])} />);
    await user.click(remindButton());
    const dialog = await screen.findByRole('dialog', { name: 'Remind players without a deck' });
    expect(dialog).toHaveTextContent('Mail a reminder to 1 player without a deck? Only players with an e-mail address get one. Reminders');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));
    await within(dialog).findByText(`Reminders were sent less than an hour ago. The next reminder is possible at ${formatDateTime(NEXT)}.`);
  });

  it('says when no player without a deck has an address; offers nothing when every player has a deck', async () => {
    stubServer().on('GET', REMINDERS, () => json({ players_to_remind: 0, reminded_at: null, next_reminder_at: null }));
    const { user, unmount } = renderWithApp(<PlayerList event={eventWith([WITH_DECK, NO_DECK])} />);
    await user.click(remindButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No player without a deck has an e-mail address to send a reminder to.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithApp(<PlayerList event={eventWith([WITH_DECK])} />);
    expect(screen.queryByRole('button', { name: 'Remind players without a deck' })).not.toBeInTheDocument();
  });
});
