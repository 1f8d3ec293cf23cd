import { useHistoryState } from 'wouter/use-browser-location';

/** An unsaved deck handed to `/library/deck` (imported from an event, or a copy of a saved deck). */
export interface LibraryDraft {
  deck_name: string;
  format: string;
  decklist_text: string;
  /** Tells two drafts apart, so a new one starts a fresh form. */
  id: number;
}

interface DraftState {
  libraryDraft?: LibraryDraft;
}

/** Navigation options that carry a draft in the history entry (it survives a reload, and Back). */
export const withDraft = (draft: Omit<LibraryDraft, 'id'>) => ({ state: { libraryDraft: { ...draft, id: Date.now() } } satisfies DraftState });

/** The draft the current history entry carries, if any. */
export function useLibraryDraft(): LibraryDraft | undefined {
  return useHistoryState<DraftState | null>()?.libraryDraft;
}
