/**
 * The Flesh and Blood formats whose lists core checks, and each one's deck-construction numbers
 * (README.md in this folder says where they come from).
 */

/** The formats the snapshot keeps a legality letter for, in the order of its `format_keys`. */
export const FAB_FORMAT_CODES = ['cc', 'sage', 'll', 'sealed', 'draft'] as const;
export type FabFormatCode = (typeof FAB_FORMAT_CODES)[number];

export type HeroAge = 'adult' | 'young';

export interface FabFormat {
  code: FabFormatCode;
  name: string;
  /** The name the card data (`@flesh-and-blood/cards`'s `Format`) gives the format. */
  dataName: string;
  hero: HeroAge;
  /** Deck cards (everything but the hero, weapons and equipment) a list must hold at least. */
  deckMin: number;
  /** Hero excluded: deck cards, weapons and equipment together; null when the format has no cap. */
  poolMax: number | null;
  /** Copies of one card (name and pitch) in the card-pool; null when any number is allowed. */
  copyLimit: number | null;
  /** Limited formats: legality depends on the event's set, so the card data's per-format list is not checked. */
  limited: boolean;
  /** A round's length at an event, in minutes. */
  roundMinutes: number;
}

export const FAB_FORMATS: Record<FabFormatCode, FabFormat> = {
  cc: { code: 'cc', name: 'Classic Constructed', dataName: 'Classic Constructed', hero: 'adult', deckMin: 60, poolMax: 80, copyLimit: 3, limited: false, roundMinutes: 55 },
  sage: { code: 'sage', name: 'Silver Age', dataName: 'Silver Age', hero: 'young', deckMin: 40, poolMax: 55, copyLimit: 2, limited: false, roundMinutes: 35 },
  ll: { code: 'll', name: 'Living Legend', dataName: 'Living Legend', hero: 'adult', deckMin: 60, poolMax: 80, copyLimit: 3, limited: false, roundMinutes: 55 },
  sealed: { code: 'sealed', name: 'Sealed Deck', dataName: 'Sealed', hero: 'young', deckMin: 30, poolMax: null, copyLimit: null, limited: true, roundMinutes: 35 },
  draft: { code: 'draft', name: 'Booster Draft', dataName: 'Draft', hero: 'young', deckMin: 30, poolMax: null, copyLimit: null, limited: true, roundMinutes: 35 },
};

export const isFabFormatCode = (code: string): code is FabFormatCode => (FAB_FORMAT_CODES as readonly string[]).includes(code);
