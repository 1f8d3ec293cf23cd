import { useCallback, useEffect, useState } from 'react';
import type { FormValues } from '../components/form/use-form';
import { PERSONAL_STORAGE } from '../lib/device-storage';

/** A form's unsent values, kept in the browser so a reload or a killed tab loses nothing. */
export interface StoredDraft<T> {
  values: T;
  /** When it was last typed into (ms since 1970). */
  saved_at: number;
  /** Why it was left unsent, as it was when its page first locked (a later reopen and close keeps it). */
  stranded?: Stranded;
}

/** What locked the page a draft was left on: the deadline (which one), or the organiser's close. */
export type Stranded = { by: 'deadline'; deadline: string } | { by: 'organiser' };

const PREFIX = PERSONAL_STORAGE.drafts;

/** The draft of a deck in an event: per viewer, event and player (an organiser may type a player's list). */
export const eventDraftKey = (viewerId: string, eventId: string, playerId?: string) => `${viewerId}:event:${eventId}:${playerId ?? 'own'}`;
/** The draft of a library deck (a new one: 'new'). */
export const libraryDraftKey = (viewerId: string, deckId?: string) => `${viewerId}:library:${deckId ?? 'new'}`;

// Storage can be full, switched off or refused (private windows): a draft is then simply not kept.
function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const draft = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as StoredDraft<T> | null;
    return typeof draft?.saved_at === 'number' ? draft : null;
  } catch {
    return null;
  }
}

function keep(key: string, draft: StoredDraft<unknown>) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // not kept
  }
}

function store(key: string, values?: unknown) {
  try {
    if (values) localStorage.setItem(PREFIX + key, JSON.stringify({ values, saved_at: Date.now() }));
    else localStorage.removeItem(PREFIX + key);
  } catch {
    // not kept
  }
}

interface DraftForm<T> {
  values: T;
  isDirty: boolean;
  setValues(values: Partial<T>): void;
}

/** The stored draft under `key` if it differs from `saved` (any stored draft when nothing is saved), its values completed from `saved`. */
function differingDraft<T extends object>(key: string | undefined, saved: T | null): StoredDraft<T> | null {
  const stored = key ? readDraft<T>(key) : null;
  if (!stored || !saved) return stored;
  const values = { ...saved, ...stored.values };
  return (Object.keys(saved) as (keyof T)[]).some((name) => values[name] !== saved[name]) ? { ...stored, values } : null;
}

/**
 * Keeps a form's unsaved values in local storage under `key` (none without a key), and on return
 * offers the draft left there, if it differs from the saved values: restore it into the form, or
 * discard it. While the offer waits for an answer an untouched form writes nothing (it would erase
 * the draft); edits typed meanwhile are kept. `clear` after a save.
 */
export function useDraft<T extends FormValues<T>>(key: string | undefined, form: DraftForm<T>, saved: T) {
  const [offer, setOffer] = useState<StoredDraft<T> | null>(() => differingDraft(key, saved));
  const { values, isDirty, setValues } = form;

  // Written at every change (a few kB, well under a millisecond): a tab killed, or a page locked at
  // the deadline, a moment later keeps it.
  useEffect(() => {
    if (!key || (offer && !isDirty)) return;
    store(key, isDirty ? values : undefined);
  }, [key, offer, values, isDirty]);

  const restore = useCallback(() => {
    if (offer) setValues(offer.values);
    setOffer(null);
  }, [offer, setValues]);

  const discard = useCallback(() => {
    if (key) store(key);
    setOffer(null);
  }, [key]);

  /** After a successful save: the draft is sent. */
  const clear = useCallback(() => {
    if (key) store(key);
  }, [key]);

  return { offer, restore, discard, clear };
}

/**
 * The draft left under `key` while its form is not shown (a page locked at the deadline), if it
 * differs from `saved` (null: nothing was saved): an edit that was never sent. Read when the
 * caller mounts; `discard` forgets it.
 */
export function useUnsentDraft<T extends object>(key: string | undefined, saved: T | null, strandedNow: Stranded) {
  const [unsent, setUnsent] = useState(() => {
    const draft = differingDraft(key, saved);
    if (!draft || draft.stranded) return draft;
    // The first time this draft is found on a locked page: what locked it is kept with it.
    const stamped = { ...draft, stranded: strandedNow };
    keep(key!, stamped);
    return stamped;
  });
  const discard = useCallback(() => {
    if (key) store(key);
    setUnsent(null);
  }, [key]);
  return { unsent, discard };
}

/** What the draft offer shows and does. */
export interface Draft {
  offer: { saved_at: number } | null;
  restore(): void;
  discard(): void;
}
