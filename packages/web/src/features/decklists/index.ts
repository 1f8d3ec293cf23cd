// Reusable decklist UI for the event deck page and the library deck page.
export { CardGroupTable, DeckTotals, type CardGroupTableProps, type DeckTotalsProps } from './CardGroupTable';
export { DeckWarnings, type DeckWarningsProps } from './DeckWarnings';
export { DecklistTextarea, type DecklistTextareaProps } from './DecklistTextarea';
export { ManaCost, type ManaCostProps } from './ManaCost';
export { useLiveTotals } from './useLiveTotals';
