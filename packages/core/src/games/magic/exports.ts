import { normaliseCardName } from '../../cards/names';
import { decklistToText } from '../../decklist/export';
import { COMMANDER_GROUP, COMPANION_GROUP, groupTotal, SIDEBOARD_GROUP } from '../../decklist/totals';
import type { GameExports, ListGroups, SheetLine } from '../game-lists';

/** Main deck (commanders first) and sideboard lines (a companion counts there unless it is in the sideboard already). */
function sheet(groups: ListGroups) {
  const main: SheetLine[] = [];
  const side: SheetLine[] = [];
  const companions: SheetLine[] = [];
  for (const group of groups) {
    for (const card of group.cards) {
      if (group.group_name === SIDEBOARD_GROUP) side.push({ quantity: card.quantity, name: card.card_name });
      else if (group.group_name === COMPANION_GROUP) companions.push({ quantity: card.quantity, name: `${card.card_name} (Companion)` });
      else main.push({ quantity: card.quantity, name: group.group_name === COMMANDER_GROUP ? `${card.card_name} (Commander)` : card.card_name });
    }
  }
  const inSideboard = new Set(side.map((line) => normaliseCardName(line.name)));
  for (const companion of companions) {
    if (!inSideboard.has(normaliseCardName(companion.name.replace(/ \(Companion\)$/, '')))) side.unshift(companion);
  }
  return {
    main,
    side,
    mainTotal: groupTotal({ cards: main }),
    sideTotal: groupTotal({ cards: side }),
    hero: null,
    words: {
      main: 'Main Deck:',
      continued: 'Main Deck Continued:',
      side: 'Sideboard:',
      mainTotal: 'Total Number of Cards in Main Deck:',
      sideTotal: 'Total Number of Cards in Sideboard:',
      check: 'Main/SB: ____ / ____',
      more: 'Main Deck (continued)',
    },
  };
}

/** Magic's lists as Arena and MTGO write them, and on the paper deck registration sheet. */
export const MAGIC_EXPORTS: GameExports = { text: decklistToText, sheet };
