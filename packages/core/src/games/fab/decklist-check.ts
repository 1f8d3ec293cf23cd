import type { CardGroup, DecklistCheck } from '../../decklist/validate';
import { heroCardKinds } from '../../decklist/messages';
import type { FabFormatInfo } from '../../formats/formats';
import { FabCardIndex } from './card-index';
import { checkFabList, type FabCheckedList } from './check';
import { FAB_FORMAT_CODES } from './formats';
import { FAB_SNAPSHOT_FORMAT, FAB_SNAPSHOT_VERSION, isHeroKind, type FabCard } from './snapshot';

let noFabCards: FabCardIndex | undefined;
/** An index of no card, for a server without Flesh and Blood's data (made when first needed). */
const emptyFabIndex = () =>
  (noFabCards ??= new FabCardIndex({ format: FAB_SNAPSHOT_FORMAT, version: FAB_SNAPSHOT_VERSION, source: 'none', imported_at: '', format_keys: [...FAB_FORMAT_CODES], cards: [] }));

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

/** A pasted list checked by Flesh and Blood's rules for its format, in the contract's shapes. */
export const checkFabDecklist = (text: string, format: FabFormatInfo, cards: FabCardIndex | null): DecklistCheck =>
  fabDecklistCheck(checkFabList(text, cards ?? emptyFabIndex(), format.fab));
