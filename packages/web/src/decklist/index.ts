// Decklist UI that several features show (the event deck page and the library deck page).
export { CardGroupTable, DeckTotals, type CardGroupTableProps, type DeckTotalsProps } from './CardGroupTable';
export { CheckedDeck, type CheckedDeckProps } from './CheckedDeck';
export { DeckEditor, useListValidation } from './DeckEditor';
export { DECKLIST_RULES, DecklistField, type DecklistFieldProps } from './DecklistField';
export { DecklistTextarea, type DecklistTextareaProps } from './DecklistTextarea';
export { DraftOffer } from './DraftOffer';
export { ProblemsNote } from './ProblemsNote';
export { eventDraftKey, libraryDraftKey, useUnsentDraft } from './use-draft';
export { UnsentChanges } from './UnsentChanges';
export { FormatSelect, type FormatSelectProps } from './FormatSelect';
export { ManaCost, type ManaCostProps } from './ManaCost';
export { DECKLIST_PLACEHOLDERS } from './placeholders';
export { useDeckForm } from './use-deck-form';
export { useLiveTotals } from './use-live-totals';
