// A file of its own, without imports: pages that only name the groups (the counting aid, the counts) need no more.

/**
 * A list grouped and counted for display and the sheet: the hero, weapons, equipment, then the deck
 * cards by pitch (red, yellow, blue, none), and the cards whose name or pitch could not be told.
 */
export const FAB_GROUPS = ['hero', 'weapons', 'equipment', 'red', 'yellow', 'blue', 'no_pitch', 'unresolved'] as const;
export type FabGroupKey = (typeof FAB_GROUPS)[number];

export const FAB_GROUP_NAMES: Record<FabGroupKey, string> = {
  hero: 'Hero',
  weapons: 'Weapons',
  equipment: 'Equipment',
  // The pitch's number beside its colour, so that a group is never told by colour alone.
  red: 'Red (pitch 1)',
  yellow: 'Yellow (pitch 2)',
  blue: 'Blue (pitch 3)',
  no_pitch: 'No pitch',
  unresolved: 'Name or pitch unclear',
};

/** Where a group's cards go: the hero, the arena cards (weapons and equipment), or the deck. */
export type FabPart = 'hero' | 'arena' | 'deck';
export const fabPartOf = (groupName: string): FabPart =>
  groupName === FAB_GROUP_NAMES.hero ? 'hero' : groupName === FAB_GROUP_NAMES.weapons || groupName === FAB_GROUP_NAMES.equipment ? 'arena' : 'deck';
