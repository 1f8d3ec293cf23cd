import type { HeroAge } from './formats';
import type { PitchName } from './snapshot';

/**
 * The warnings of a checked Flesh and Blood list as data, a code and named values, like Magic's
 * (decklist/warnings.ts); messages.ts renders them in English.
 */

/** A warning of one card row. */
export type FabCardWarning =
  /** Not in the card data; `suggestions` are the cards likely meant, best first (may be empty). */
  | { code: 'unknown_card'; params: { suggestions: string[] } }
  /** A name without a pitch when the card has several: which one is meant cannot be told. */
  | { code: 'pitch_needed'; params: { pitches: PitchName[] } }
  /** A pitch the card does not have; `pitches` are the ones it has (empty: it has no pitch). */
  | { code: 'no_such_pitch'; params: { pitch: PitchName; pitches: PitchName[] } }
  | { code: 'not_legal'; params: { format_name: string } }
  | { code: 'banned'; params: { format_name: string } }
  | { code: 'suspended'; params: { format_name: string } }
  /** Retired from the format with its hero, who reached Living Legend status. */
  | { code: 'living_legend'; params: { format_name: string } }
  /** A restricted card with more than one copy. */
  | { code: 'restricted'; params: { format_name: string; copies: number } }
  /** More copies of one card (a name and a pitch) than the format allows. */
  | { code: 'too_many_copies'; params: { format_name: string; copies: number; limit: number } }
  /** More than one copy of a card with the Legendary keyword in a constructed format. */
  | { code: 'legendary'; params: { format_name: string; copies: number } }
  /** The hero may not play it: its classes and talents are not the hero's (or the data names other heroes). */
  | { code: 'not_for_hero'; params: { hero_name: string; card_classes: string[]; card_talents: string[] } };

/** A warning of the whole list. */
export type FabDeckWarning =
  | { code: 'unreadable_line'; params: { line: number; text: string } }
  /** A bare name without a count: it is counted as one copy. */
  | { code: 'no_count'; params: { line: number; card_name: string } }
  | { code: 'zero_count'; params: { line: number; text: string } }
  | { code: 'no_hero'; params: Record<string, never> }
  | { code: 'too_many_heroes'; params: { count: number } }
  /** `age` is what the format needs. */
  | { code: 'wrong_hero_age'; params: { card_name: string; age: HeroAge; format_name: string } }
  /** Fewer deck cards (everything but hero, weapons and equipment) than the format needs. */
  | { code: 'deck_too_small'; params: { count: number; min: number; format_name: string } }
  /** More cards in the card-pool (deck cards, weapons and equipment) than the format allows. */
  | { code: 'pool_too_big'; params: { count: number; max: number; format_name: string } };

export type FabCardWarningCode = FabCardWarning['code'];
export type FabDeckWarningCode = FabDeckWarning['code'];

export const FAB_CARD_WARNING_CODES = [
  'unknown_card',
  'pitch_needed',
  'no_such_pitch',
  'not_legal',
  'banned',
  'suspended',
  'living_legend',
  'restricted',
  'legendary',
  'too_many_copies',
  'not_for_hero',
] as const satisfies readonly FabCardWarningCode[];

export const FAB_DECK_WARNING_CODES = [
  'unreadable_line',
  'no_count',
  'zero_count',
  'no_hero',
  'too_many_heroes',
  'wrong_hero_age',
  'deck_too_small',
  'pool_too_big',
] as const satisfies readonly FabDeckWarningCode[];
