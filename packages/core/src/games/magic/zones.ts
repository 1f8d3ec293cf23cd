import { COMMANDER_GROUP, COMPANION_GROUP, SIDEBOARD_GROUP } from '../../decklist/totals';
import type { CountZone, DeckZone, FormatOf, GameLists } from '../game-lists';

// Where a Magic list's cards sit: for a revision's changes, the commanders, the companion, the main deck or the
// sideboard; in a deck check's counting, the sideboard as the side and the companion in neither.

type Lists = GameLists<FormatOf<'magic'>>;
const ZONE_OF_GROUP: Record<string, DeckZone> = { [COMMANDER_GROUP]: 'commander', [COMPANION_GROUP]: 'companion', [SIDEBOARD_GROUP]: 'sideboard' };
const COUNT_ZONE_OF_GROUP: Record<string, CountZone> = { [SIDEBOARD_GROUP]: 'side', [COMPANION_GROUP]: 'other' };

export const magicZone: Lists['zone'] = (groupName) => ZONE_OF_GROUP[groupName] ?? 'main';
export const magicCountZone: Lists['countZone'] = (groupName) => COUNT_ZONE_OF_GROUP[groupName] ?? 'main';
