/** Counting a checked list's problems: small, for every page that shows a decklist form. */

export type CheckedList = {
  groups: readonly { cards: readonly { card_name: string; warnings: readonly string[] }[] }[];
  deck_warnings: readonly string[];
};

/** How many problems a checked list has: each deck warning, and each warning of each card. */
export function countProblems(check: CheckedList): number {
  let count = check.deck_warnings.length;
  for (const group of check.groups) for (const card of group.cards) count += card.warnings.length;
  return count;
}

/** '1 problem', '3 problems'. */
export const problemCount = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'}`;
