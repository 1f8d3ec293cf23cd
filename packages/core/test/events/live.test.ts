import { describe, expect, it } from 'vitest';
import type { EventDetails, Participant } from '../../src/api/events';
import { eventRefetchFor, mergeEventUpdates, type EventLiveUpdate } from '../../src/events/live';
import { withChangedParticipants } from '../../src/events/participant-rows';

const row = (user_id: string, player_name: string, change: Partial<Participant> = {}): Participant => ({
  user_id,
  player_name,
  role: 'player',
  is_deck_checked: false,
  has_deck: false,
  has_deck_warning: false,
  deck_submitted_at: null,
  checked_at: null,
  changed_since_checked_at: null,
  ...change,
});

const deckChange = (userId: string, rows?: Participant[]): EventLiveUpdate => ({
  refresh: true,
  updated_by_session_id: 'session',
  updated_by_user_id: userId,
  scope: 'deck',
  user_id: userId,
  ...(rows ? { participants: rows } : {}),
});

const event = (participants: Participant[]): EventDetails => ({
  event_id: 'e',
  event_name: 'Modern',
  event_date: '2026-11-28',
  status: 'open',
  format: 'modern',
  format_name: 'Modern',
  role: 'owner',
  decklist_style: 'sixty',
  max_players: 100,
  player_count: participants.length,
  participants,
});

describe('an organiser’s coalesced deck messages', () => {
  it('keep every changed row, the later one for a player in both', () => {
    const ann = row('a', 'Ann');
    const bob = row('b', 'Bob', { has_deck: true });
    const bobAgain = row('b', 'Bob', { has_deck: true, is_deck_checked: true });
    const merged = mergeEventUpdates(mergeEventUpdates(deckChange('a', [ann]), deckChange('b', [bob])), deckChange('b', [bobAgain]));
    expect(merged).toMatchObject({ scope: 'deck', user_id: null, participants: [ann, bobAgain] });
  });

  it('carry no rows once one of them has none or another kind of change is among them', () => {
    expect(mergeEventUpdates(deckChange('a', [row('a', 'Ann')]), deckChange('b')).participants).toBeUndefined();
    expect(mergeEventUpdates(deckChange('a', [row('a', 'Ann')]), deckChange('a')).participants).toBeUndefined();
    const people: EventLiveUpdate = { ...deckChange('c'), scope: 'people' };
    const merged = mergeEventUpdates(deckChange('a', [row('a', 'Ann')]), people);
    expect(merged).toMatchObject({ scope: 'deck', user_id: null });
    expect(merged.participants).toBeUndefined();
    expect(mergeEventUpdates(deckChange('a', [row('a', 'Ann')]), { ...people, scope: 'deck-checks' }).scope).toBe('all');
  });
});

describe('a deck message’s rows put into the event', () => {
  it('replace the player’s row, keep the others as they were, and put a new player in name order, counted', () => {
    const ann = row('a', 'Ann');
    const cy = row('c', 'Cy');
    const before = event([ann, cy]);
    const bob = row('b', 'Bob', { has_deck: true });
    const cyChecked = row('c', 'Cy', { has_deck: true, is_deck_checked: true });
    const after = withChangedParticipants(before, deckChange('b', [bob, cyChecked]))!;
    expect(after.participants).toEqual([ann, bob, cyChecked]);
    expect(after.participants[0]).toBe(ann);
    expect(after.player_count).toBe(3);
    expect(before.participants).toEqual([ann, cy]);
    const judge = row('j', 'Jo', { role: 'judge' });
    expect(withChangedParticipants(before, deckChange('j', [judge]))!.player_count).toBe(2);
    expect(withChangedParticipants(before, deckChange('z', [row('z', 'Zed')]))!.participants.map((p) => p.player_name)).toEqual([
      'Ann',
      'Cy',
      'Zed',
    ]);
  });

  it('do nothing for a message without rows', () => {
    expect(withChangedParticipants(event([]), deckChange('a'))).toBeNull();
    expect(withChangedParticipants(event([]), { ...deckChange('a', [row('a', 'Ann')]), scope: 'people' })).toBeNull();
  });
});

describe('what an organiser’s page refetches for a deck message', () => {
  const viewer = { userId: 'owner' };
  it('not the event or the deck checks when the rows came with it; the changed players’ decks and the print view', () => {
    expect(eventRefetchFor(deckChange('b', [row('b', 'Bob'), row('c', 'Cy')]), viewer)).toEqual({
      event: false,
      eventFromRows: true,
      allDecks: true,
      decks: ['b', 'c'],
      deckChecks: false,
    });
  });
  it('the event without them', () => {
    expect(eventRefetchFor(deckChange('b'), viewer)).toEqual({ event: true, allDecks: true, decks: ['b'], deckChecks: true });
  });
});
