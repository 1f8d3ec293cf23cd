import type { CardLookup } from '../cards/types';
import { heroCardKinds } from '../decklist/messages';
import { validateDecklist, type CardGroup, type DecklistCheck } from '../decklist/validate';
import { findFormat } from '../formats/formats';
import { checkFabList, FAB_SNAPSHOT_FORMAT, FAB_SNAPSHOT_VERSION, FabCardIndex, FAB_FORMAT_CODES, isHeroKind, type FabCard, type FabCheckedList } from './fab';

/** Each game's card data; null where none could be loaded (lists are then read and counted, their cards not known). */
export interface GameCards {
  magic: CardLookup | null;
  fab: FabCardIndex | null;
}

let noFabCards: FabCardIndex | undefined;
/** An index of no card, for a server without Flesh and Blood's data (made when first needed). */
const emptyFabIndex = () =>
  (noFabCards ??= new FabCardIndex({ format: FAB_SNAPSHOT_FORMAT, version: FAB_SNAPSHOT_VERSION, source: 'none', imported_at: '', format_keys: [...FAB_FORMAT_CODES], cards: [] }));

/**
 * A pasted list checked by the rules of its format's game, in the shapes every client reads (docs/api-contract.md):
 * groups of card rows, and warnings as sentences and as data. An unknown or missing format checks no format rule
 * (as Magic's lists always were).
 */
export function checkDecklist(text: string, formatCode: string | null | undefined, cards: GameCards): DecklistCheck {
  const format = formatCode ? findFormat(formatCode) : undefined;
  if (format?.game === 'fab') return fabDecklistCheck(checkFabList(text, cards.fab ?? emptyFabIndex(), format.fab));
  return validateDecklist(text, format, cards.magic);
}

/** What a Flesh and Blood card is, in a row's type column: 'Hero', 'Weapon', 'Equipment', else its talents and classes. */
function fabType(card: FabCard): string {
  const kinds = heroCardKinds(card.classes, card.talents).join(' ');
  if (isHeroKind(card.kind)) return kinds ? `${kinds} Hero` : 'Hero';
  if (card.kind === 'W') return kinds ? `${kinds} Weapon` : 'Weapon';
  if (card.kind === 'E') return kinds ? `${kinds} Equipment` : 'Equipment';
  return kinds || 'Generic';
}

/** A Flesh and Blood check as a decklist check: its groups (hero, weapons, equipment, deck by pitch) as the card groups. */
export function fabDecklistCheck(list: FabCheckedList): DecklistCheck {
  const groups: CardGroup[] = list.groups.map((group) => ({
    group_name: group.name,
    cards: group.rows.map((row) => {
      const unknown = row.warnings.find((warning) => warning.code === 'unknown_card');
      return {
        quantity: row.count,
        card_name: row.card_name,
        mana_cost: '',
        mana_value: 0,
        type: row.card ? fabType(row.card) : '',
        warnings: row.warning_texts,
        warning_details: row.warnings,
        ...(unknown ? { suggestions: unknown.params.suggestions } : {}),
      };
    }),
  }));
  return {
    groups,
    deck_warnings: list.deck_warning_texts,
    deck_warning_details: list.deck_warnings,
    has_warnings: list.deck_warnings.length > 0 || groups.some((group) => group.cards.some((card) => card.warnings.length > 0)),
  };
}
