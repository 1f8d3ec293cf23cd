import type { CountZone, FormatOf, GameLists } from '../game-lists';
import { fabPartOf, type FabPart } from './group-names';

// Where a Flesh and Blood list's cards sit: for a revision's changes, the hero, the arena cards or the deck; in a
// deck check's counting, the deck as the main deck, the arena cards as the side, the hero in neither.

type Lists = GameLists<FormatOf<'fab'>>;
const COUNT_ZONE: Record<FabPart, CountZone> = { hero: 'other', arena: 'side', deck: 'main' };

export const fabZone: Lists['zone'] = fabPartOf;
export const fabCountZone: Lists['countZone'] = (groupName) => COUNT_ZONE[fabPartOf(groupName)];
