import { describe, expect, it } from 'vitest';
import { eligibleForDraw } from '../../src/deck-checks/eligible';

describe('whom a draw may pick', () => {
  it('counts the players with a deck, and those of them with no check in the log', () => {
    const participants = [
      { user_id: 'a', role: 'player', has_deck: true },
      { user_id: 'b', role: 'player', has_deck: false },
      { user_id: 'c', role: 'player', has_deck: true },
      { user_id: 'j', role: 'judge', has_deck: true },
    ];
    expect(eligibleForDraw(participants, [])).toEqual({ all: 2, unchecked: 2 });
    // Two checks of c count once; a check of someone who left the event counts for no one.
    const checks = [{ player_user_id: 'c' }, { player_user_id: 'c' }, { player_user_id: 'gone' }];
    expect(eligibleForDraw(participants, checks)).toEqual({ all: 2, unchecked: 1 });
  });
});
