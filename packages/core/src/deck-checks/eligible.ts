/**
 * Whom a draw may pick, as the server counts them: the players with a submitted deck, and those of them
 * with no check in the event's log. Counted from the event's participants and the log the page has, so
 * a deck's change needs no new read of the deck checks.
 */
export function eligibleForDraw(
  participants: readonly { user_id: string; role: string; has_deck: boolean }[],
  checks: readonly { player_user_id: string }[],
): { all: number; unchecked: number } {
  const checked = new Set(checks.map((check) => check.player_user_id));
  const withDeck = participants.filter((p) => p.role === 'player' && p.has_deck);
  return { all: withDeck.length, unchecked: withDeck.filter((p) => !checked.has(p.user_id)).length };
}
